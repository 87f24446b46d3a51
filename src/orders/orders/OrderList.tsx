/**
 * /orders: the generated list of orders with status chips, totals in the order's currency, a way
 * to the failed imports, and bulk Push to queue / Cancel with a confirm that then says, order by
 * order, what was done and what was refused and why (no false success).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, CardContent, List as MuiList, ListItem, ListItemText } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import BlockIcon from '@mui/icons-material/Block';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PrintIcon from '@mui/icons-material/Print';
import {
  Confirm,
  FilterList,
  FilterListItem,
  FunctionField,
  SavedQueriesList,
  useGetList,
  useListContext,
  useCanAccess,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import ordersDeclaration, { type OrderRecord } from '../../../resources/orders/orders';
import { ORDER_STATUSES, STARTED_LINE_ITEM_STATUSES, orderActionsByStatus } from '../../../resources/orders/status';
import { useChoiceLabel } from '../../framework/fieldViews';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { DayInput } from '../../framework/DayInput';
import { ResourceList } from '../../framework/views';
import { useFormat } from '../../framework/format';
import { StatusChip } from '../../components/StatusChip';

function FailedImportsButton() {
  const translate = useTranslate();
  const { total } = useGetList('order-queue', {
    filter: { status: 'failed', dismissed_at_null: true },
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <Button component={RouterLink} to="/orders/failed" size="small" color={total ? 'error' : 'inherit'} startIcon={<ErrorOutlineIcon />}>
      {translate('screens.orders.failed_imports')} ({total ?? 0})
    </Button>
  );
}

type Outcome = { id: number; ok: boolean; message: string };

/**
 * A bulk action on the selected orders, one call each: the dialog then lists each outcome. It
 * shows once the status of one of them allows it (`orderActionsByStatus`, the server's rule).
 */
function BulkOrderAction({ action }: { action: 'push' | 'cancel' }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { selectedIds, data = [] } = useListContext<OrderRecord>();
  const unselectAll = useUnselectAll('orders');
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  // Cancelling stops work already started: say how much, before the person confirms.
  const { total: started = 0 } = useGetList(
    'line-items',
    { filter: { order_id: selectedIds, status: STARTED_LINE_ITEM_STATUSES }, pagination: { page: 1, perPage: 1 } },
    { enabled: confirming && action === 'cancel' && selectedIds.length > 0 },
  );
  const numberOf = (id: number) => data.find((o) => o.id === id)?.order_number ?? `#${id}`;
  const run = async () => {
    setRunning(true);
    const results: Outcome[] = [];
    for (const id of selectedIds as number[]) {
      try {
        if (action === 'push') await dataProvider.pushOrder(id);
        else await dataProvider.cancelOrder(id);
        results.push({
          id,
          ok: true,
          message: translate(action === 'push' ? 'screens.orders.order_pushed_to_queue' : 'screens.orders.order_cancelled'),
        });
      } catch (error) {
        results.push({ id, ok: false, message: translate((error as Error).message) });
      }
    }
    setRunning(false);
    setConfirming(false);
    setOutcomes(results);
    unselectAll();
    refresh();
  };
  const label = translate(action === 'push' ? 'screens.orders.push_to_queue' : 'screens.orders.cancel_orders');
  const allowed = data.some((o) => selectedIds.includes(o.id) && orderActionsByStatus(o.status)[action]);
  return (
    <>
      {allowed && (
        <Button
          size="small"
          color={action === 'cancel' ? 'error' : 'primary'}
          startIcon={action === 'push' ? <PrintIcon /> : <BlockIcon />}
          onClick={() => setConfirming(true)}
        >
          {label}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        loading={running}
        title={label}
        content={
          <>
            {translate(action === 'push' ? 'screens.orders.push_count_orders_to_the' : 'screens.orders.cancel_count_orders_this_cannot', {
              count: selectedIds.length,
            })}
            {action === 'cancel' && started > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="in-production-warning">
                {translate('screens.orders.count_of_their_items_are_already', {
                  count: started,
                })}
              </Alert>
            )}
          </>
        }
        confirm={label}
        cancel={translate(action === 'push' ? 'screens.orders.not_now' : 'screens.orders.keep_orders')}
        confirmColor={action === 'cancel' ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
      <Confirm
        isOpen={!!outcomes}
        title={label}
        content={
          <MuiList dense data-testid="bulk-outcomes">
            {(outcomes ?? []).map((o) => (
              <ListItem key={o.id} disableGutters>
                <Alert severity={o.ok ? 'success' : 'error'} sx={{ width: '100%' }}>
                  <ListItemText primary={numberOf(o.id)} secondary={o.message} />
                </Alert>
              </ListItem>
            ))}
          </MuiList>
        }
        confirm={translate('ra.action.close')}
        cancel=""
        onConfirm={() => setOutcomes(null)}
        onClose={() => setOutcomes(null)}
      />
    </>
  );
}

/** Saved queries (react-admin's, kept in this browser) and one-click status filters. */
function OrdersAside() {
  const translate = useTranslate();
  const label = useChoiceLabel();
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 220, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <SavedQueriesList />
        <FilterList label={translate('screens.shell.status')} icon={<FlagIcon />}>
          {ORDER_STATUSES.map((status) => (
            <FilterListItem key={status} label={label('status', status, 'orders')} value={{ status }} />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}

export default function OrderList() {
  const { money } = useFormat();
  const translate = useTranslate();
  // Push and cancel are changes to orders: offered only to those the server lets make them.
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'orders', action: 'edit' });
  return (
    <ResourceList
      declaration={ordersDeclaration}
      aside={<OrdersAside />}
      extraFilters={[
        <DayInput key="from" source="created_at_gte" label={translate('screens.orders.created_from')} />,
        <DayInput key="until" source="created_at_lte" label={translate('screens.orders.created_until')} />,
      ]}
      cells={{
        status: <FunctionField<OrderRecord> render={(r) => <StatusChip resource="orders" value={r.status} />} />,
        total: <FunctionField<OrderRecord> render={(r) => money(r.total, r.currency ?? undefined)} />,
      }}
      // A phone's card: the customer, the status and the total under the order's number.
      cardColumns={['customer_name', 'status', 'total']}
      actions={<FailedImportsButton />}
      bulkActionButtons={
        canEdit ? (
          <>
            <BulkOrderAction action="push" />
            <BulkOrderAction action="cancel" />
          </>
        ) : (
          false
        )
      }
    />
  );
}
