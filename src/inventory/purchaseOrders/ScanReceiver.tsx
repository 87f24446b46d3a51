/**
 * Receiving by scan: with a keyboard-wedge scanner, each scan of a SKU label (printed from the
 * trackable item page) receives one unit of the matching open line — no click needed; the field
 * keeps the focus and every scan gets instant feedback below it.
 */
import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../providers/httpClient';
import { ScanBox } from '../../components/stations/ScanBox';
import type { Line } from './queries';

interface Feedback {
  id: number;
  ok: boolean;
  text: string;
}

let counter = 0;

export function ScanReceiver({ lines, zone }: { lines: Line[]; zone: string }) {
  const [log, setLog] = useState<Feedback[]>([]);
  const client = useQueryClient();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const say = (ok: boolean, text: string) => setLog((l) => [{ id: ++counter, ok, text }, ...l].slice(0, 8));

  async function onScan(value: string) {
    const matching = lines.filter((l) => l.trackable_item.sku.toLowerCase() === value.toLowerCase());
    if (!matching.length) return say(false, translate('screens.inventory.value_is_not_on_this_purchase', { value }));
    const line = matching.find((l) => l.received_stock_qty < l.order_stock_qty) ?? matching[0];
    try {
      const { intakePurchaseOrderLineUnit: unit } = await dataProvider.intakeLineUnit(line.id, zone || null);
      say(
        true,
        translate('screens.inventory.received_barcode_sku_into_zone', {
          barcode: unit.barcode,
          sku: line.trackable_item.sku,
          zone: unit.zone?.code ?? translate('screens.inventory.no_zone'),
          count: line.received_stock_qty + 1,
          ordered: line.order_stock_qty,
        }),
      );
    } catch (err) {
      say(false, `${line.trackable_item.sku}: ${errorMessage(err)}`);
    } finally {
      await client.invalidateQueries();
    }
  }

  return (
    <Stack spacing={1}>
      <ScanBox label={translate('screens.inventory.scan_a_sku_label_to_receive_one')} onScan={onScan} focusKey={zone} />
      <Stack spacing={0.5} data-testid="scan-feedback">
        {log.map((f) => (
          <Alert key={f.id} severity={f.ok ? 'success' : 'error'} sx={{ py: 0 }}>
            {f.text}
          </Alert>
        ))}
      </Stack>
    </Stack>
  );
}
