/**
 * /production/weigh-station: the orders whose items are all scanned, waiting to be weighed. Scan
 * any item label of the order (or its number, or pick it), put the box on the scale — its live
 * weight comes from the scale over the device websocket when one is connected — or type it; Enter
 * (or the order's code scanned again) buys the label and prints the packing slip and the label.
 * The queue is live: an order whose last item is scanned on any station appears within a second.
 * Through a network drop a weighing is kept on the device and replayed, once, when the network
 * returns; its label needs the server, so it is bought and printed then (docs/production.md
 * "Offline scans").
 */
import { useEffect, useState } from 'react';
import { Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import ScaleIcon from '@mui/icons-material/Scale';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import type { WeighEntry } from '../../providers/methods/production';
import { LoadError } from '../components/LoadError';
import { RecordTable } from '../components/RecordTable';
import { ScanBox } from '../components/stations/ScanBox';
import { useScale } from '../components/stations/useDeviceReading';
import { ScaleReadingLine } from '../components/stations/ScaleReadingLine';
import { usePageQuery } from '../framework/pageData';
import { ScanFeedback, scanOutcome, useFailureOutcome } from '../components/stations/ScanFeedback';
import { StationShell, useStation, useStationScan } from './StationShell';
import { PrinterSelect, usePrinterChoice } from '../components/stations/PrinterChoice';
import { StationShipment } from '../components/fulfilment/Fulfilment';
import type { Shipment, Weighed } from '../../providers/methods/production';
import { kindOf, newScanKey, sendOrQueue } from '../../providers/scanQueue';
import { readShift } from '../../providers/stationShift';
import { useOnline, useQueuedOutcome, useQueuedText, useReplayFeedback, useScanQueue } from './QueuedScans';

function Weigh() {
  const translate = useTranslate();
  const queuedText = useQueuedText();
  const dataProvider = useAppDataProvider();
  const { employee, failed, outcomes, show, scan: dispatch, elsewhere } = useStation();
  // Live: a scan, a weighing or a reset anywhere reads it again (providers/liveChanges.ts), no polling.
  const queue = usePageQuery(['production', 'weigh-queue'], () => dataProvider.weighQueue());
  const [selected, setSelected] = useState<WeighEntry | null>(null);
  const [pounds, setPounds] = useState('');
  const [ounces, setOunces] = useState('');
  const [busy, setBusy] = useState(false);
  // The parcel last weighed: its label and slip open, reprint, void and buy again here.
  const [weighed, setWeighed] = useState<Shipment | null>(null);
  const failure = useFailureOutcome();
  const printerChoice = usePrinterChoice('weigh-station');
  // The scale's settled weight fills the fields, until someone types a weight by hand.
  const scale = useScale('weigh-station');
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!scale?.stable || typed || !selected) return;
    setPounds(String(scale.pounds));
    setOunces(String(scale.ounces));
  }, [scale, typed, selected]);
  const ready = Boolean(selected) && !busy && (Number(pounds) > 0 || Number(ounces) > 0);
  // Weighings kept on the device: their orders are not weighed again meanwhile.
  const deviceQueue = useScanQueue();
  const online = useOnline();
  const queuedWeighing = (entry: WeighEntry) => deviceQueue.waiting.some((q) => kindOf(q) === 'weigh' && q.weigh?.id === entry.id);
  const queuedOutcome = useQueuedOutcome();
  const weighedOutcome = (number: string, r: Weighed, from = '') =>
    scanOutcome({
      value: number,
      what: translate('screens.orders.order'),
      severity: 'success',
      recording: 'recorded',
      text: `${from}${translate('screens.production.number_weighed_label_tracking', {
        number,
        tracking: r.shipment.tracking_number,
        _: `${number} weighed: label ${r.shipment.tracking_number} bought, packing slip printed`,
      })}`,
    });
  useReplayFeedback(show, {
    weigh: (scan, r: Weighed) => {
      show(weighedOutcome(scan.value, r, `${translate('screens.production.from_the_queue')}: `));
      setWeighed(r.shipment);
      void queue.refetch();
    },
  });
  const choose = (value: string, entry: WeighEntry) => {
    setSelected(entry);
    setTyped(false);
    show(
      scanOutcome({
        value,
        what: translate('screens.orders.order'),
        severity: 'info',
        text: translate('screens.production.number_put_the_parcel_on_the', {
          number: entry.order_number,
          _: `${entry.order_number}: put the parcel on the scale`,
        }),
      }),
    );
  };
  /** An item label of a waiting order, or its number, picks it; the picked order's own code again weighs it. */
  const pick = async (value: string) => {
    const itemId = /^LI-?0*(\d+)$/i.exec(value)?.[1];
    const matches = (entry: WeighEntry) =>
      itemId ? entry.line_items.some((i) => String(i.id) === itemId) : entry.order_number.replace(/^#/, '') === value.replace(/^#/, '');
    if (selected && matches(selected)) return ready ? void weigh() : undefined;
    const known = (queue.data ?? []).find(matches);
    if (known && queuedWeighing(known))
      return show(
        scanOutcome({
          value,
          what: translate('screens.orders.order'),
          severity: 'warning',
          recording: 'queued',
          text: translate('screens.production.number_is_weighed_already_its', {
            number: known.order_number,
            _: `${known.order_number} is weighed already: its label prints when the network returns`,
          }),
        }),
      );
    if (known) return choose(value, known);
    try {
      const identified = await dataProvider.identifyScan(value);
      if ((identified.kind === 'line_item' || identified.kind === 'order') && identified.weigh_queue_id) {
        const fresh = (await queue.refetch()).data ?? [];
        const entry = fresh.find((e) => e.id === identified.weigh_queue_id);
        if (entry) return choose(value, entry);
      }
      if (identified.kind === 'line_item' || identified.kind === 'order')
        return show(
          scanOutcome({
            value,
            what:
              identified.kind === 'order'
                ? translate('screens.orders.order')
                : `${translate('screens.production.line_item_of_order_number', { number: identified.order.order_number, _: `Line item of order ${identified.order.order_number}` })}`,
            severity: 'error',
            recording: 'not_recorded',
            text: translate('screens.production.number_is_not_waiting_to_be', {
              number: identified.order.order_number,
              _: `${identified.order.order_number} is not waiting to be weighed: scan all its items at the scanner first`,
            }),
          }),
        );
      return elsewhere(value, identified);
    } catch (e) {
      show(failure(value, e, failed(e)));
    }
  };
  useStationScan({ onScan: pick, onEnter: () => ready && void weigh() });
  const weigh = async () => {
    if (!selected) return;
    setBusy(true);
    const weight = { id: selected.id, weight_pounds: Number(pounds || 0), weight_ounces: Number(ounces || 0) };
    // Kept on the device when the server cannot be reached: the label is bought and printed at replay.
    const taken = {
      kind: 'weigh' as const,
      key: newScanKey(),
      value: selected.order_number,
      weigh: { ...weight, printer_id: printerChoice.printer?.id ?? null },
      employeeId: employee.id,
      shift: readShift()?.token ?? null,
      scanned_at: new Date().toISOString(),
    };
    try {
      const sent = await sendOrQueue(taken, () =>
        dataProvider.weighParcel({ ...weight, employeeId: employee.id }, printerChoice.printer?.id, {
          key: taken.key,
          scanned_at: taken.scanned_at,
        }),
      );
      if (sent.queued)
        show(
          queuedOutcome(
            selected.order_number,
            translate('screens.production.no_connection_value_is_kept_on', {
              value: queuedText(taken),
              _: `No connection: ${queuedText(taken)} is kept on this device; its label is bought and printed when the network returns`,
            }),
          ),
        );
      else {
        show(weighedOutcome(selected.order_number, sent.result));
        setWeighed(sent.result.shipment);
        void queue.refetch();
      }
      setSelected(null);
      setPounds('');
      setOunces('');
      setTyped(false);
    } catch (e) {
      show(failure(selected.order_number, e, failed(e), translate('screens.orders.order')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PrinterSelect choice={printerChoice} />
      <Card>
        <CardContent>
          {selected ? (
            <Stack
              component="form"
              spacing={2}
              onSubmit={(e) => {
                e.preventDefault();
                void weigh();
              }}
            >
              <Typography variant="h6" data-testid="weighing">
                {selected.order_number}
              </Typography>
              {scale && <ScaleReadingLine scale={scale} />}
              <Stack direction="row" spacing={2}>
                <TextField
                  label={translate('screens.production.pounds')}
                  type="number"
                  value={pounds}
                  onChange={(e) => {
                    setTyped(true);
                    setPounds(e.target.value);
                  }}
                  slotProps={{ htmlInput: { min: 0, max: 150, step: 1 } }}
                />
                <TextField
                  label={translate('screens.production.ounces')}
                  type="number"
                  value={ounces}
                  onChange={(e) => {
                    setTyped(true);
                    setOunces(e.target.value);
                  }}
                  slotProps={{ htmlInput: { min: 0, max: 15.99, step: 0.01 } }}
                />
              </Stack>
              {!online && (
                <Typography variant="body2" color="warning.main" data-testid="offline-printing">
                  {translate('screens.production.no_connection_the_weighing_is')}
                </Typography>
              )}
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" startIcon={<ScaleIcon />} disabled={!ready}>
                  {translate('screens.production.weigh_and_print')}
                </Button>
                <Button onClick={() => setSelected(null)}>{translate('ra.action.cancel')}</Button>
              </Stack>
            </Stack>
          ) : (
            <ScanBox label={translate('screens.production.scan_an_item_label_or_the_order')} onScan={dispatch} autoFocus={false} />
          )}
        </CardContent>
      </Card>
      <ScanFeedback outcomes={outcomes} />
      {weighed && <StationShipment shipment={weighed} printerId={printerChoice.printer?.id} />}
      <Card>
        <CardHeader title={translate('screens.production.waiting_to_be_weighed')} />
        {queue.error ? (
          <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
        ) : (
          // Cards on a phone (the station's other device), a table on a desk screen.
          <RecordTable
            rows={queue.data}
            rowTestId="weigh-entry"
            rowSx={(entry) => (selected?.id === entry.id ? { bgcolor: 'action.selected' } : {})}
            columns={[
              { header: 'screens.orders.order', cell: (entry) => entry.order_number },
              {
                header: 'screens.production.line_items',
                cell: (entry) => entry.line_items.map((i) => `LI-${i.id}`).join(' · '),
              },
              {
                header: 'screens.shell.status',
                cell: (entry) => (queuedWeighing(entry) ? translate('screens.production.queued_on_this_device') : ''),
              },
              {
                header: '',
                align: 'right',
                cell: (entry) => (
                  <Button size="small" onClick={() => setSelected(entry)}>
                    {translate('screens.production.weigh')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}

export default function WeighStation() {
  return (
    <StationShell station="weigh-station" title="screens.production.weigh_station">
      <Weigh />
    </StationShell>
  );
}
