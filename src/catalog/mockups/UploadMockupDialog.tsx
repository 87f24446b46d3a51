/**
 * Upload a room photo, then find its wall: two steps shown as they happen (uploading, analysing),
 * each failure with the server's reason, the dialog kept open so nothing typed is lost.
 */
import {
  Alert,
  Autocomplete,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { serverFieldErrors } from '../../../providers/httpClient';
import { SizedDialog } from '../../components/SizedDialog';
import { useUnsavedChangesWarning } from '../../framework/formSafety';
import { useMockupCategories, type MockupCategory } from './mockupParts';

type Step = 'idle' | 'uploading' | 'analyzing';

export function UploadMockupDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { data: categories = [] } = useMockupCategories();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<MockupCategory[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const dirty = open && (name !== '' || chosen.length > 0 || file !== null);
  useUnsavedChangesWarning(dirty && step === 'idle');

  const reset = () => {
    setName('');
    setChosen([]);
    setFile(null);
    setErrors({});
    setFailure('');
    setStep('idle');
  };
  const close = () => {
    if (step !== 'idle') return;
    if (dirty && !window.confirm(translate('ra.message.unsaved_changes'))) return;
    reset();
    onClose();
  };

  const submit = async () => {
    setErrors({});
    setFailure('');
    const form = new FormData();
    form.append('name', name.trim());
    form.append('categories', JSON.stringify(chosen.map((c) => c.id)));
    if (file) form.append('mockup_file', file);
    setStep('uploading');
    try {
      const mockup = await dataProvider.saveMockup(form);
      setStep('analyzing');
      const analysed = await dataProvider.analyzeMockup(mockup.id);
      notify(analysed.status === 'analyzed' ? 'Mockup uploaded and its wall found' : 'Mockup uploaded, but no wall was found in it', {
        type: analysed.status === 'analyzed' ? 'success' : 'warning',
      });
      reset();
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure((error as Error).message);
      setStep('idle');
    }
  };

  return (
    <SizedDialog open={open} onClose={close} size="lg" aria-labelledby="upload-mockup-title">
      <DialogTitle id="upload-mockup-title">{translate('Upload a mockup')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('Name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={!!errors.name}
            helperText={errors.name && translate(errors.name)}
            disabled={step !== 'idle'}
          />
          <Autocomplete
            multiple
            options={categories}
            value={chosen}
            onChange={(_e, value) => setChosen(value)}
            getOptionLabel={(c) => translate(c.name)}
            groupBy={(c) => translate(`resources.mockup-categories.choices.category_type.${c.category_type}`, { _: c.category_type })}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disabled={step !== 'idle'}
            renderInput={(params) => (
              <TextField {...params} label={translate('Categories')} error={!!errors.categories} helperText={errors.categories} />
            )}
          />
          <Button variant="outlined" component="label" disabled={step !== 'idle'}>
            {file ? translate('Change photo') : translate('Choose a room photo')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-label={translate('Room photo')}
              data-testid="mockup-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          {errors.mockup_file && (
            <Typography variant="body2" color="error">
              {translate(errors.mockup_file)}
            </Typography>
          )}
          {step !== 'idle' && (
            <Stack spacing={1} role="status">
              <Typography variant="body2">
                {translate(step === 'uploading' ? 'Uploading the photo…' : 'Finding the wall and the light…')}
              </Typography>
              <LinearProgress variant="determinate" value={step === 'uploading' ? 33 : 66} aria-label={translate('Progress')} />
            </Stack>
          )}
          {failure && step === 'idle' && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={step !== 'idle'}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={step !== 'idle' || !name.trim() || !file}>
          {translate('Upload')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
