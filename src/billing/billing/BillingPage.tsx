/**
 * /billing: a brand's billing for its ADMIN (and SUPERADMIN, for the brand chosen on the screen
 * or in the profile menu): balance and open invoices, plan and invoice details, payment methods, and the prices the
 * brand pays (our cost too, for staff).
 */
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { schemaResolver } from '../../framework/validation';
import { NumberInput, SaveButton, SelectInput, TextInput, useCanAccess, usePermissions, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { isStaff } from '../../../resources/access';
import { BILLING_PLANS } from '../../../resources/billing/money';
import { billingDetailsSchema } from '../../../resources/billing/schemas';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { Billing, BrandPrice } from '../../../providers/methods/billing';
import { AddressFields } from '../../components/AddressFields';
import { pageState } from '../../components/LoadError';
import { RecordTable } from '../../components/RecordTable';
import { useFormat } from '../../framework/format';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { BrandPicker, useWorkingBrand } from '../../layout/BrandSelector';
import { usePageTitle } from '../../layout/pageTitle';
import { PaymentMethods } from './PaymentMethods';

export const planLabel = (plan: string) =>
  plan === 'none'
    ? 'screens.billing.no_plan'
    : plan
        .replace(/^token_/, '')
        .replace(/_plan$/, '')
        .replace(/^./, (c) => c.toUpperCase()) + ' plan';

function DetailsCard({ billing }: { billing: Billing }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { canAccess: canSetTaxRate = false } = useCanAccess({ resource: 'billing-tax-rate', action: 'edit' });
  const save = usePageMutation((values: Record<string, unknown>) => dataProvider.saveBillingDetails(values), {
    success: translate('screens.billing.billing_details_saved'),
  });
  const record = { brand_id: billing.brand_id, plan: billing.plan, ...billing.details };
  return (
    <Card>
      <CardHeader title={translate('screens.billing.plan_and_invoice_details')} />
      <CardContent sx={{ pt: 0 }}>
        <AppForm
          record={record}
          resolver={schemaResolver(billingDetailsSchema.noUnknown(false))}
          onSubmit={(values: FieldValues) => {
            const { currency: _currency, ...data } = values;
            save.mutate({ ...data, address: data.address && data.address.address1 ? data.address : null });
          }}
        >
          <SelectInput
            source="plan"
            label={translate('screens.billing.plan')}
            choices={BILLING_PLANS.map((p) => ({ id: p, name: translate(planLabel(p)) }))}
            fullWidth
            isRequired
          />
          <TextInput source="company_name" label={translate('screens.orders.company')} fullWidth />
          <TextInput source="email" label={translate('screens.billing.invoice_email')} type="email" fullWidth />
          <TextInput source="tax_id" label={translate('screens.billing.tax_id')} fullWidth />
          <NumberInput
            source="tax_rate_bps"
            label={translate('screens.billing.sales_tax_basis_points')}
            disabled={!canSetTaxRate}
            fullWidth
          />
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {translate('screens.billing.billing_address')}
          </Typography>
          <AddressFields prefix="address." />
          <SaveButton label={translate('ra.action.save')} disabled={save.isPending} />
        </AppForm>
      </CardContent>
    </Card>
  );
}

type PriceRow = BrandPrice & { id: string };

function PricesCard({ brandId }: { brandId: number }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { cents } = useFormat();
  const { permissions } = usePermissions();
  const staff = isStaff(permissions);
  const query = usePageQuery(['billing', 'brand-pricing', brandId], () => dataProvider.brandPricing(brandId));
  const pricing = query.data;
  const state = pageState(query, pricing, '');
  return (
    <Card>
      <CardHeader title={translate('screens.billing.your_prices')} subheader={pricing?.template_name} />
      {state ??
        (pricing!.prices.length === 0 ? (
          <CardContent>{translate('screens.billing.no_pricing_yet_our_team_sets_it')}</CardContent>
        ) : (
          <RecordTable
            rows={pricing!.prices.map((p) => ({ ...p, id: `${p.material_id}:${p.basis}:${p.min_quantity}` }))}
            columns={[
              { header: 'screens.orders.material', cell: (p) => p.material_name },
              { header: 'screens.billing.priced_per', cell: (p) => translate(`unit.${p.basis}`, { _: p.basis }) },
              { header: 'screens.billing.from_quantity', align: 'right', cell: (p) => p.min_quantity },
              {
                header: 'screens.billing.price',
                align: 'right',
                cell: (p) => cents(p.brand_cents, pricing!.currency),
                cellSx: (p) => ({ fontWeight: p.brand_overridden ? 700 : undefined }),
              },
              ...(staff
                ? [
                    {
                      header: 'screens.billing.our_cost',
                      align: 'right' as const,
                      cell: (p: PriceRow) => cents(p.internal_cents, pricing!.currency),
                    },
                  ]
                : []),
            ]}
          />
        ))}
    </Card>
  );
}

export default function BillingPage() {
  const translate = useTranslate();
  usePageTitle(translate('screens.billing.billing'));
  const dataProvider = useAppDataProvider();
  const { cents } = useFormat();
  const { current } = useWorkingBrand();
  const brandId = current?.id;
  const query = usePageQuery(['billing', brandId], () => dataProvider.billing(brandId!), !!brandId);
  const billing = query.data;
  const state = brandId ? pageState(query, billing, translate('screens.billing.no_billing_for_this_brand')) : null;
  if (!brandId || state || !billing)
    return (
      <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
        <BrandPicker sx={{ alignSelf: 'flex-start' }} />
        {state}
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <BrandPicker sx={{ alignSelf: 'flex-start' }} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} alignItems={{ sm: 'center' }}>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {translate('screens.billing.balance_due')}
              </Typography>
              <Typography variant="h5" data-testid="balance">
                {cents(billing.balance_cents, billing.details.currency)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {translate('screens.billing.plan')}
              </Typography>
              <Typography variant="h6">{translate(planLabel(billing.plan))}</Typography>
            </Box>
            <Button component={RouterLink} to="/invoices" variant="outlined">
              {billing.open_invoices === 1
                ? translate('screens.billing.n1_open_invoice')
                : translate('screens.billing.count_open_invoices', { count: billing.open_invoices })}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <PaymentMethods billing={billing} />
            <PricesCard brandId={billing.brand_id} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <DetailsCard billing={billing} />
        </Grid>
      </Grid>
    </Stack>
  );
}
