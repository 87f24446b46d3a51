/**
 * The form that records waste (`POST waste-tracking`): category (the usual ones offered, any other
 * typed), material, pounds and ounces, by the employee signed in at the station. The server's
 * field messages show under the inputs; leaving with something typed asks first.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useGetList, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { serverFieldErrors } from '../../../providers/httpClient';
import { WASTE_CATEGORIES } from '../../../resources/production/wasteRecords';
import { useUnsavedChangesWarning } from '../../framework/formSafety';
import { usePageMutation } from '../../framework/pageData';
import { useStation } from '../StationShell';

const EMPTY = { category: '', material_id: '' as number | '', weight_pounds: '', weight_ounces: '' };

export function RecordWaste() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { employee, failed } = useStation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const materials = useGetList('materials', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const dirty = JSON.stringify(values) !== JSON.stringify(EMPTY);
  const allowLeave = useUnsavedChangesWarning(dirty);
  const set = (field: keyof typeof EMPTY) => (value: string | number) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const record = usePageMutation(
    () =>
      dataProvider.create('waste-records', {
        data: {
          category: values.category.trim(),
          material_id: values.material_id || null,
          weight_pounds: values.weight_pounds === '' ? null : Number(values.weight_pounds),
          weight_ounces: values.weight_ounces === '' ? 0 : Number(values.weight_ounces),
          employee_id: employee.id,
        },
      }),
    { silent: true },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.category.trim()) missing.category = translate('ra.validation.required');
    if (!values.material_id) missing.material_id = translate('ra.validation.required');
    if (values.weight_pounds === '' && values.weight_ounces === '') missing.weight_pounds = translate('ra.validation.required');
    if (Object.keys(missing).length) return setErrors(missing);
    record.mutate(undefined, {
      onSuccess: () => {
        allowLeave();
        const material = materials.data?.find((m) => m.id === values.material_id)?.name ?? '';
        setOutcome({
          ok: true,
          text: translate('Recorded: %{pounds} lb %{ounces} oz of %{material} (%{category})', {
            pounds: Number(values.weight_pounds || 0),
            ounces: Number(values.weight_ounces || 0),
            material,
            category: values.category.trim(),
          }),
        });
        setValues(EMPTY);
      },
      onError: (error) => {
        setErrors(Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([k, v]) => [k, translate(v)])));
        setOutcome({ ok: false, text: failed(error) });
      },
    });
  };
  return (
    <Card>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={translate('Record waste')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Autocomplete
              freeSolo
              options={WASTE_CATEGORIES}
              inputValue={values.category}
              onInputChange={(_e, value) => set('category')(value)}
              sx={{ minWidth: 220 }}
              renderInput={(params) => (
                <TextField {...params} required label={translate('Category')} error={!!errors.category} helperText={errors.category} />
              )}
            />
            <TextField
              select
              required
              label={translate('Material')}
              value={values.material_id}
              onChange={(e) => set('material_id')(Number(e.target.value))}
              sx={{ minWidth: 220 }}
              error={!!errors.material_id || !!materials.error}
              helperText={errors.material_id || (materials.error ? translate('app.load_failed', { _: 'This could not be loaded.' }) : '')}
            >
              {(materials.data ?? []).map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate('Pounds')}
              type="number"
              value={values.weight_pounds}
              onChange={(e) => set('weight_pounds')(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 2000, step: 1 } }}
              error={!!errors.weight_pounds}
              helperText={errors.weight_pounds}
            />
            <TextField
              label={translate('Ounces')}
              type="number"
              value={values.weight_ounces}
              onChange={(e) => set('weight_ounces')(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 15.99, step: 0.01 } }}
              error={!!errors.weight_ounces}
              helperText={errors.weight_ounces}
            />
          </Stack>
          <Stack direction="row">
            <Button type="submit" variant="contained" startIcon={<DeleteSweepIcon />} disabled={record.isPending}>
              {translate('Record waste')}
            </Button>
          </Stack>
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} data-testid="waste-outcome" onClose={() => setOutcome(null)}>
              {outcome.text}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
