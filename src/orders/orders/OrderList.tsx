/**
 * /orders: the generated list of orders with status chips, totals in the order's currency, a way
 * to the failed imports, and bulk Push to queue / Cancel with a confirm that then says, order by
 * order, what was done and what was refused and why (no false success).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, List as MuiList, ListItem, ListItemText } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PrintIcon from '@mui/icons-material/Print';
import { Confirm, DateInput, FunctionField, useGetList, useListContext, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import ordersDeclaration from '../../../resources/orders/orders';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { ResourceList } from '../../framework/views';
import { useOrderFormat } from '../format';
import { StatusChip } from '../StatusChip';

function FailedImportsButton() {
  const translate = useTranslate();
  const { total } = useGetList('order-queue', {
    filter: { status: 'failed', dismissed_at_null: true },
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <Button component={RouterLink} to="/orders/failed" size="small" color={total ? 'error' : 'inherit'} startIcon={<ErrorOutlineIcon />}>
      {translate('Failed imports')} ({total ?? 0})
    </Button>
  );
}

type Outcome = { id: number; ok: boolean; message: string };

/** A bulk action on the selected orders, one call each: the dialog then lists each outcome. */
function BulkOrderAction({ action }: { action: 'push' | 'cancel' }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { selectedIds, data = [] } = useListContext();
  const unselectAll = useUnselectAll('orders');
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const numberOf = (id: number) => data.find((o: any) => o.id === id)?.order_number ?? `#${id}`;
  const run = async () => {
    setRunning(true);
    const results: Outcome[] = [];
    for (const id of selectedIds as number[]) {
      try {
        if (action === 'push') await dataProvider.pushOrder(id);
        else await dataProvider.cancelOrder(id);
        results.push({ id, ok: true, message: translate(action === 'push' ? 'Order pushed to queue' : 'Order cancelled') });
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
  const label = translate(action === 'push' ? 'Push to queue' : 'Cancel orders');
  return (
    <>
      <Button
        size="small"
        color={action === 'cancel' ? 'error' : 'primary'}
        startIcon={action === 'push' ? <PrintIcon /> : <BlockIcon />}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={running}
        title={label}
        content={translate(
          action === 'push' ? 'Push %{count} orders to the production queue?' : 'Cancel %{count} orders? This cannot be undone.',
          {
            count: selectedIds.length,
          },
        )}
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

export default function OrderList() {
  const { money } = useOrderFormat();
  const translate = useTranslate();
  return (
    <ResourceList
      declaration={ordersDeclaration}
      extraFilters={[
        <DateInput key="from" source="created_at_gte" label={translate('Created from')} />,
        <DateInput key="until" source="created_at_lte" label={translate('Created until')} />,
      ]}
      cells={{
        status: <FunctionField render={(r: any) => <StatusChip resource="orders" value={r.status} />} />,
        total: <FunctionField render={(r: any) => money(r.total, r.currency)} />,
      }}
      actions={<FailedImportsButton />}
      bulkActionButtons={
        <>
          <BulkOrderAction action="push" />
          <BulkOrderAction action="cancel" />
        </>
      }
    />
  );
}
