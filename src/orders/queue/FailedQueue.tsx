/**
 * The failed order queue (/orders/failed): react-admin's list of the order-queue resource's failed
 * items, with what is missing in words, the brand and the attempts; retry or dismiss one or many,
 * and see what became of each. /orders/failed/{id} shows one: what is missing, with "Map to an
 * existing material" (a store material name mapped for the brand, then a retry), and the payload
 * as the store sent it on demand.
 */
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CardHeader, Collapse, Stack, Typography } from '@mui/material';
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
  usePermissions,
  useRefresh,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { isStaff, type Role } from '../../../resources/access';
import { ListPagination } from '../../framework/views';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { pageState } from '../../components/LoadError';
import { usePageMutation, usePageQuery, type Notice } from '../../framework/pageData';
import type { QueueRetryAnswer } from '../../../providers/methods/orders';
import { keyedText } from '../../framework/keyedText';
import { usePageTitle } from '../../layout/pageTitle';
import { useFormat } from '../../framework/format';
import { StatusChip } from '../../components/StatusChip';
import { Differences, MapMaterialDialog, type MissingReference, type QueueItem } from './QueueItemParts';

/** The notice of a retry, coloured by what really happened to the items. */
export function retryNotice(answer: QueueRetryAnswer, translate: TranslateFunction): Notice {
  const { succeeded, failed } = answer;
  if (!succeeded && !failed) return { type: 'info', message: translate('screens.orders.nothing_to_retry') };
  if (!failed)
    return succeeded === 1
      ? { type: 'success', message: translate('screens.orders.order_imported') }
      : { type: 'success', message: translate('screens.orders.count_orders_imported', { count: succeeded }) };
  if (!succeeded) {
    const first = answer.results.find((r) => r.status === 'failed');
    const reason = first ? keyedText(translate, { text: first.reason, code: first.message_code, values: first.message_values }) : '';
    return failed === 1
      ? { type: 'error', message: translate('screens.orders.the_order_failed_again_reason', { reason }) }
      : { type: 'error', message: translate('screens.orders.count_orders_failed_again', { count: failed }) };
  }
  return { type: 'warning', message: translate('screens.orders.succeeded_imported_failed_failed', { succeeded, failed }) };
}

function useQueueActions() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const retry = usePageMutation((ids: number[]) => dataProvider.retryQueueItems(ids), {
    success: (r) => retryNotice(r, translate),
  });
  const dismiss = usePageMutation((ids: number[]) => dataProvider.dismissQueueItems(ids), {
    success: (r) =>
      translate('screens.orders.count_failed_imports_dismissed', {
        count: r.dismissed.length,
        _: `${r.dismissed.length} failed imports dismissed`,
      }),
  });
  return { retry, dismiss };
}

/** The words of what a failed import is missing (the store's names), else its reason (by its key when it has one). */
function MissingText({ item }: { item: Pick<QueueItem, 'missing' | 'reason' | 'reason_code' | 'reason_values'> }) {
  const translate = useTranslate();
  if (!item.missing?.length) return <>{keyedText(translate, { text: item.reason, code: item.reason_code, values: item.reason_values })}</>;
  return (
    <>
      {item.missing
        .map((m) =>
          translate('screens.imports.the_store_s_material_name_is_not', {
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
            {translate(`orders.import.${r.outcome ?? 'imported'}`, { number: r.order_number ?? '' })}{' '}
            <Button size="small" component={RouterLink} to={`/orders/${r.order_id}`}>
              {translate('screens.imports.open_order_number', { number: r.order_number ?? `#${r.order_id}` })}
            </Button>
          </Alert>
        ) : (
          <Alert key={r.id} severity="error" data-testid="retry-outcome">
            {translate('screens.imports.still_failed_reason', {
              reason: r.missing?.length ? '' : keyedText(translate, { text: r.reason, code: r.message_code, values: r.message_values }),
            })}
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
        {translate('screens.production.retry')}
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
        {translate('screens.orders.dismiss')}
      </Button>
    </>
  );
}

/** The failed order queue: react-admin's list of the order-queue resource, failed and not dismissed. */
export function FailedQueueList() {
  const translate = useTranslate();
  const { date } = useFormat();
  usePageTitle(translate('screens.orders.failed_imports'));
  const { permissions } = usePermissions<Role | null>();
  const [answer, setAnswer] = useState<QueueRetryAnswer | null>(null);
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('screens.orders.store_orders_that_could_not_be')}
        </Typography>
        <Button component={RouterLink} to="/orders" startIcon={<ArrowBackIcon />}>
          {translate('screens.orders.orders')}
        </Button>
      </Stack>
      <RetryOutcomes answer={answer} />
      <List
        resource="order-queue"
        filter={{ status: 'failed', dismissed_at_null: true }}
        sort={{ field: 'id', order: 'DESC' }}
        title={translate('screens.orders.failed_imports')}
        actions={false}
        exporter={false}
        disableSyncWithLocation
        pagination={<ListPagination />}
        empty={<Alert severity="success">{translate('screens.orders.no_failed_imports')}</Alert>}
        storeKey="failed-imports"
      >
        <DataTable rowClick={(id) => `/orders/failed/${id}`} bulkActionButtons={<QueueBulkActions onRetried={setAnswer} />}>
          <DataTable.Col source="order_number" label={translate('screens.orders.order')}>
            <FunctionField<QueueItem>
              render={(item) => <span data-testid="failed-import">{item.order_number ?? item.store_order_id}</span>}
            />
          </DataTable.Col>
          {isStaff(permissions) && (
            <DataTable.Col source="brand_id" label={translate('brand.label')}>
              <ReferenceField source="brand_id" reference="brands" link={false} />
            </DataTable.Col>
          )}
          <DataTable.Col source="reason" label={translate('screens.orders.reason')} disableSort>
            <FunctionField<QueueItem> render={(item) => <MissingText item={item} />} />
          </DataTable.Col>
          <DataTable.NumberCol source="attempts" label={translate('screens.orders.attempts')} />
          <DataTable.Col source="created_at" label={translate('screens.inventory.received')}>
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
  const { date } = useFormat();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  // While a retry runs in the job queue, the page follows it.
  const query = usePageQuery(['order-queue', id], () => dataProvider.queueItem<QueueItem>(id!), !!id, {
    refetchInterval: (data) => (data && ['unprocessed', 'processing'].includes(data.status) ? 1000 : false),
  });
  const item = query.data;
  usePageTitle(translate('screens.orders.failed_imports'));
  const { retry, dismiss } = useQueueActions();
  const [answer, setAnswer] = useState<QueueRetryAnswer | null>(null);
  const [mapping, setMapping] = useState<MissingReference | null>(null);
  const [showPayload, setShowPayload] = useState(false);
  const state = pageState(query, item, translate('screens.orders.this_queue_item_does_not_exist'));
  if (state || !item) return state;
  const retryThis = () => retry.mutate([item.id], { onSuccess: setAnswer });
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Box>
        <Button component={RouterLink} to="/orders/failed" startIcon={<ArrowBackIcon />}>
          {translate('screens.orders.failed_imports')}
        </Button>
      </Box>
      <Card>
        <CardHeader
          title={item.order_number ?? item.store_order_id ?? `#${item.id}`}
          subheader={`${date(item.created_at)} · ${translate('screens.orders.attempts')}: ${item.attempts}`}
          action={<StatusChip resource="order-queue" value={item.status} />}
        />
        <CardContent>
          <RetryOutcomes answer={answer} />
          {item.status === 'failed' && item.missing?.length ? (
            <Box sx={{ mb: 2 }} data-testid="failed-missing">
              <Typography variant="subtitle2">{translate('screens.imports.what_is_missing')}</Typography>
              {item.missing.map((m) => (
                <Alert
                  key={`${m.line}-${m.name}`}
                  severity="error"
                  sx={{ mt: 1 }}
                  action={
                    <Button color="inherit" size="small" onClick={() => setMapping(m)}>
                      {translate('screens.imports.map_to_an_existing_material')}
                    </Button>
                  }
                >
                  {translate('screens.imports.the_store_s_material_name_is_not', {
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
                {keyedText(translate, { text: item.reason, code: item.reason_code, values: item.reason_values })}
              </Alert>
            )
          )}
          {item.order_id && (
            <Alert severity="success" sx={{ mb: 2 }}>
              <Button component={RouterLink} to={`/orders/${item.order_id}`}>
                {translate('screens.orders.imported_order')}
              </Button>
            </Alert>
          )}
          {item.differences?.length ? <Differences differences={item.differences} /> : null}
          {item.status === 'failed' && (
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Button variant="contained" startIcon={<ReplayIcon />} disabled={retry.isPending} onClick={retryThis}>
                {translate('screens.production.retry')}
              </Button>
              <Button
                startIcon={<DeleteSweepIcon />}
                disabled={dismiss.isPending}
                onClick={() => dismiss.mutate([item.id], { onSuccess: () => navigate('/orders/failed') })}
              >
                {translate('screens.orders.dismiss')}
              </Button>
            </Stack>
          )}
          <Button size="small" onClick={() => setShowPayload((v) => !v)}>
            {translate('screens.imports.show_what_the_store_sent')}
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
