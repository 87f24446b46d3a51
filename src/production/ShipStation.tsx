/** /production/ship-station: scan each parcel's label out; its order becomes PARTIAL or FULFILLED. */
import { useState } from 'react';
import { Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { ScanBox } from '../components/stations/ScanBox';
import { useChoiceLabel } from '../framework/fieldViews';
import { Feed, StationShell, feedEntry, useStation, type FeedEntry } from './StationShell';

function Ship() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const status = useChoiceLabel();
  const { employee, failed } = useStation();
  const [feed, setFeed] = useState<FeedEntry[]>([]);
  const scan = async (value: string) => {
    let entry: FeedEntry;
    try {
      const r = await dataProvider.shipParcel(value, employee.id);
      const order = `${r.order.order_number} (${status('status', r.order.status, 'orders')})`;
      entry =
        r.status === 'already_shipped'
          ? feedEntry('warning', `${r.shipment.tracking_number}: ${translate('already shipped')} · ${order}`)
          : feedEntry('success', `${r.shipment.tracking_number} ${translate('shipped')} · ${order}`);
    } catch (e) {
      entry = feedEntry('error', failed(e));
    }
    setFeed((f) => [entry, ...f].slice(0, 30));
  };
  return (
    <>
      <Card>
        <CardContent>
          <ScanBox label={translate('Scan the parcel’s label')} onScan={scan} />
        </CardContent>
      </Card>
      <Feed entries={feed} />
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
