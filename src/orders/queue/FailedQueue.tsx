/**
 * The failed order queue (/orders/failed): react-admin's list of the order-queue resource's failed
 * items, with what is missing in words, the brand and the attempts; retry or dismiss one or many,
 * and see what became of each. /orders/failed/{id} shows one: what is missing, with "Map to an
 * existing material" (a store material name mapped for the brand, then a retry), and the payload
 * as the store sent it on demand.
 */
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import {
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  useListContext,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { isStaff, type Role } from '../../../resources/access';
import { errorMessage, serverFieldErrors } from '../../../providers/httpClient';
import { ListPagination } from '../../framework/views';
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
  /** What the store order names that we do not know (server/orders/storeOrder.ts MissingReference). */
  missing: MissingReference[] | null;
  created_at: string;
}

interface MissingReference {
  kind: 'material';
  name: string;
  line: number;
  design: string | null;
}

/** The notice of a retry, coloured by what really happened to the items. */
export function retryNotice(answer: QueueRetryAnswer, translate: TranslateFunction): Notice {
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

/** The words of what a failed import is missing (the store's names), else its reason. */
function MissingText({ item }: { item: Pick<QueueItem, 'missing' | 'reason'> }) {
  const translate = useTranslate();
  if (!item.missing?.length) return <>{item.reason}</>;
  return (
    <>
      {item.missing
        .map((m) =>
          translate('The store’s material “%{name}” is not known (line %{line}, %{design}).', {
            name: m.name,
            line: m.line,
            design: m.design ?? '',
          }),
        )
        .join(' ')}
    </>
  );
}

/** What each retried order became: imported (a link to it) or still failed, with the reason in words. */
export function RetryOutcomes({ answer }: { answer: QueueRetryAnswer | null }) {
  const translate = useTranslate();
  if (!answer?.results.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="retry-outcomes">
      {answer.results.map((r) =>
        r.status === 'processed' && r.order_id ? (
          <Alert key={r.id} severity="success" data-testid="retry-outcome">
            {translate(r.outcome === 'already_imported' ? 'Order %{number} was already imported' : 'Imported order %{number}', {
              number: r.order_number ?? '',
              _: `Imported order ${r.order_number ?? ''}`,
            })}{' '}
            <Button size="small" component={RouterLink} to={`/orders/${r.order_id}`}>
              {translate('Open order %{number}', { number: r.order_number ?? `#${r.order_id}` })}
            </Button>
          </Alert>
        ) : (
          <Alert key={r.id} severity="error" data-testid="retry-outcome">
            {translate('Still failed: %{reason}', { reason: r.missing?.length ? '' : translate(r.reason ?? '') })}
            {r.missing?.length ? <MissingText item={{ missing: r.missing, reason: r.reason }} /> : null}
          </Alert>
        ),
      )}
    </Stack>
  );
}

function QueueBulkActions({ onRetried }: { onRetried: (answer: QueueRetryAnswer) => void }) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const { retry, dismiss } = useQueueActions();
  const refresh = useRefresh();
  const ids = selectedIds as number[];
  return (
    <>
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(ids, {
            onSuccess: (answer) => {
              onRetried(answer);
              onUnselectItems();
              refresh();
            },
          })
        }
      >
        {translate('Retry')}
      </Button>
      <Button
        size="small"
        startIcon={<DeleteSweepIcon />}
        disabled={dismiss.isPending}
        onClick={() =>
          dismiss.mutate(ids, {
            onSuccess: () => {
              onUnselectItems();
              refresh();
            },
          })
        }
      >
        {translate('Dismiss')}
      </Button>
    </>
  );
}

/** The failed order queue: react-admin's list of the order-queue resource, failed and not dismissed. */
export function FailedQueueList() {
  const translate = useTranslate();
  const { date } = useOrderFormat();
  usePageTitle(translate('Failed imports'));
  const { permissions } = usePermissions<Role | null>();
  const [answer, setAnswer] = useState<QueueRetryAnswer | null>(null);
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('Store orders that could not be imported. Fix the cause, then retry them.')}
        </Typography>
        <Button component={RouterLink} to="/orders" startIcon={<ArrowBackIcon />}>
          {translate('Orders')}
        </Button>
      </Stack>
      <RetryOutcomes answer={answer} />
      <List
        resource="order-queue"
        filter={{ status: 'failed', dismissed_at_null: true }}
        sort={{ field: 'id', order: 'DESC' }}
        title={translate('Failed imports')}
        actions={false}
        exporter={false}
        disableSyncWithLocation
        pagination={<ListPagination />}
        empty={<Alert severity="success">{translate('No failed imports.')}</Alert>}
        storeKey="failed-imports"
      >
        <DataTable rowClick={(id) => `/orders/failed/${id}`} bulkActionButtons={<QueueBulkActions onRetried={setAnswer} />}>
          <DataTable.Col source="order_number" label={translate('Order')}>
            <FunctionField<QueueItem>
              render={(item) => <span data-testid="failed-import">{item.order_number ?? item.store_order_id}</span>}
            />
          </DataTable.Col>
          {isStaff(permissions) && (
            <DataTable.Col source="brand_id" label={translate('brand.label')}>
              <ReferenceField source="brand_id" reference="brands" link={false} />
            </DataTable.Col>
          )}
          <DataTable.Col source="reason" label={translate('Reason')} disableSort>
            <FunctionField<QueueItem> render={(item) => <MissingText item={item} />} />
          </DataTable.Col>
          <DataTable.NumberCol source="attempts" label={translate('Attempts')} />
          <DataTable.Col source="created_at" label={translate('Received')}>
            <FunctionField<QueueItem> render={(item) => date(item.created_at)} />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
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
  const [answer, setAnswer] = useState<QueueRetryAnswer | null>(null);
  const [mapping, setMapping] = useState<MissingReference | null>(null);
  const [showPayload, setShowPayload] = useState(false);
  const state = pageState(query, item, translate('This queue item does not exist.'));
  if (state || !item) return state;
  const retryThis = () => retry.mutate([item.id], { onSuccess: setAnswer });
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
          <RetryOutcomes answer={answer} />
          {item.status === 'failed' && item.missing?.length ? (
            <Box sx={{ mb: 2 }} data-testid="failed-missing">
              <Typography variant="subtitle2">{translate('What is missing')}</Typography>
              {item.missing.map((m) => (
                <Alert
                  key={`${m.line}-${m.name}`}
                  severity="error"
                  sx={{ mt: 1 }}
                  action={
                    <Button color="inherit" size="small" onClick={() => setMapping(m)}>
                      {translate('Map to an existing material')}
                    </Button>
                  }
                >
                  {translate('The store’s material “%{name}” is not known (line %{line}, %{design}).', {
                    name: m.name,
                    line: m.line,
                    design: m.design ?? '',
                  })}
                </Alert>
              ))}
            </Box>
          ) : (
            item.reason && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="failed-reason">
                {translate(item.reason)}
              </Alert>
            )
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
              <Button variant="contained" startIcon={<ReplayIcon />} disabled={retry.isPending} onClick={retryThis}>
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
          <Button size="small" onClick={() => setShowPayload((v) => !v)}>
            {translate('Show what the store sent')}
          </Button>
          <Collapse in={showPayload} unmountOnExit>
            <Box component="pre" sx={{ fontSize: 12, overflow: 'auto', maxHeight: 480, bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
              {JSON.stringify(item.payload, null, 2)}
            </Box>
          </Collapse>
        </CardContent>
      </Card>
      {mapping && (
        <MapMaterialDialog
          brandId={item.brand_id}
          missing={mapping}
          onClose={() => setMapping(null)}
          onMapped={() => {
            setMapping(null);
            retryThis();
          }}
        />
      )}
    </Stack>
  );
}

/**
 * "Map to an existing material": the store's name of a material becomes one of the materials
 * offered to the brand (a material-aliases record, audited), so this and future imports use it.
 */
function MapMaterialDialog({
  brandId,
  missing,
  onClose,
  onMapped,
}: {
  brandId: number;
  missing: MissingReference;
  onClose: () => void;
  onMapped: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const materials = usePageQuery(['materials', 'offered', brandId], () => dataProvider.materialsOfBrand(brandId));
  const [materialId, setMaterialId] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.create('material-aliases', { data: { store_name: missing.name, material_id: materialId, brand_id: brandId } });
      notify(translate('Mapping saved'), { type: 'success' });
      onMapped();
    } catch (err) {
      const fields = Object.values(serverFieldErrors(err));
      setError(translate(fields[0] ?? errorMessage(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="map-material-title">
      <DialogTitle id="map-material-title">{translate('Map to an existing material')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('Orders from this store naming “%{name}” will be imported with the material chosen here.', { name: missing.name })}
        </Typography>
        <TextField
          select
          fullWidth
          label={translate('Material')}
          value={materialId}
          onChange={(e) => setMaterialId(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'map-material' } }}
        >
          {(materials.data ?? []).map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!materialId || busy} onClick={save}>
          {translate('Map and retry')}
        </Button>
      </DialogActions>
    </Dialog>
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
