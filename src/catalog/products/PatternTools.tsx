/**
 * The product page's pattern tools: replace the pattern (as a straight or half-step repeat,
 * `POST products/update`) and half-step repair (`POST products/half-step-repair`: the uploaded
 * half-step design becomes its straight block). Both queue the image job again. Each is a
 * react-admin form: the chosen file and the repeat are its values, the server's message about the
 * file shows under it, and a form with a file chosen warns before the page is left.
 */
import { useState, type ReactNode } from 'react';
import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { ImagePickerInput } from '../../components/ImagePicker';
import { SubmitButton } from '../../framework/SubmitButton';
import { notifyFailure } from './productErrors';
import type { Product } from './useProductLive';
import { refusalOf } from '../../framework/formSubmit';

/** A checkbox whose value is the form's boolean `source`. */
function CheckboxInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source, type: 'checkbox' });
  return (
    <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />
  );
}

/** Sends once a file is chosen in `source`. */
function SendWithFile({ source, label }: { source: string; label: string }) {
  const file = useWatch({ name: source });
  return <SubmitButton label={label} variant="outlined" disabled={!(file instanceof File)} sx={{ alignSelf: 'flex-start' }} />;
}

/**
 * One tool's form: `send` gets its values; once the server has taken them the tool says `done`,
 * starts again empty and the page reads the product again.
 */
function ToolForm<V extends FieldValues>({
  defaultValues,
  send,
  done,
  onChanged,
  children,
}: {
  defaultValues: V;
  send: (values: V) => Promise<unknown>;
  done: string;
  onChanged: () => void;
  children: ReactNode;
}) {
  const notify = useNotify();
  // A new form (no file chosen) after each success.
  const [sent, setSent] = useState(0);
  const submit = async (values: FieldValues) => {
    try {
      await send(values as V);
    } catch (error) {
      notifyFailure(notify, error);
      return refusalOf(error);
    }
    notify(done, { type: 'success' });
    setSent((n) => n + 1);
    onChanged();
  };
  return (
    <AppForm key={sent} defaultValues={defaultValues} onSubmit={submit} noValidate>
      <Stack spacing={2}>{children}</Stack>
    </AppForm>
  );
}

export function PatternTools({ product, onChanged }: { product: Product; onChanged: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const target = { product_id: product.id, brand_id: product.brand_id };
  const file = (value: unknown) => (value instanceof File ? value : null);

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {translate('screens.catalog.replace_pattern')}
      </Typography>
      <ToolForm
        defaultValues={{ pattern_file: null, isHalfStep: product.repeat === 'half_step' }}
        send={(values) =>
          dataProvider.replacePattern({ ...target, pattern_file: file(values.pattern_file), isHalfStep: !!values.isHalfStep })
        }
        done="screens.catalog.pattern_replaced_its_images_are"
        onChanged={onChanged}
      >
        <ImagePickerInput source="pattern_file" label={translate('screens.catalog.new_pattern')} wide />
        <CheckboxInput source="isHalfStep" label={translate('screens.catalog.half_step_repeat')} />
        <SendWithFile source="pattern_file" label="screens.catalog.replace_pattern" />
      </ToolForm>
      <Typography variant="subtitle1" component="h3">
        {translate('screens.catalog.half_step_repair')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('screens.catalog.a_half_step_design_becomes_a')}
      </Typography>
      <ToolForm
        defaultValues={{ file: null }}
        send={(values) => dataProvider.halfStepRepair({ ...target, file: file(values.file) })}
        done="screens.catalog.half_step_repaired_its_images"
        onChanged={onChanged}
      >
        <ImagePickerInput source="file" label={translate('screens.catalog.half_step_design')} wide />
        <SendWithFile source="file" label="screens.catalog.repair" />
      </ToolForm>
    </Stack>
  );
}
