/**
 * /production/ship-station: scan each parcel's label out; its order becomes PARTIAL or FULFILLED.
 * Any other code is said what it is (a badge switches the shift), as at every station. Through a
 * network drop a parcel's scan is kept on the device and recorded, once, when the network returns
 * (docs/production.md "Offline scans").
 */
import { Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { ScanBox } from '../components/stations/ScanBox';
import { useChoiceLabel } from '../framework/fieldViews';
import { ScanFeedback, scanOutcome, useFailureOutcome } from '../components/stations/ScanFeedback';
import { StationShell, useStation, useStationScan } from './StationShell';
import { useState } from 'react';
import type { Shipment, Shipped } from '../../providers/methods/production';
import { newScanKey, sendOrQueue } from '../../providers/scanQueue';
import { readShift } from '../../providers/stationShift';
import { useQueuedOutcome, useReplayFeedback } from './QueuedScans';
import { StationShipment } from '../components/fulfilment/Fulfilment';
import { PrinterSelect, usePrinterChoice } from '../components/stations/PrinterChoice';

/** Codes that are surely not a parcel's label: item labels, tool and box codes, order numbers. */
const NOT_A_PARCEL = /^(LI-?\d+|#.*)$/i;

function Ship() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const status = useChoiceLabel();
  const { employee, failed, outcomes, show, scan: dispatch, elsewhere } = useStation();
  const failure = useFailureOutcome();
  const printerChoice = usePrinterChoice('ship-station');
  // The parcel last scanned: its label and slip open and reprint here.
  const [parcel, setParcel] = useState<Shipment | null>(null);
  const what = translate('screens.production.parcel_label');
  const queuedOutcome = useQueuedOutcome();
  const answered = (value: string, r: Shipped, replayed = false) => {
    setParcel(r.shipment);
    const order = `${r.order.order_number} (${status('status', r.order.status, 'orders')})`;
    const from = replayed ? `${translate('screens.production.from_the_queue')}: ` : '';
    show(
      r.status === 'already_shipped'
        ? scanOutcome({
            value,
            what,
            severity: 'warning',
            recording: 'already_recorded',
            text: `${from}${r.shipment.tracking_number}: ${translate('screens.production.already_shipped')} · ${order}`,
          })
        : scanOutcome({
            value,
            what,
            severity: 'success',
            recording: 'recorded',
            text: `${from}${r.shipment.tracking_number} ${translate('screens.production.shipped')} · ${order}`,
          }),
    );
  };
  useReplayFeedback(show, { ship: (scan, result: Shipped) => answered(scan.value, result, true) });
  const scan = async (value: string) => {
    if (NOT_A_PARCEL.test(value)) return elsewhere(value);
    // Kept on the device when the server cannot be reached, and sent in turn with its key and time.
    const taken = {
      kind: 'ship' as const,
      key: newScanKey(),
      value,
      employeeId: employee.id,
      shift: readShift()?.token ?? null,
      scanned_at: new Date().toISOString(),
    };
    try {
      const sent = await sendOrQueue(taken, () =>
        dataProvider.shipParcel(value, employee.id, { key: taken.key, scanned_at: taken.scanned_at }),
      );
      if (sent.queued) return show(queuedOutcome(value));
      answered(value, sent.result);
    } catch (e) {
      // Not a parcel's label: a badge, an order, an item… — said what it is.
      if ((e as { body?: { code?: string } }).body?.code === 'scan_failed') return elsewhere(value);
      show(failure(value, e, failed(e), what));
    }
  };
  useStationScan({ onScan: scan });
  return (
    <>
      <PrinterSelect choice={printerChoice} />
      <Card>
        <CardContent>
          <ScanBox label={translate('screens.production.scan_the_parcel_s_label')} onScan={dispatch} autoFocus={false} />
        </CardContent>
      </Card>
      <ScanFeedback outcomes={outcomes} />
      {parcel && <StationShipment shipment={parcel} printerId={printerChoice.printer?.id} />}
    </>
  );
}

export default function ShipStation() {
  return (
    <StationShell station="ship-station" title="screens.production.ship_station">
      <Ship />
    </StationShell>
  );
}
