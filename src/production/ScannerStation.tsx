/**
 * /production/scanner: scan printed line items (their `LI-…` label), tools and boxes with a
 * keyboard-wedge scanner — no click before a scan — or a networked one through the device websocket. Each scan's outcome shows at once; when an
 * order's last item is scanned, the order goes to the weigh station.
 */
import { useState } from 'react';
import { Card, CardContent, FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { ScanBox } from '../components/stations/ScanBox';
import { useScannerReadings } from '../components/stations/useDeviceReading';
import { Feed, StationShell, feedEntry, useStation, type FeedEntry } from './StationShell';

function Scanner() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { employee, failed } = useStation();
  const [feed, setFeed] = useState<FeedEntry[]>([]);
  const [unscan, setUnscan] = useState(false);
  const add = (entry: FeedEntry) => setFeed((f) => [entry, ...f].slice(0, 30));
  const scan = async (value: string) => {
    try {
      const r = await dataProvider.scanItem(value, employee.id, unscan);
      if (r.kind !== 'line_item') return add(feedEntry('info', translate('%{value} scanned', { value: r.value, _: `${r.value} scanned` })));
      const progress = `${r.order!.order_number} · ${r.order!.scanned}/${r.order!.total}`;
      if (r.status === 'already_scanned')
        return add(feedEntry('warning', `${r.line_item!.design_name}: ${translate('already scanned')} (${progress})`));
      if (r.status === 'unscanned')
        return add(feedEntry('info', `${r.line_item!.design_name}: ${translate('scan taken back')} (${progress})`));
      add(feedEntry('success', `${r.line_item!.design_name} ${translate('scanned')} (${progress})`));
      if (r.weigh_queue)
        add(
          feedEntry(
            'success',
            translate('Order %{number} is complete: to the weigh station', {
              number: r.order!.order_number,
              _: `Order ${r.order!.order_number} is complete: to the weigh station`,
            }),
          ),
        );
    } catch (e) {
      add(feedEntry('error', failed(e)));
    }
  };
  // A networked scanner at the station (a device bridge) scans the same way as the keyboard.
  useScannerReadings('scanner', (value) => void scan(value));
  return (
    <>
      <Card>
        <CardContent>
          <ScanBox label={translate('Scan a line item, a tool or a box')} onScan={scan} />
          <FormControlLabel
            control={<Switch checked={unscan} onChange={(e) => setUnscan(e.target.checked)} />}
            label={translate('Take a scan back')}
          />
        </CardContent>
      </Card>
      <Feed entries={feed} />
    </>
  );
}

export default function ScannerStation() {
  return (
    <StationShell station="scanner" title="Scanner">
      <Scanner />
    </StationShell>
  );
}
