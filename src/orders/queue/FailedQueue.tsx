/**
 * The failed order queue (/orders/failed): store orders that could not be imported, with the
 * reason, the brand and the attempts; retry or dismiss one or many. /orders/failed/{id} shows one
 * with the payload as the store sent it.
 */
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { pageState } from '../../components/LoadError';
import { usePageMutation, usePageQuery, type Notice } from '../../framework/pageData';
import type { QueueRetryAnswer } from '../../../providers/methods/orders';
import { usePageTitle } from '../../layout/pageTitle';
import { useOrderFormat } from '../../framework/format';
import { StatusChip } from '../../components/StatusChip';

interface QueueItem {
  id: number;
  brand_id: number;
  order_number: string | null;
  store_order_id: string | null;
  channel: string;
  status: string;
  reason: string | null;
  attempts: number;
  order_id: number | null;
  payload: unknown;
  /** An update of an imported order that could not be applied: what differs. */
  differences: Array<{ field: string; imported: unknown; incoming: unknown }> | null;
  created_at: string;
}

/** The notice of a retry, coloured by what really happened to the items. */
export function retryNotice(answer: QueueRetryAnswer, translate: (key: string, options?: any) => string): Notice {
  const { succeeded, failed } = answer;
  if (!succeeded && !failed) return { type: 'info', message: translate('Nothing to retry') };
  if (!failed)
    return succeeded === 1
      ? { type: 'success', message: translate('Order imported') }
      : { type: 'success', message: translate('%{count} orders imported', { count: succeeded }) };
  if (!succeeded) {
    const reason = answer.results.find((r) => r.status === 'failed')?.reason ?? '';
    return failed === 1
      ? { type: 'error', message: translate('The order failed again: %{reason}', { reason }) }
      : { type: 'error', message: translate('%{count} orders failed again', { count: failed }) };
  }
  return { type: 'warning', message: translate('%{succeeded} imported, %{failed} failed again', { succeeded, failed }) };
}

function useQueueActions() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const retry = usePageMutation((ids: number[]) => dataProvider.retryQueueItems(ids), {
    success: (r) => retryNotice(r, translate),
  });
  const dismiss = usePageMutation((ids: number[]) => dataProvider.dismissQueueItems(ids), {
    success: (r) =>
      translate('%{count} failed imports dismissed', { count: r.dismissed.length, _: `${r.dismissed.length} failed imports dismissed` }),
  });
  return { retry, dismiss };
}

export function FailedQueueList() {
  const translate = useTranslate();
  const { date } = useOrderFormat();
  usePageTitle(translate('Failed imports'));
  const dataProvider = useAppDataProvider();
  const query = usePageQuery(['order-queue', 'failed'], () => dataProvider.failedImports<QueueItem>());
  const [selected, setSelected] = useState<number[]>([]);
  const { retry, dismiss } = useQueueActions();
  const navigate = useNavigate();
  const items = query.data ?? [];
  const state = pageState(query, query.data, '');
  if (state) return state;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const done = () => setSelected([]);
  return (
    <Card sx={{ mt: 1 }}>
      <CardHeader
        title={translate('Failed imports')}
        subheader={translate('Store orders that could not be imported. Fix the cause, then retry them.')}
        action={
          <Button component={RouterLink} to="/orders" startIcon={<ArrowBackIcon />}>
            {translate('Orders')}
          </Button>
        }
      />
      <CardContent>
        {items.length === 0 ? (
          <Alert severity="success">{translate('No failed imports.')}</Alert>
        ) : (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Button
                variant="contained"
                startIcon={<ReplayIcon />}
                disabled={!selected.length || retry.isPending}
                onClick={() => retry.mutate(selected, { onSuccess: done })}
              >
                {translate('Retry')} ({selected.length})
              </Button>
              <Button
                startIcon={<DeleteSweepIcon />}
                disabled={!selected.length || dismiss.isPending}
                onClick={() => dismiss.mutate(selected, { onSuccess: done })}
              >
                {translate('Dismiss')}
              </Button>
            </Stack>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.length === items.length}
                        indeterminate={selected.length > 0 && selected.length < items.length}
                        onChange={(e) => setSelected(e.target.checked ? items.map((i) => i.id) : [])}
                        slotProps={{ input: { 'aria-label': translate('Select all') } }}
                      />
                    </TableCell>
                    <TableCell>{translate('Order')}</TableCell>
                    <TableCell>{translate('Reason')}</TableCell>
                    <TableCell align="right">{translate('Attempts')}</TableCell>
                    <TableCell>{translate('Received')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => (
                    <TableRow
                      key={item.id}
                      hover
                      sx={{ cursor: 'pointer' }}
                      onClick={() => navigate(`/orders/failed/${item.id}`)}
                      data-testid="failed-import"
                    >
                      <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                        <Checkbox
                          checked={selected.includes(item.id)}
                          onChange={() => toggle(item.id)}
                          slotProps={{ input: { 'aria-label': item.order_number ?? String(item.id) } }}
                        />
                      </TableCell>
                      <TableCell>{item.order_number ?? item.store_order_id}</TableCell>
                      <TableCell sx={{ maxWidth: 480 }}>{item.reason}</TableCell>
                      <TableCell align="right">{item.attempts}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(item.created_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function FailedQueueItem() {
  const { id } = useParams();
  const translate = useTranslate();
  const { date } = useOrderFormat();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  // While a retry runs in the job queue, the page follows it.
  const query = usePageQuery(['order-queue', id], () => dataProvider.queueItem<QueueItem>(id!), !!id, {
    refetchInterval: (data) => (data && ['unprocessed', 'processing'].includes(data.status) ? 1000 : false),
  });
  const item = query.data;
  usePageTitle(translate('Failed imports'));
  const { retry, dismiss } = useQueueActions();
  const state = pageState(query, item, translate('This queue item does not exist.'));
  if (state || !item) return state;
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Box>
        <Button component={RouterLink} to="/orders/failed" startIcon={<ArrowBackIcon />}>
          {translate('Failed imports')}
        </Button>
      </Box>
      <Card>
        <CardHeader
          title={item.order_number ?? item.store_order_id ?? `#${item.id}`}
          subheader={`${date(item.created_at)} · ${translate('Attempts')}: ${item.attempts}`}
          action={<StatusChip resource="order-queue" value={item.status} />}
        />
        <CardContent>
          {item.reason && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="failed-reason">
              {item.reason}
            </Alert>
          )}
          {item.order_id && (
            <Alert severity="success" sx={{ mb: 2 }}>
              <Button component={RouterLink} to={`/orders/${item.order_id}`}>
                {translate('Imported order')}
              </Button>
            </Alert>
          )}
          {item.differences?.length ? <Differences differences={item.differences} /> : null}
          {item.status === 'failed' && (
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Button variant="contained" startIcon={<ReplayIcon />} disabled={retry.isPending} onClick={() => retry.mutate([item.id])}>
                {translate('Retry')}
              </Button>
              <Button
                startIcon={<DeleteSweepIcon />}
                disabled={dismiss.isPending}
                onClick={() => dismiss.mutate([item.id], { onSuccess: () => navigate('/orders/failed') })}
              >
                {translate('Dismiss')}
              </Button>
            </Stack>
          )}
          <Typography variant="subtitle2">{translate('Payload')}</Typography>
          <Box component="pre" sx={{ fontSize: 12, overflow: 'auto', maxHeight: 480, bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
            {JSON.stringify(item.payload, null, 2)}
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** An update the store sent that could not be applied: each difference side by side. */
function Differences({ differences }: { differences: NonNullable<QueueItem['differences']> }) {
  const translate = useTranslate();
  const label = (field: string) => {
    const [head, rest] = field.split(/\.(.*)/s);
    if (head === 'shipping_address') return `${translate('resources.orders.fields.shipping_address', { _: 'Shipping Address' })}: ${rest}`;
    if (head === 'line_items') return `${translate('Line Item')} ${rest}`;
    return translate(`resources.orders.fields.${field}`, { _: field });
  };
  const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
  return (
    <Box sx={{ mb: 2, overflowX: 'auto' }} data-testid="import-differences">
      <Typography variant="subtitle2">{translate('What the store sends now differs from the imported order')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('Field')}</TableCell>
            <TableCell>{translate('Imported order (as it came from the store)')}</TableCell>
            <TableCell>{translate('In the store now')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {differences.map((d) => (
            <TableRow key={d.field}>
              <TableCell>{label(d.field)}</TableCell>
              <TableCell>{shown(d.imported)}</TableCell>
              <TableCell>{shown(d.incoming)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
