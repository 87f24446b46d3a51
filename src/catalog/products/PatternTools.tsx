/**
 * The product page's pattern tools: replace the pattern (as a straight or half-step repeat,
 * `POST products/update`) and half-step repair (`POST products/half-step-repair`: the uploaded
 * half-step design becomes its straight block). Both queue the image job again.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { serverFieldErrors } from '../../../providers/httpClient';
import { ImagePicker } from '../../components/ImagePicker';
import { useUnsavedChangesWarning } from '../../framework/formSafety';
import { notifyFailure } from './productErrors';
import type { Product } from './useProductLive';

export function PatternTools({ product, onChanged }: { product: Product; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [replacement, setReplacement] = useState<File | null>(null);
  const [halfStep, setHalfStep] = useState(product.repeat === 'half_step');
  const [repairFile, setRepairFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useUnsavedChangesWarning(!!replacement || !!repairFile);

  const send = async (call: 'replacePattern' | 'halfStepRepair', form: FormData, done: string) => {
    form.set('product_id', String(product.id));
    form.set('brand_id', String(product.brand_id));
    setBusy(true);
    setErrors({});
    try {
      await dataProvider[call](form);
      notify(done, { type: 'info' });
      setReplacement(null);
      setRepairFile(null);
      onChanged();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notifyFailure(notify, error);
    } finally {
      setBusy(false);
    }
  };

  const replace = () => {
    const form = new FormData();
    if (replacement) form.set('pattern_file', replacement);
    form.set('isHalfStep', String(halfStep));
    return send('replacePattern', form, 'Pattern replaced: its images are being made');
  };
  const repair = () => {
    const form = new FormData();
    if (repairFile) form.set('file', repairFile);
    return send('halfStepRepair', form, 'Half-step repaired: its images are being made');
  };

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {translate('Replace Pattern')}
      </Typography>
      <ImagePicker label={translate('New pattern')} name="pattern_file" file={replacement} onChange={setReplacement} wide />
      {errors.pattern_file && <Alert severity="error">{errors.pattern_file}</Alert>}
      <FormControlLabel
        control={<Checkbox checked={halfStep} onChange={(e) => setHalfStep(e.target.checked)} />}
        label={translate('Half-step repeat')}
      />
      <Button variant="outlined" onClick={replace} disabled={busy || !replacement} sx={{ alignSelf: 'flex-start' }}>
        {translate('Replace Pattern')}
      </Button>
      <Typography variant="subtitle1" component="h3">
        {translate('Half-Step Repair')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('A half-step design becomes a straight block two tiles wide, the second moved down by half a tile.')}
      </Typography>
      <ImagePicker label={translate('Half-step design')} name="file" file={repairFile} onChange={setRepairFile} wide />
      {errors.file && <Alert severity="error">{errors.file}</Alert>}
      <Button variant="outlined" onClick={repair} disabled={busy || !repairFile} sx={{ alignSelf: 'flex-start' }}>
        {translate('Repair')}
      </Button>
    </Stack>
  );
}
