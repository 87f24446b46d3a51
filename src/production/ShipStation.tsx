/**
 * /production/ship-station: scan each parcel's label out; its order becomes PARTIAL or FULFILLED.
 * Any other code is said what it is (a badge switches the shift), as at every station.
 */
import { Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { ScanBox } from '../components/stations/ScanBox';
import { useChoiceLabel } from '../framework/fieldViews';
import { ScanFeedback, scanOutcome, useFailureOutcome } from '../components/stations/ScanFeedback';
import { StationShell, useStation, useStationScan } from './StationShell';
import { useState } from 'react';
import type { Shipment } from '../../providers/methods/production';
import { StationShipment } from '../components/fulfilment/Fulfilment';
import { PrinterSelect, usePrinterChoice } from '../components/stations/PrinterChoice';

/** Codes that are surely not a parcel's label: item labels, tool and box codes. */
const NOT_A_PARCEL = /^(LI-?\d+|#.*#)$/i;

function Ship() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const status = useChoiceLabel();
  const { employee, failed, outcomes, show, scan: dispatch, elsewhere } = useStation();
  const failure = useFailureOutcome();
  const printerChoice = usePrinterChoice('ship-station');
  // The parcel last scanned: its label and slip open and reprint here.
  const [parcel, setParcel] = useState<Shipment | null>(null);
  const what = translate('Parcel label');
  const scan = async (value: string) => {
    if (NOT_A_PARCEL.test(value)) return elsewhere(value);
    try {
      const r = await dataProvider.shipParcel(value, employee.id);
      setParcel(r.shipment);
      const order = `${r.order.order_number} (${status('status', r.order.status, 'orders')})`;
      show(
        r.status === 'already_shipped'
          ? scanOutcome({
              value,
              what,
              severity: 'warning',
              recording: 'already_recorded',
              text: `${r.shipment.tracking_number}: ${translate('already shipped')} · ${order}`,
            })
          : scanOutcome({
              value,
              what,
              severity: 'success',
              recording: 'recorded',
              text: `${r.shipment.tracking_number} ${translate('shipped')} · ${order}`,
            }),
      );
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
          <ScanBox label={translate('Scan the parcel’s label')} onScan={dispatch} autoFocus={false} />
        </CardContent>
      </Card>
      <ScanFeedback outcomes={outcomes} />
      {parcel && <StationShipment shipment={parcel} printerId={printerChoice.printer?.id} />}
    </>
  );
}

export default function ShipStation() {
  return (
    <StationShell station="ship-station" title="Ship Station">
      <Ship />
    </StationShell>
  );
}
