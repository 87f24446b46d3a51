/**
 * The lines of a purchase order with received/ordered progress. While the order is a DRAFT the
 * lines can be edited, removed and added; once confirmed each open line can be received by a
 * quantity of units into a zone.
 */
import { useState } from 'react';
import { Autocomplete, Box, Button, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link as RouterLink } from 'react-router-dom';
import { NumberInput, SaveButton, useInput, useNotify, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import purchaseOrderLines from '../../../resources/inventory/purchaseOrderLines';
import { useQueryClient } from '@tanstack/react-query';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../providers/httpClient';
import type { TrackableItemOption } from '../../../providers/methods/inventory';
import { useInventoryCreate, useInventoryDelete, useInventoryQuery, useInventoryUpdate } from '../useInventory';
import type { Line } from './queries';
import { submitThrough } from '../../framework/formSubmit';
import { PendingFormEdit } from '../../framework/pendingEdits';
import { partialFormResolver } from '../../framework/views';
import { useFormat } from '../../framework/format';
import { RecordTable } from '../../components/RecordTable';

const LINE_RESOLVER = partialFormResolver(purchaseOrderLines);

/** A draft line's quantity, a form of its own: a pending edit until saved (Confirm saves it first). */
function QuantityCell({ line }: { line: Line }) {
  const translate = useTranslate();
  const update = useInventoryUpdate('purchase-order-lines', { success: 'screens.inventory.line_updated' });
  const save = (input: Record<string, unknown>) => update.mutateAsync({ id: line.id, input });
  return (
    <AppForm
      draft={`line-qty-${line.id}`}
      defaultValues={{ order_stock_qty: line.order_stock_qty }}
      resolver={LINE_RESOLVER}
      onSubmit={submitThrough(save)}
      noValidate
    >
      {/* An action on the order (Confirm) saves this first, or is refused with this field's message. */}
      <PendingFormEdit id={`line-qty-${line.id}`} save={save} />
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
        <NumberInput
          source="order_stock_qty"
          label={false}
          min={1}
          step={1}
          helperText={false}
          margin="none"
          sx={{ width: 90, flexShrink: 0 }}
          slotProps={{ htmlInput: { 'aria-label': translate('screens.inventory.quantity_of_sku', { sku: line.trackable_item.sku }) } }}
        />
        <SaveWhenChanged label="screens.shell.save" disabled={update.isPending} />
      </Stack>
    </AppForm>
  );
}

/** The form's Save button, shown once something is changed. */
function SaveWhenChanged({ label, disabled }: { label: string; disabled: boolean }) {
  const { isDirty } = useFormState();
  return isDirty ? <SaveButton label={label} icon={<></>} variant="text" size="small" disabled={disabled} /> : null;
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
  if (open <= 0) return <Typography color="success.main">{translate('screens.inventory.received')}</Typography>;
  async function receive() {
    setBusy(true);
    let done = 0;
    try {
      for (let i = 0; i < Number(count); i++) {
        await dataProvider.intakeLineUnit(line.id, zone || null);
        done++;
      }
      notify(translate('screens.inventory.received_count_sku', { count: done, sku: line.trackable_item.sku }), { type: 'success' });
    } catch (err) {
      const message = errorMessage(err);
      notify(done ? translate('screens.inventory.received_count_then_error', { count: done, error: message }) : message, { type: 'error' });
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
          htmlInput: {
            min: 1,
            max: open,
            'aria-label': translate('screens.inventory.units_of_sku_to_receive', { sku: line.trackable_item.sku }),
          },
        }}
      />
      <Button size="small" variant="outlined" disabled={busy || !(Number(count) >= 1 && Number(count) <= open)} onClick={receive}>
        {translate('screens.inventory.receive')}
      </Button>
    </Stack>
  );
}

const NEW_LINE = { trackable_item_id: null, order_stock_qty: 1, order_unit_qty: null, unit_cost: null };

/** Chooses the item; its standard unit count and cost fill the inputs beside it. */
function ItemInput({ options }: { options: TrackableItemOption[] }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { field, fieldState } = useInput({ source: 'trackable_item_id' });
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      sx={{ flex: '1 1 320px' }}
      options={options}
      value={options.find((o) => o.id === field.value) ?? null}
      onChange={(_e, item) => {
        field.onChange(item?.id ?? null);
        setValue('order_unit_qty', item ? item.standard_unit_count : null);
        setValue('unit_cost', item?.cost ?? null);
      }}
      getOptionLabel={(o) => `${o.sku} · ${o.name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('screens.inventory.trackable_item')}
          error={!!error}
          helperText={error ? translate(error, { _: error }) : undefined}
        />
      )}
    />
  );
}

/** Add line: enabled once an item is chosen. */
function AddLineButton({ disabled }: { disabled: boolean }) {
  const item = useWatch({ name: 'trackable_item_id' });
  return <SaveButton label="screens.inventory.add_line" icon={<></>} disabled={!item || disabled} />;
}

function AddLine({ purchaseOrderId }: { purchaseOrderId: string }) {
  const dataProvider = useAppDataProvider();
  const { data } = useInventoryQuery(['trackable-item-options'], () => dataProvider.trackableItemOptions());
  // A fresh, empty form after each added line.
  const [added, setAdded] = useState(0);
  const add = useInventoryCreate('purchase-order-lines', { success: 'screens.inventory.line_added' });
  const save = async ({ order_unit_qty, unit_cost, ...line }: Record<string, unknown>) => {
    await add.mutateAsync({
      input: {
        ...line,
        purchase_order_id: purchaseOrderId,
        ...(order_unit_qty != null ? { order_unit_qty } : {}),
        ...(unit_cost != null ? { unit_cost } : {}),
      },
    });
    setAdded((n) => n + 1);
  };
  const number = { size: 'small', helperText: false, margin: 'none', sx: { width: 130 } } as const;
  return (
    <AppForm key={added} defaultValues={NEW_LINE} resolver={LINE_RESOLVER} onSubmit={submitThrough(save)} noValidate>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2 }} alignItems="center">
        <ItemInput options={data?.trackableItems ?? []} />
        <NumberInput source="order_stock_qty" label="screens.inventory.stock_units" {...number} />
        <NumberInput source="order_unit_qty" label="screens.inventory.units_each" {...number} />
        <NumberInput source="unit_cost" label="screens.inventory.unit_cost" {...number} />
        <AddLineButton disabled={add.isPending} />
      </Stack>
    </AppForm>
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
  const { money } = useFormat();
  const draft = status === 'DRAFT';
  const receiving = status === 'CONFIRMED' || status === 'PARTIALLY_RECEIVED';
  const remove = useInventoryDelete('purchase-order-lines', { success: 'screens.inventory.line_removed' });
  return (
    <Box>
      <RecordTable
        rows={lines}
        testId="po-lines"
        rowTestId="po-line"
        empty="screens.inventory.no_lines_yet_add_the_items_to"
        columns={[
          {
            header: 'screens.inventory.item',
            sx: { minWidth: { sm: 220 } },
            cell: (line) => (
              <>
                <RouterLink to={`/inventory/trackable-items/${line.trackable_item.id}`}>{line.trackable_item.sku}</RouterLink> ·{' '}
                {line.trackable_item.name}
              </>
            ),
          },
          {
            header: 'screens.inventory.ordered',
            align: 'right',
            // Room for the quantity input and its Save button while the order is a draft.
            sx: { minWidth: draft ? 170 : undefined },
            cell: (line) => (draft ? <QuantityCell line={line} /> : line.order_stock_qty),
          },
          {
            header: 'screens.inventory.received',
            sx: { minWidth: 160 },
            cell: (line) => (
              <>
                <Typography variant="body2" data-testid="line-progress">
                  {line.received_stock_qty} / {line.order_stock_qty}
                </Typography>
                <LinearProgress variant="determinate" value={(line.received_stock_qty / line.order_stock_qty) * 100} />
              </>
            ),
          },
          {
            header: 'screens.inventory.units_each',
            align: 'right',
            cell: (line) => `${line.order_unit_qty} ${line.trackable_item.unit_type?.name?.toLowerCase() ?? ''}`,
          },
          {
            header: 'screens.inventory.unit_cost',
            align: 'right',
            cell: (line) => (line.unit_cost != null ? money(line.unit_cost, line.currency) : ''),
          },
          {
            header: '',
            align: 'right',
            sx: { minWidth: { sm: 200 } },
            cell: (line) =>
              (draft || receiving) && (
                <>
                  {draft && (
                    <IconButton
                      aria-label={translate('screens.inventory.remove_sku', { sku: line.trackable_item.sku })}
                      onClick={() => remove.mutate({ id: line.id })}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                  {receiving && <ReceiveCell line={line} zone={zone} />}
                </>
              ),
          },
        ]}
      />
      {draft && <AddLine purchaseOrderId={purchaseOrderId} />}
    </Box>
  );
}
