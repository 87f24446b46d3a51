/** /production/ship-station: scan each parcel's label out; its order becomes PARTIAL or FULFILLED. */
import { Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { ScanBox } from '../components/stations/ScanBox';
import { useChoiceLabel } from '../framework/fieldViews';
import { ScanFeedback, scanOutcome, useFailureOutcome, useScanFeedback } from '../components/stations/ScanFeedback';
import { StationShell, useStation } from './StationShell';

function Ship() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const status = useChoiceLabel();
  const { employee, failed } = useStation();
  const { outcomes, show } = useScanFeedback();
  const failure = useFailureOutcome();
  const what = translate('Parcel label');
  const scan = async (value: string) => {
    try {
      const r = await dataProvider.shipParcel(value, employee.id);
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
      show(failure(value, e, failed(e), what));
    }
  };
  return (
    <>
      <Card>
        <CardContent>
          <ScanBox label={translate('Scan the parcel’s label')} onScan={scan} />
        </CardContent>
      </Card>
      <ScanFeedback outcomes={outcomes} />
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
