/**
 * /inventory/purchase-orders/{po_id}: the order, its status and received/ordered progress, its
 * lines (edited while DRAFT), confirm and cancel, and receiving — by scanning SKU labels or per
 * line with a quantity — into a chosen zone or each item's default zone.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardHeader, Grid, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { TextInput, useCanAccess, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import purchaseOrders from '../../../resources/inventory/purchaseOrders';
import { usePageTitle } from '../../layout/pageTitle';
import { RecordTable } from '../../components/RecordTable';
import { progressOf } from '../InventoryHome';
import { useInventoryDelete, useInventoryMutation, useInventoryQuery, useInventoryUpdate } from '../useInventory';
import { pageState } from '../../components/LoadError';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { PurchaseOrderPage } from '../../../providers/methods/inventory';
import { DayInput } from '../../framework/DayInput';
import { submitThrough } from '../../framework/formSubmit';
import { partialFormResolver } from '../../framework/views';
import { LinesTable } from './LinesTable';
import { ScanReceiver } from './ScanReceiver';
import { PendingEditsProvider, PendingFormEdit, usePendingEdits } from '../../framework/pendingEdits';
import { SubmitButton } from '../../framework/SubmitButton';
import { useFormat } from '../../framework/format';
import { StatusChip } from '../../components/StatusChip';

const DETAILS_RESOLVER = partialFormResolver(purchaseOrders);

/**
 * The order's details, a react-admin form with the declaration's rules. Its unsaved changes are a
 * pending edit: Confirm saves them first, or stops at their refusal (under the inputs).
 */
function DetailsForm({ po }: { po: NonNullable<PurchaseOrderPage['po']> }) {
  const translate = useTranslate();
  const update = useInventoryUpdate('purchase-orders', { success: translate('screens.inventory.purchase_order_saved') });
  const save = (input: Record<string, unknown>) => update.mutateAsync({ id: po.id, input });
  const details = {
    vendor_po_number: po.vendor_po_number ?? null,
    tracking_link: po.tracking_link ?? null,
    expected_date: po.expected_date ?? null,
    notes: po.notes ?? null,
  };
  return (
    <AppForm draft="details" defaultValues={details} resolver={DETAILS_RESOLVER} onSubmit={submitThrough(save)} noValidate>
      <PendingFormEdit id="po-details" save={save} />
      <Stack spacing={1.5}>
        <TextInput
          source="vendor_po_number"
          label="screens.inventory.vendor_po_number"
          size="small"
          fullWidth
          helperText={false}
          margin="none"
        />
        <TextInput source="tracking_link" label="screens.inventory.tracking_link" size="small" fullWidth helperText={false} margin="none" />
        <DayInput source="expected_date" label={translate('screens.inventory.expected_date_2')} size="small" fullWidth />
        <TextInput
          source="notes"
          label="screens.inventory.notes"
          size="small"
          fullWidth
          multiline
          minRows={2}
          helperText={false}
          margin="none"
        />
        <Box>
          <SubmitButton label="screens.inventory.save_details" icon={<></>} variant="outlined" disabled={update.isPending} />
        </Box>
      </Stack>
    </AppForm>
  );
}

export default function PurchaseOrderDetail() {
  return (
    <PendingEditsProvider>
      <PurchaseOrderPage />
    </PendingEditsProvider>
  );
}

function PurchaseOrderPage() {
  const format = useFormat();
  const pending = usePendingEdits();
  const { id } = useParams();
  const navigate = useNavigate();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const query = useInventoryQuery(['purchase-order', id], () => dataProvider.purchaseOrderPage(id!));
  const data = query.data;
  const [zone, setZone] = useState('');
  const { canAccess: canEdit } = useCanAccess({ resource: 'purchase-orders', action: 'edit' });
  const confirm = useInventoryMutation(({ id }: { id: string }) => dataProvider.confirmPurchaseOrder(id), {
    success: (d) =>
      d.confirmPO.status === 'CONFIRMED'
        ? translate('screens.inventory.purchase_order_confirmed')
        : translate('screens.inventory.purchase_order_status', { status: d.confirmPO.status.toLowerCase() }),
  });
  const cancel = useInventoryUpdate('purchase-orders', { success: translate('screens.inventory.purchase_order_cancelled') });
  const remove = useInventoryDelete('purchase-orders', { success: translate('screens.inventory.purchase_order_deleted') });
  const po = data?.po;
  usePageTitle(
    po ? translate('screens.inventory.purchase_order_number', { number: po.po_number }) : translate('screens.inventory.purchase_order'),
  );
  const state = pageState(query, po, translate('screens.inventory.purchase_order_id_was_not_found', { id }));
  if (state || !po) return state;

  const progress = progressOf(po.lines);
  const receiving = po.status === 'CONFIRMED' || po.status === 'PARTIALLY_RECEIVED';
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="h5">{po.po_number}</Typography>
            <StatusChip resource="inventory/purchase-orders" value={po.status} size="medium" testId="po-status" />
          </Stack>
          <Typography color="text.secondary">
            {po.vendor?.brand_name} · {translate('screens.inventory.created_date', { date: format.date(po.created_at) })}
            {po.expected_date ? ` · ${translate('screens.inventory.expected_date', { date: po.expected_date })}` : ''}
          </Typography>
        </Box>
        {canEdit && po.status === 'DRAFT' && (
          <Button
            variant="contained"
            disabled={!po.lines.length || confirm.isPending}
            onClick={() =>
              pending.saveAll().then(
                () => confirm.mutate({ id: po.id }),
                () => undefined,
              )
            }
          >
            {translate('screens.inventory.confirm')}
          </Button>
        )}
        {canEdit && (po.status === 'DRAFT' || po.status === 'CONFIRMED') && (
          <Button
            color="warning"
            disabled={cancel.isPending}
            onClick={() =>
              window.confirm(translate('screens.inventory.cancel_number', { number: po.po_number })) &&
              cancel.mutate({ id: po.id, input: { status: 'CANCELLED' } })
            }
          >
            {translate('screens.inventory.cancel_order')}
          </Button>
        )}
        {canEdit && (po.status === 'DRAFT' || po.status === 'CANCELLED') && (
          <Button
            color="error"
            onClick={() =>
              window.confirm(translate('screens.inventory.delete_number', { number: po.po_number })) &&
              remove.mutate({ id: po.id }, { onSuccess: () => navigate('/inventory/purchase-orders') })
            }
          >
            {translate('screens.shell.delete')}
          </Button>
        )}
      </Stack>

      <Box sx={{ mb: 2 }}>
        <Typography variant="body2" data-testid="po-progress">
          {translate('screens.inventory.received_of_ordered_stock_units', { received: progress.received, ordered: progress.ordered })}
        </Typography>
        <LinearProgress variant="determinate" value={progress.percent} sx={{ height: 8, borderRadius: 1 }} />
      </Box>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {receiving && (
            <Card variant="outlined" sx={{ mb: 2 }}>
              <CardHeader
                title={translate('screens.inventory.receive')}
                subheader={translate('screens.inventory.scan_sku_labels_or_receive_per')}
              />
              <CardContent>
                <Stack spacing={2}>
                  <TextField
                    select
                    size="small"
                    label={translate('screens.inventory.into_zone')}
                    value={zone}
                    onChange={(e) => setZone(e.target.value)}
                    sx={{ maxWidth: 360 }}
                    slotProps={{
                      htmlInput: { 'data-testid': 'receive-zone' },
                      select: { displayEmpty: true },
                      inputLabel: { shrink: true },
                    }}
                  >
                    <MenuItem value="">{translate('screens.inventory.each_item_s_default_zone')}</MenuItem>
                    {(data?.zones ?? []).map((z) => (
                      <MenuItem key={z.id} value={z.id}>
                        {z.code} · {z.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <ScanReceiver lines={po.lines} zone={zone} />
                </Stack>
              </CardContent>
            </Card>
          )}
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardHeader title={translate('screens.inventory.lines')} />
            <CardContent>
              <LinesTable purchaseOrderId={po.id} status={po.status} lines={po.lines} zone={zone} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardHeader title={translate('screens.inventory.received_units')} />
            <CardContent>
              <RecordTable
                testId="received-units"
                rows={po.inventory_items}
                empty="screens.inventory.nothing_received_yet"
                columns={[
                  { header: 'screens.inventory.barcode', cell: (u) => u.barcode },
                  { header: 'screens.inventory.sku', cell: (u) => u.trackable_item?.sku },
                  { header: 'screens.inventory.zone', cell: (u) => u.zone?.code },
                  { header: 'screens.inventory.units', align: 'right', cell: (u) => u.unit_count },
                  { header: 'screens.inventory.received', cell: (u) => format.date(u.created_at) },
                ]}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardHeader title={translate('screens.inventory.vendor')} />
            <CardContent>
              <Typography>{po.vendor?.brand_name}</Typography>
              <Typography color="text.secondary">{[po.vendor?.email, po.vendor?.phone].filter(Boolean).join(' · ')}</Typography>
              {po.tracking_link && (
                <Typography sx={{ mt: 1 }}>
                  <a href={po.tracking_link} target="_blank" rel="noreferrer">
                    {translate('screens.inventory.track_the_delivery')}
                  </a>
                </Typography>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardHeader title={translate('screens.inventory.details')} />
            <CardContent>{canEdit ? <DetailsForm key={po.id + po.status} po={po} /> : <Typography>{po.notes}</Typography>}</CardContent>
          </Card>
          <Button sx={{ mt: 2 }} component={RouterLink} to="/inventory/purchase-orders">
            {translate('screens.inventory.all_purchase_orders')}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
