/**
 * The lines of a purchase order with received/ordered progress. While the order is a DRAFT the
 * lines can be edited, removed and added; once confirmed each open line can be received by a
 * quantity of units into a zone.
 */
import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { useInventoryCreate, useInventoryDelete, useInventoryQuery, useInventoryUpdate } from '../useInventory';
import type { Line } from './queries';
import { serverFieldErrors } from '../../../providers/httpClient';
import { usePendingEdit } from '../../framework/pendingEdits';

function QuantityCell({ line }: { line: Line }) {
  const translate = useTranslate();
  const [value, setValue] = useState(String(line.order_stock_qty));
  const update = useInventoryUpdate('purchase-order-lines', { success: 'Line updated' });
  const changed = value !== String(line.order_stock_qty);
  const qtyError = serverFieldErrors(update.error).order_stock_qty;
  // An action on the order (Confirm) saves this first, or is refused with this field's message.
  usePendingEdit(`line-qty-${line.id}`, changed, () => update.mutateAsync({ id: line.id, input: { order_stock_qty: Number(value) } }));
  return (
    <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
      <TextField
        size="small"
        type="number"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        sx={{ width: 90, flexShrink: 0 }}
        error={!!qtyError}
        helperText={qtyError}
        slotProps={{ htmlInput: { min: 1, 'aria-label': translate('Quantity of %{sku}', { sku: line.trackable_item.sku }) } }}
      />
      {changed && (
        <Button
          size="small"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: line.id, input: { order_stock_qty: Number(value) } })}
        >
          {translate('Save')}
        </Button>
      )}
    </Stack>
  );
}

/** Receives `count` units of a line one by one (each an intake), stopping at the first refusal. */
function ReceiveCell({ line, zone }: { line: Line; zone: string }) {
  const open = line.order_stock_qty - line.received_stock_qty;
  const [count, setCount] = useState('1');
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const translate = useTranslate();
  const client = useQueryClient();
  const dataProvider = useAppDataProvider();
  if (open <= 0) return <Typography color="success.main">{translate('Received')}</Typography>;
  async function receive() {
    setBusy(true);
    let done = 0;
    try {
      for (let i = 0; i < Number(count); i++) {
        await dataProvider.intakeLineUnit(line.id, zone || null);
        done++;
      }
      notify(translate('Received %{count} × %{sku}', { count: done, sku: line.trackable_item.sku }), { type: 'success' });
    } catch (err: any) {
      notify(done ? translate('Received %{count}; then: %{error}', { count: done, error: err.message }) : err.message, { type: 'error' });
    } finally {
      setBusy(false);
      client.invalidateQueries();
    }
  }
  return (
    <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
      <TextField
        size="small"
        type="number"
        value={count}
        onChange={(e) => setCount(e.target.value)}
        sx={{ width: 80 }}
        slotProps={{
          htmlInput: { min: 1, max: open, 'aria-label': translate('Units of %{sku} to receive', { sku: line.trackable_item.sku }) },
        }}
      />
      <Button size="small" variant="outlined" disabled={busy || !(Number(count) >= 1 && Number(count) <= open)} onClick={receive}>
        {translate('Receive')}
      </Button>
    </Stack>
  );
}

function AddLine({ purchaseOrderId }: { purchaseOrderId: string }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data } = useInventoryQuery(['trackable-item-options'], () => dataProvider.trackableItemOptions());
  const [item, setItem] = useState<any>(null);
  const [qty, setQty] = useState('1');
  const [units, setUnits] = useState('');
  const [cost, setCost] = useState('');
  const add = useInventoryCreate('purchase-order-lines', { success: 'Line added' });
  const errors = serverFieldErrors(add.error);
  const messageProps = (name: string) => ({ error: !!errors[name], helperText: errors[name] });
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2 }} alignItems="center">
      <Autocomplete
        sx={{ flex: '1 1 320px' }}
        options={data?.trackableItems ?? []}
        value={item}
        onChange={(_e, v) => {
          setItem(v);
          setUnits(v ? String(v.standard_unit_count) : '');
          setCost(v?.cost != null ? String(v.cost) : '');
        }}
        getOptionLabel={(o: any) => `${o.sku} · ${o.name}`}
        isOptionEqualToValue={(a: any, b: any) => a.id === b.id}
        renderInput={(params) => (
          <TextField {...params} size="small" label={translate('Trackable item')} {...messageProps('trackable_item_id')} />
        )}
      />
      <TextField
        size="small"
        label={translate('Stock units')}
        type="number"
        {...messageProps('order_stock_qty')}
        value={qty}
        onChange={(e) => setQty(e.target.value)}
        sx={{ width: 130 }}
      />
      <TextField
        size="small"
        label={translate('Units each')}
        type="number"
        {...messageProps('order_unit_qty')}
        value={units}
        onChange={(e) => setUnits(e.target.value)}
        sx={{ width: 130 }}
      />
      <TextField
        size="small"
        label={translate('Unit cost')}
        type="number"
        {...messageProps('unit_cost')}
        value={cost}
        onChange={(e) => setCost(e.target.value)}
        sx={{ width: 130 }}
      />
      <Button
        variant="contained"
        disabled={!item || add.isPending}
        onClick={() =>
          add.mutate(
            {
              input: {
                purchase_order_id: purchaseOrderId,
                trackable_item_id: item.id,
                order_stock_qty: Number(qty),
                ...(units ? { order_unit_qty: Number(units) } : {}),
                ...(cost ? { unit_cost: Number(cost) } : {}),
              },
            },
            { onSuccess: () => (setItem(null), setQty('1'), setUnits(''), setCost('')) },
          )
        }
      >
        {translate('Add line')}
      </Button>
    </Stack>
  );
}

export function LinesTable({
  purchaseOrderId,
  status,
  lines,
  zone,
}: {
  purchaseOrderId: string;
  status: string;
  lines: Line[];
  zone: string;
}) {
  const translate = useTranslate();
  const draft = status === 'DRAFT';
  const receiving = status === 'CONFIRMED' || status === 'PARTIALLY_RECEIVED';
  const remove = useInventoryDelete('purchase-order-lines', { success: 'Line removed' });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="po-lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 220 }}>{translate('Item')}</TableCell>
            {/* Room for the quantity input and its Save button while the order is a draft. */}
            <TableCell align="right" sx={{ minWidth: draft ? 170 : undefined }}>
              {translate('Ordered')}
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>{translate('Received')}</TableCell>
            <TableCell align="right">{translate('Units each')}</TableCell>
            <TableCell align="right">{translate('Unit cost')}</TableCell>
            <TableCell sx={{ minWidth: 200 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} data-testid="po-line">
              <TableCell>
                <RouterLink to={`/inventory/trackable-items/${line.trackable_item.id}`}>{line.trackable_item.sku}</RouterLink> ·{' '}
                {line.trackable_item.name}
              </TableCell>
              <TableCell align="right">{draft ? <QuantityCell line={line} /> : line.order_stock_qty}</TableCell>
              <TableCell>
                <Typography variant="body2" data-testid="line-progress">
                  {line.received_stock_qty} / {line.order_stock_qty}
                </Typography>
                <LinearProgress variant="determinate" value={(line.received_stock_qty / line.order_stock_qty) * 100} />
              </TableCell>
              <TableCell align="right">
                {line.order_unit_qty} {line.trackable_item.unit_type?.name?.toLowerCase() ?? ''}
              </TableCell>
              <TableCell align="right">{line.unit_cost != null ? `${line.unit_cost.toFixed(2)} ${line.currency}` : ''}</TableCell>
              <TableCell align="right">
                {draft && (
                  <IconButton
                    aria-label={translate('Remove %{sku}', { sku: line.trackable_item.sku })}
                    onClick={() => remove.mutate({ id: line.id })}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
                {receiving && <ReceiveCell line={line} zone={zone} />}
              </TableCell>
            </TableRow>
          ))}
          {!lines.length && (
            <TableRow>
              <TableCell colSpan={6}>{translate('No lines yet: add the items to order.')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {draft && <AddLine purchaseOrderId={purchaseOrderId} />}
    </Box>
  );
}
