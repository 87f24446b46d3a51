/**
 * Admin Tools › Pricing (staff): the templates, and a brand's pricing — the template it is priced
 * from and its overrides, our cost and its price apart. SUPERADMIN changes them; each save is a
 * new version in force from now (orders already fulfilled keep the prices of their time).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CardHeader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { PriceLine, PriceOverride } from '../../../resources/billing/money';
import type { BrandRecord } from '../../../resources/accounts/brands';
import type { PricingTemplateRecord } from '../../../resources/billing/pricingTemplates';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { LoadError } from '../../components/LoadError';
import { RecordTable } from '../../components/RecordTable';
import { useFormat } from '../../framework/format';
import { useUnsavedChangesWarning } from '../../framework/formSafety';
import { usePageMutation, usePageQuery } from '../../framework/pageData';

const key = (p: { material_id: number; basis: string; min_quantity: number }) => `${p.material_id}:${p.basis}:${p.min_quantity}`;
const units = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

export function BrandPricingEditor({ brandId }: { brandId: number }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { cents, date } = useFormat();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'brand-pricing', action: 'edit' });
  const pricing = usePageQuery(['billing', 'brand-pricing', brandId], () => dataProvider.brandPricing(brandId));
  const templates = usePageQuery(['billing', 'populated-templates', brandId], () => dataProvider.populatedTemplates(brandId));
  const [templateId, setTemplateId] = useState<number | ''>('');
  // Typed prices by side and tier key, in currency units as typed.
  const [typed, setTyped] = useState<Record<'brand' | 'internal', Record<string, string>>>({ brand: {}, internal: {} });
  useEffect(() => {
    setTemplateId(pricing.data?.template_id ?? '');
    setTyped({ brand: {}, internal: {} });
  }, [pricing.data]);
  const dirty =
    Object.keys(typed.brand).length + Object.keys(typed.internal).length > 0 ||
    (templateId !== '' && templateId !== pricing.data?.template_id);
  const allowLeave = useUnsavedChangesWarning(dirty);
  const template = templates.data?.find((t) => t.id === templateId);
  const sameTemplate = template?.id === pricing.data?.template_id;
  const rows = useMemo(() => {
    if (!template) return [];
    const overrides = (side: 'brand' | 'internal') =>
      new Map(
        ((sameTemplate ? (side === 'brand' ? pricing.data?.brand_overrides : pricing.data?.internal_overrides) : []) ?? []).map((o) => [
          key(o),
          o.price_cents,
        ]),
      );
    const brand = overrides('brand');
    const internal = overrides('internal');
    return (template.lines as Array<PriceLine & { material_name: string | null }>).map((l) => ({
      ...l,
      brand_override: brand.get(key(l)),
      internal_override: internal.get(key(l)),
    }));
  }, [template, sameTemplate, pricing.data]);

  const save = usePageMutation(
    async () => {
      for (const side of ['brand', 'internal'] as const) {
        const overrides: PriceOverride[] = [];
        for (const row of rows) {
          const typedValue = typed[side][key(row)];
          const current = side === 'brand' ? row.brand_override : row.internal_override;
          const templatePrice = side === 'brand' ? row.brand_cents : row.internal_cents;
          const value =
            typedValue === undefined ? current : typedValue === '' ? undefined : Math.round(Number(typedValue.replace(',', '.')) * 100);
          if (value !== undefined && value !== templatePrice)
            overrides.push({ material_id: row.material_id, basis: row.basis, min_quantity: row.min_quantity, price_cents: value });
        }
        await dataProvider.saveBrandPricing({ brand_id: brandId, template_id: Number(templateId), overrides }, side === 'internal');
      }
    },
    { success: translate('screens.billing.pricing_saved_in_force_from_now') },
  );

  if (pricing.error || templates.error)
    return <LoadError error={pricing.error ?? templates.error} onRetry={() => (pricing.refetch(), templates.refetch())} />;
  if (pricing.isPending || templates.isPending) return <Typography sx={{ p: 2 }}>{translate('ra.page.loading')}</Typography>;
  const cell = (row: (typeof rows)[number], side: 'brand' | 'internal') => {
    const templatePrice = side === 'brand' ? row.brand_cents : row.internal_cents;
    const override = side === 'brand' ? row.brand_override : row.internal_override;
    const value = typed[side][key(row)] ?? units(override);
    if (!canEdit) return cents(override ?? templatePrice, template?.currency);
    return (
      <TextField
        size="small"
        value={value}
        placeholder={units(templatePrice)}
        onChange={(e) => setTyped((t) => ({ ...t, [side]: { ...t[side], [key(row)]: e.target.value } }))}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': translate('screens.production.side_material_basis_from', {
              side: translate(side === 'brand' ? 'screens.billing.brand_price' : 'screens.billing.our_cost'),
              material: row.material_name,
              basis: translate(`unit.${row.basis}`, { _: row.basis }),
              quantity: row.min_quantity,
            }),
          },
        }}
        sx={{ width: 110 }}
        error={value !== '' && !/^\d+([.,]\d{1,2})?$/.test(value)}
      />
    );
  };
  const invalid = (['brand', 'internal'] as const).some((side) =>
    Object.values(typed[side]).some((v) => v !== '' && !/^\d+([.,]\d{1,2})?$/.test(v)),
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          label={translate('screens.billing.priced_from')}
          value={templateId}
          onChange={(e) => setTemplateId(Number(e.target.value))}
          disabled={!canEdit}
          sx={{ minWidth: 240 }}
        >
          {(templates.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {pricing.data?.effective_from && (
          <Typography variant="body2" color="text.secondary">
            {translate('screens.billing.in_force_since_date', { date: date(pricing.data.effective_from) })}
          </Typography>
        )}
        {canEdit && (
          <Button
            variant="contained"
            disabled={!templateId || !dirty || invalid || save.isPending}
            onClick={() => save.mutate(undefined, { onSuccess: allowLeave })}
          >
            {translate('ra.action.save')}
          </Button>
        )}
      </Stack>
      {!template ? (
        <Alert severity="info">{translate('screens.billing.this_brand_has_no_pricing_yet')}</Alert>
      ) : (
        <Box>
          <RecordTable
            rows={rows.map((row) => ({ ...row, id: key(row) }))}
            columns={[
              { header: 'screens.orders.material', cell: (row) => row.material_name },
              { header: 'screens.billing.priced_per', cell: (row) => translate(`unit.${row.basis}`, { _: row.basis }) },
              { header: 'screens.billing.from_quantity', align: 'right', cell: (row) => row.min_quantity },
              { header: 'screens.billing.our_cost', cell: (row) => cell(row, 'internal') },
              { header: 'screens.billing.brand_price', cell: (row) => cell(row, 'brand') },
            ]}
          />
          {canEdit && (
            <Typography variant="caption" color="text.secondary">
              {translate('screens.billing.an_empty_price_is_the_template_s')}
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}

/** The brand page's card: the brand's pricing, for staff who price. */
export function BrandPricingSection({ brandId }: { brandId: number }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader title={translate('screens.billing.brand_pricing')} />
      <CardContent sx={{ pt: 0 }}>
        <BrandPricingEditor brandId={brandId} />
      </CardContent>
    </Card>
  );
}

export default function PricingTool() {
  const translate = useTranslate();
  const { canAccess: canAddTemplate = false } = useCanAccess({ resource: 'pricing-templates', action: 'create' });
  const { data: brands = [] } = useGetList<BrandRecord>('brands', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: templates = [], isPending } = useGetList<PricingTemplateRecord>('pricing-templates', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [brandId, setBrandId] = useState<number | ''>('');
  return (
    <Stack spacing={2}>
      <Card>
        <CardHeader
          title={translate('screens.billing.pricing_templates')}
          action={
            canAddTemplate && (
              <Button component={RouterLink} to="/pricing-templates/create">
                {translate('screens.billing.new_template')}
              </Button>
            )
          }
        />
        <CardContent sx={{ pt: 0 }}>
          {isPending ? (
            <Typography variant="body2">{translate('ra.page.loading')}</Typography>
          ) : (
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {templates.map((t) => (
                <Button key={t.id} variant="outlined" component={RouterLink} to={`/pricing-templates/${t.id}`}>
                  {t.name}
                </Button>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={translate('screens.billing.brand_pricing')} />
        <CardContent sx={{ pt: 0 }}>
          <TextField
            select
            label={translate('screens.shell.brand')}
            value={brandId}
            onChange={(e) => setBrandId(Number(e.target.value))}
            sx={{ minWidth: 240, mb: 2 }}
          >
            {brands.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
          {brandId !== '' && <BrandPricingEditor key={brandId} brandId={brandId} />}
        </CardContent>
      </Card>
    </Stack>
  );
}
