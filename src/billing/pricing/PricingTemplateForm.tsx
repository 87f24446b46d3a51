/**
 * A pricing template's create and edit screens: its name, brand and currency, and a grid of its
 * prices — material × basis × first quantity, our cost and the brand's price side by side (entered
 * in currency units, kept in whole cents) with the margin of each line. "Copy" opens a new
 * template filled from this one (react-admin's clone); "Import" adds or reprices lines from a CSV
 * (the CSV import dialog; resources/billing/priceLineImport.ts).
 */
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  CloneButton,
  Create,
  Edit,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CsvImportButton } from '../../framework/CsvImportButton';
import { PRICE_LINE_IMPORT } from '../../../resources/billing/priceLineImport';
import { AppSimpleForm } from '../../framework/forms';
import { PRICING_BASES } from '../../../resources/billing/money';
import pricingTemplates from '../../../resources/billing/pricingTemplates';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { usePageQuery } from '../../framework/pageData';
import { formResolver } from '../../framework/views';
import { useRecordSavedOptions } from '../../framework/recordNotify';
import { usePageTitle } from '../../layout/pageTitle';

/** Cents in the form's state, currency units in the input: 12.34 ↔ 1234, never a float stored. */
const toUnits = (cents: unknown) => (cents === null || cents === undefined || cents === '' ? '' : (Number(cents) / 100).toFixed(2));
const toCents = (units: string) => {
  if (units === '' || units === null || units === undefined) return null;
  const n = Number(String(units).replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) : (units as unknown as number);
};

function Margin({ line }: { line: { internal_cents?: number; brand_cents?: number } | undefined }) {
  if (!line?.brand_cents || line.internal_cents == null) return null;
  const margin = (line.brand_cents - line.internal_cents) / line.brand_cents;
  return (
    <Typography
      variant="body2"
      color={margin < 0 ? 'error' : 'text.secondary'}
      sx={{ minWidth: 64, alignSelf: 'center' }}
      data-testid="margin"
    >
      {(margin * 100).toFixed(0)} %
    </Typography>
  );
}

function TemplateFields() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const sources = usePageQuery(['billing', 'pricing-sources'], () => dataProvider.pricingSources(undefined));
  const materials = (sources.data ?? []).map((m) => ({ id: m.material_id, name: m.name }));
  return (
    <>
      <TextInput source="name" label={translate('screens.shell.name')} isRequired sx={{ maxWidth: 480 }} fullWidth />
      <ReferenceInput source="brand_id" reference="brands">
        <SelectInput label={translate('screens.billing.brand_empty_every_brand')} optionText="name" sx={{ maxWidth: 480 }} fullWidth />
      </ReferenceInput>
      <TextInput source="currency" label={translate('screens.billing.currency')} sx={{ maxWidth: 160 }} />
      <TextInput source="description" label={translate('screens.shell.description')} multiline sx={{ maxWidth: 640 }} fullWidth />
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('screens.billing.prices')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('screens.billing.each_line_prices_a_material_per')}
      </Typography>
      <Box sx={{ overflowX: 'auto', width: '100%' }}>
        <ArrayInput source="lines" label={false}>
          <SimpleFormIterator inline disableReordering>
            <SelectInput
              source="material_id"
              label={translate('screens.orders.material')}
              choices={materials}
              isRequired
              fullWidth={false}
              sx={{ width: 220, flex: '0 0 auto' }}
            />
            <SelectInput
              source="basis"
              label={translate('screens.billing.priced_per')}
              choices={PRICING_BASES.map((b) => ({ id: b, name: translate(`unit.${b}`, { _: b }) }))}
              isRequired
              fullWidth={false}
              sx={{ width: 150, flex: '0 0 auto' }}
            />
            <NumberInput
              source="min_quantity"
              label={translate('screens.billing.from_quantity')}
              defaultValue={1}
              min={1}
              step={1}
              fullWidth={false}
              sx={{ width: 120, flex: '0 0 auto' }}
            />
            <TextInput
              source="internal_cents"
              label={translate('screens.billing.our_cost')}
              format={toUnits}
              parse={toCents}
              fullWidth={false}
              sx={{ width: 120, flex: '0 0 auto' }}
            />
            <TextInput
              source="brand_cents"
              label={translate('screens.billing.brand_price')}
              format={toUnits}
              parse={toCents}
              fullWidth={false}
              sx={{ width: 120, flex: '0 0 auto' }}
            />
            <FormDataConsumer>{({ scopedFormData }) => <Margin line={scopedFormData} />}</FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      </Box>
    </>
  );
}

export function PricingTemplateCreate() {
  const translate = useTranslate();
  usePageTitle(translate('screens.billing.new_pricing_template'));
  const saved = useRecordSavedOptions('created', 'edit');
  return (
    <Create mutationOptions={saved} title={translate('screens.billing.new_pricing_template')}>
      <AppSimpleForm resolver={formResolver(pricingTemplates)} defaultValues={{ currency: 'USD', lines: [] }}>
        <TemplateFields />
      </AppSimpleForm>
    </Create>
  );
}

/** Price lines from a CSV into this template, for those who may change it. */
function ImportPriceLines() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <CsvImportButton
      spec={PRICE_LINE_IMPORT}
      access={{ resource: 'pricing-templates', action: 'edit' }}
      extra={{ template_id: record.id }}
    />
  );
}

export function PricingTemplateEdit() {
  const translate = useTranslate();
  usePageTitle(translate('screens.billing.pricing_template'));
  const saved = useRecordSavedOptions('updated', false);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={saved}
      actions={
        <TopToolbar>
          <ImportPriceLines />
          <CloneButton label={translate('screens.billing.copy')} />
        </TopToolbar>
      }
    >
      <AppSimpleForm resolver={formResolver(pricingTemplates)}>
        <TemplateFields />
      </AppSimpleForm>
    </Edit>
  );
}
