/**
 * The form that records waste (`POST waste-tracking`): category (the usual ones offered, any other
 * typed), material, pounds and ounces, by the employee signed in at the station. A react-admin
 * form with the declaration's rules; the server's field messages show under the inputs, the
 * outcome only once the server has answered; leaving with something typed asks first.
 */
import { useEffect, useState } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Box, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { NumberInput, useGetList, useInput, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useAppDataProvider } from '../../../providers/dataProvider';
import wasteRecords from '../../../resources/production/wasteRecords';
import { SuggestedInput } from '../../framework/SuggestedInput';
import { useCategoryWords, WASTE_RESOURCE } from './categoryWords';
import { refusalOf } from '../../framework/formSubmit';
import { formResolver } from '../../framework/views';
import { usePageMutation } from '../../framework/pageData';
import { useStation } from '../StationShell';
import { ScanFeedback, scanOutcome, useFailureOutcome, useScanFeedback } from '../../components/stations/ScanFeedback';
import { useScale } from '../../components/stations/useDeviceReading';
import { ScaleReadingLine } from '../../components/stations/ScaleReadingLine';
import { SubmitButton } from '../../framework/SubmitButton';
import { useFormat } from '../../framework/format';

const WASTE_RESOLVER = formResolver(wasteRecords);
const EMPTY = { category: '', material_id: null, weight_pounds: null, weight_ounces: null };

interface WasteValues {
  category: string;
  material_id: number;
  weight_pounds: number;
  weight_ounces: number | null;
}

/** The message under an input: the resolver's or the server's, in the chosen language. */
function useInputError(source: string) {
  const translate = useTranslate();
  const input = useInput({ source });
  const message = input.fieldState.error?.message;
  return { ...input, error: message ? translate(message, { _: message }) : '' };
}

/** The usual categories offered in words; another one is kept as typed. */
function CategoryInput() {
  const translate = useTranslate();
  return (
    <SuggestedInput
      source="category"
      field={wasteRecords.fields.category}
      resource={WASTE_RESOURCE}
      label={translate('screens.shell.category')}
      // The badge was just scanned (or the last waste recorded): the scanner or keyboard goes on here, no click.
      autoFocus
    />
  );
}

function MaterialInput({ materials }: { materials: ReturnType<typeof useGetList> }) {
  const translate = useTranslate();
  const { field, error } = useInputError('material_id');
  return (
    <TextField
      select
      required
      label={translate('screens.orders.material')}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(Number(e.target.value))}
      onBlur={field.onBlur}
      sx={{ minWidth: 220 }}
      error={!!error || !!materials.error}
      helperText={error || (materials.error ? translate('app.load_failed', { _: 'This could not be loaded.' }) : '')}
    >
      {(materials.data ?? []).map((m) => (
        <MenuItem key={m.id} value={m.id}>
          {m.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The station's scale: its settled weight goes into the weight fields (still editable), as at the
 * weigh station; its reading shows above them.
 */
function ScaleWeight() {
  const scale = useScale('waste');
  const { setValue } = useFormContext();
  useEffect(() => {
    if (!scale?.stable || scale.pounds + scale.ounces <= 0) return;
    setValue('weight_pounds', scale.pounds, { shouldDirty: true, shouldValidate: true });
    setValue('weight_ounces', scale.ounces, { shouldDirty: true, shouldValidate: true });
  }, [scale, setValue]);
  if (!scale) return null;
  return <ScaleReadingLine scale={scale} />;
}

export function RecordWaste() {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useAppDataProvider();
  const { employee, failed } = useStation();
  const { outcomes, show } = useScanFeedback(1);
  const failure = useFailureOutcome();
  const categoryWords = useCategoryWords();
  // A fresh, empty form after each recorded waste.
  const [recorded, setRecorded] = useState(0);
  const materials = useGetList('materials', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const record = usePageMutation(
    (values: WasteValues) =>
      dataProvider.create('waste-records', { data: { ...values, weight_ounces: values.weight_ounces ?? 0, employee_id: employee.id } }),
    { silent: true },
  );
  const submit = async (form: FieldValues) => {
    const values = form as WasteValues;
    const value = format.weight(values.weight_pounds ?? 0, values.weight_ounces ?? 0);
    const category = categoryWords(values.category);
    try {
      await record.mutateAsync(values);
    } catch (error) {
      show(failure(value, error, failed(error), category));
      return refusalOf(error);
    }
    show(
      scanOutcome({
        value,
        what: category,
        severity: 'success',
        recording: 'recorded',
        text: translate('screens.production.recorded_pounds_lb_ounces_oz_of', {
          pounds: values.weight_pounds,
          ounces: values.weight_ounces ?? 0,
          material: materials.data?.find((m) => m.id === values.material_id)?.name ?? '',
          category,
        }),
      }),
    );
    setRecorded((n) => n + 1);
  };
  return (
    <Card>
      <CardContent>
        {/* react-admin's <form> takes no name: the landmark around it carries it. */}
        <Box role="form" aria-label={translate('screens.production.record_waste')}>
          <AppForm key={recorded} defaultValues={EMPTY} resolver={WASTE_RESOLVER} onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <CategoryInput />
                <MaterialInput materials={materials} />
              </Stack>
              <ScaleWeight />
              <Stack direction="row" spacing={2}>
                <NumberInput
                  source="weight_pounds"
                  label={translate('screens.production.pounds')}
                  min={0}
                  max={2000}
                  step={1}
                  helperText={false}
                />
                <NumberInput
                  source="weight_ounces"
                  label={translate('screens.production.ounces')}
                  min={0}
                  max={15.99}
                  step={0.01}
                  helperText={false}
                />
              </Stack>
              <Stack direction="row">
                <SubmitButton
                  label={translate('screens.production.record_waste')}
                  icon={<DeleteSweepIcon />}
                  disabled={record.isPending}
                  variant="contained"
                />
              </Stack>
            </Stack>
          </AppForm>
          <Box sx={{ mt: 2 }}>
            <ScanFeedback outcomes={outcomes} testId="waste-outcome" />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
