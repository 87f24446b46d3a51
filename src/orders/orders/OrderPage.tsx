/**
 * /orders/{order_id}: the whole order in one request — header with status and totals, line items
 * (thumbnail, design, material, size, status; regenerate a JDML, open the line item), customer and
 * addresses, the shipping address (change it), the fulfilment card (shipments, labels and slips:
 * src/components/fulfilment/Fulfilment.tsx), the timeline with comments, and the actions:
 * push to queue, send an email, cancel (confirmed). Each action shows only when the access check
 * and the order's state allow it (`orderActions` of resources/orders/status.ts, the server's rule).
 */
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Avatar, Box, Button, Card, CardContent, CardHeader, Grid, Link, Stack, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import ReplayIcon from '@mui/icons-material/Replay';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { OrderPage as Order } from '../../../providers/methods/orders';
import type { Address } from '../../../resources/orders/schemas';
import { STARTED_LINE_ITEM_STATUSES, canRegenerateJdml, orderActions } from '../../../resources/orders/status';
import { pageState } from '../../components/LoadError';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { usePageTitle } from '../../layout/pageTitle';
import { useFormat } from '../../framework/format';
import { RecordTable } from '../../components/RecordTable';
import { StatusChip } from '../../components/StatusChip';
import { AddressDialog } from './AddressDialog';
import { EmailDialog } from './EmailDialog';
import { Timeline } from './Timeline';
import { FulfilmentCard, IssueNote, useOpenIssuesOfOrder } from '../../components/fulfilment/Fulfilment';

export function AddressLines({ address }: { address: Partial<Address> | null | undefined }) {
  if (!address) return null;
  const lines = [
    address.name,
    address.company,
    address.address1,
    address.address2,
    [address.postal_code, address.city, address.province].filter(Boolean).join(' '),
    address.country_code,
  ].filter(Boolean);
  return (
    <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {lines.join('\n')}
    </Typography>
  );
}

function Totals({ order }: { order: Order }) {
  const translate = useTranslate();
  const { money } = useFormat();
  const row = (labelKey: string, amount: number, strong = false) => (
    <Stack direction="row" justifyContent="space-between" sx={{ fontWeight: strong ? 600 : 400 }}>
      <span>{translate(labelKey)}</span>
      <span>{money(amount, order.currency)}</span>
    </Stack>
  );
  return (
    <Stack spacing={0.5} sx={{ minWidth: 200 }}>
      {row('screens.orders.subtotal', order.subtotal)}
      {row('screens.orders.shipping', order.shipping_total)}
      {row('screens.orders.tax', order.tax_total)}
      {row('screens.orders.total', order.total, true)}
    </Stack>
  );
}

function LineItems({ order, canEdit }: { order: Order; canEdit: boolean }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { money, size } = useFormat();
  const regenerate = usePageMutation((lineItemId: number) => dataProvider.regenerateJdml(order.id, lineItemId), {
    success: translate('screens.orders.jdml_regeneration_queued'),
  });
  // An item flagged at a station shows its open issue's reason and note under its status.
  const issues = useOpenIssuesOfOrder(order.id);
  return (
    <Card>
      <CardHeader title={translate('screens.orders.line_items')} />
      <RecordTable
        rows={order.line_items}
        rowTestId="line-item"
        columns={[
          {
            header: '',
            sx: { width: 48 },
            cell: (item) => (
              <Avatar variant="rounded" src={item.thumbnail_url ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                <WallpaperIcon fontSize="small" />
              </Avatar>
            ),
          },
          {
            header: 'screens.orders.design',
            cell: (item) => (
              <>
                <Link component={RouterLink} to={`/orders/${order.id}/line-item/${item.id}`}>
                  {item.design_name}
                </Link>
                {item.sku && (
                  <Typography variant="caption" display="block" color="text.secondary">
                    {item.sku}
                  </Typography>
                )}
              </>
            ),
          },
          { header: 'screens.orders.material', cell: (item) => item.material_name },
          { header: 'screens.orders.size', sx: { whiteSpace: 'nowrap' }, cell: (item) => size(item.width_inches, item.height_inches) },
          { header: 'screens.orders.quantity', align: 'right', cell: (item) => item.quantity },
          { header: 'screens.orders.unit_price', align: 'right', cell: (item) => money(item.unit_price, order.currency) },
          {
            header: 'screens.shell.status',
            cell: (item) => (
              <>
                <StatusChip resource="line-items" value={item.status} />
                {item.status === 'issue' && <IssueNote issue={issues.find((i) => i.line_item_id === item.id)} />}
              </>
            ),
          },
          {
            header: '',
            align: 'right',
            cell: (item) =>
              canEdit &&
              canRegenerateJdml(item) && (
                <Button size="small" startIcon={<ReplayIcon />} disabled={regenerate.isPending} onClick={() => regenerate.mutate(item.id)}>
                  {translate('screens.orders.regenerate_jdml')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}

export default function OrderPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const format = useFormat();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'orders', action: 'edit' });
  const query = usePageQuery(['orders', id], () => dataProvider.orderPage(id!), !!id);
  const order = query.data;
  usePageTitle(order ? `${translate('screens.orders.order')} ${order.order_number}` : translate('screens.orders.order'));
  const [dialog, setDialog] = useState<'address' | 'email' | 'cancel' | null>(null);
  const push = usePageMutation(() => dataProvider.pushOrder(order!.id), { success: translate('screens.orders.order_pushed_to_queue') });
  const cancel = usePageMutation(() => dataProvider.cancelOrder(order!.id), { success: translate('screens.orders.order_cancelled') });
  const state = pageState(
    { ...query, error: query.error && { message: translate('screens.orders.there_was_an_error_while_getting') } },
    order,
    translate('screens.orders.this_order_does_not_exist'),
  );
  if (state || !order) return state;
  // The server's rule: an order in production has nothing to push, a shipped one cannot be cancelled.
  const can = orderActions(order, order.line_items);
  const started = order.line_items.filter((l) => STARTED_LINE_ITEM_STATUSES.includes(l.status as never)).length;
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between">
            <Box>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography variant="h5" component="h1">
                  {order.order_number}
                </Typography>
                <StatusChip resource="orders" value={order.status} />
                <StatusChip resource="orders" field="channel" value={order.channel} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {translate('screens.inventory.ordered')} {format.date(order.ordered_at)}
                {order.cancelled_at && ` · ${translate('screens.orders.cancelled')} ${format.date(order.cancelled_at)}`}
                {order.delivered_at && ` · ${translate('screens.orders.delivered')} ${format.date(order.delivered_at)}`}
              </Typography>
              {order.note && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {translate('screens.inventory.note')}: {order.note}
                </Typography>
              )}
            </Box>
            <Totals order={order} />
          </Stack>
          {canEdit && (
            <Stack direction="row" spacing={1} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
              {can.push && (
                <Button variant="contained" startIcon={<PrintIcon />} disabled={push.isPending} onClick={() => push.mutate(undefined)}>
                  {translate('screens.orders.push_to_queue')}
                </Button>
              )}
              <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => setDialog('email')}>
                {translate('screens.orders.send_email')}
              </Button>
              {can.cancel && (
                <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setDialog('cancel')}>
                  {translate('screens.inventory.cancel_order')}
                </Button>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
      <LineItems order={order} canEdit={canEdit} />
      <FulfilmentCard orderId={order.id} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Card>
              <CardHeader
                title={translate('screens.orders.shipping_address')}
                action={
                  canEdit && can.changeAddress ? (
                    <Button size="small" onClick={() => setDialog('address')}>
                      {translate('screens.orders.change')}
                    </Button>
                  ) : undefined
                }
              />
              <CardContent sx={{ pt: 0 }} data-testid="shipping-address">
                <AddressLines address={order.shipping_address} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={translate('screens.orders.customer')} />
              <CardContent sx={{ pt: 0 }}>
                {order.customer ? (
                  <Stack spacing={1}>
                    <Link component={RouterLink} to={`/customers/${order.customer.id}/show`}>
                      {[order.customer.first, order.customer.last].filter(Boolean).join(' ') || order.customer.email}
                    </Link>
                    <Typography variant="body2">{order.customer.email}</Typography>
                    <Typography variant="body2">{order.customer.phone}</Typography>
                    {order.customer.addresses.map((a) => (
                      <Box key={a.id} sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
                        <AddressLines address={a} />
                      </Box>
                    ))}
                  </Stack>
                ) : (
                  <Typography variant="body2">{order.customer_name ?? order.email}</Typography>
                )}
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Timeline orderId={order.id} />
        </Grid>
      </Grid>
      {dialog === 'address' && <AddressDialog orderId={order.id} address={order.shipping_address} onClose={() => setDialog(null)} />}
      {dialog === 'email' && <EmailDialog orderId={order.id} email={order.email} onClose={() => setDialog(null)} />}
      <Confirm
        isOpen={dialog === 'cancel'}
        loading={cancel.isPending}
        title={translate('screens.orders.cancel_order_number', { number: order.order_number, _: `Cancel order ${order.order_number}?` })}
        content={
          <>
            {translate('screens.orders.all_its_line_items_are_cancelled')}
            {started > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="in-production-warning">
                {translate('screens.orders.count_of_its_items_are_already', {
                  count: started,
                })}
              </Alert>
            )}
          </>
        }
        confirm={translate('screens.inventory.cancel_order')}
        cancel={translate('screens.orders.keep_order')}
        confirmColor="warning"
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setDialog(null) })}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
