/**
 * /production/weigh-station: the orders whose items are all scanned, waiting to be weighed. Scan
 * (or pick) the order, put the box on the scale — its live weight comes from the scale over the
 * device websocket when one is connected — or type it, and Weigh buys the label and prints the
 * packing slip on the default printer (the first one). The queue is live: an order whose last item
 * is scanned on any station appears within a second.
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
import { usePageQuery } from '../framework/pageData';
import { ScanFeedback, scanOutcome, useFailureOutcome, useScanFeedback } from '../components/stations/ScanFeedback';
import { StationShell, useStation } from './StationShell';

function Weigh() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { employee, failed } = useStation();
  // Live: a scan, a weighing or a reset anywhere reads it again (providers/liveChanges.ts), no polling.
  const queue = usePageQuery(['production', 'weigh-queue'], () => dataProvider.weighQueue());
  const [selected, setSelected] = useState<WeighEntry | null>(null);
  const [pounds, setPounds] = useState('');
  const [ounces, setOunces] = useState('');
  const [busy, setBusy] = useState(false);
  const { outcomes, show } = useScanFeedback();
  const failure = useFailureOutcome();
  // The scale's settled weight fills the fields, until someone types a weight by hand.
  const scale = useScale('weigh-station');
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!scale?.stable || typed || !selected) return;
    setPounds(String(scale.pounds));
    setOunces(String(scale.ounces));
  }, [scale, typed, selected]);
  const pick = (value: string) => {
    const entry = (queue.data ?? []).find((e) => e.order_number.replace(/^#/, '') === value.replace(/^#/, ''));
    if (entry) {
      setSelected(entry);
      show(scanOutcome({ value, what: translate('Order'), severity: 'info', text: translate('Put the parcel on the scale') }));
    } else
      show(
        scanOutcome({
          value,
          severity: 'error',
          recording: 'not_recorded',
          text: translate('%{value} is not an order waiting to be weighed', {
            value,
            _: `${value} is not an order waiting to be weighed`,
          }),
        }),
      );
  };
  const weigh = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      const r = await dataProvider.weighParcel({
        id: selected.id,
        weight_pounds: Number(pounds || 0),
        weight_ounces: Number(ounces || 0),
        employeeId: employee.id,
      });
      show(
        scanOutcome({
          value: selected.order_number,
          what: translate('Order'),
          severity: 'success',
          recording: 'recorded',
          text: translate('%{number} weighed: label %{tracking} bought, packing slip printed', {
            number: selected.order_number,
            tracking: r.shipment.tracking_number,
            _: `${selected.order_number} weighed: label ${r.shipment.tracking_number} bought, packing slip printed`,
          }),
        }),
      );
      setSelected(null);
      setPounds('');
      setOunces('');
      setTyped(false);
      void queue.refetch();
    } catch (e) {
      show(failure(selected.order_number, e, failed(e), translate('Order')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
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
              {scale && (
                <Typography variant="body2" color={scale.stable ? 'success.main' : 'text.secondary'} data-testid="scale-reading">
                  {translate('Scale')}: {scale.pounds} lb {scale.ounces} oz · {translate(scale.stable ? 'settled' : 'settling…')}
                </Typography>
              )}
              <Stack direction="row" spacing={2}>
                <TextField
                  label={translate('Pounds')}
                  type="number"
                  value={pounds}
                  autoFocus
                  onChange={(e) => {
                    setTyped(true);
                    setPounds(e.target.value);
                  }}
                  slotProps={{ htmlInput: { min: 0, max: 150, step: 1 } }}
                />
                <TextField
                  label={translate('Ounces')}
                  type="number"
                  value={ounces}
                  onChange={(e) => {
                    setTyped(true);
                    setOunces(e.target.value);
                  }}
                  slotProps={{ htmlInput: { min: 0, max: 15.99, step: 0.01 } }}
                />
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<ScaleIcon />}
                  disabled={busy || !(Number(pounds) > 0 || Number(ounces) > 0)}
                >
                  {translate('Weigh and print')}
                </Button>
                <Button onClick={() => setSelected(null)}>{translate('ra.action.cancel')}</Button>
              </Stack>
            </Stack>
          ) : (
            <ScanBox label={translate('Scan the order number')} onScan={pick} />
          )}
        </CardContent>
      </Card>
      <ScanFeedback outcomes={outcomes} />
      <Card>
        <CardHeader title={translate('Waiting to be weighed')} />
        {queue.error ? (
          <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
        ) : (
          // Cards on a phone (the station's other device), a table on a desk screen.
          <RecordTable
            rows={queue.data}
            rowTestId="weigh-entry"
            rowSx={(entry) => (selected?.id === entry.id ? { bgcolor: 'action.selected' } : {})}
            columns={[
              { header: 'Order', cell: (entry) => entry.order_number },
              {
                header: '',
                align: 'right',
                cell: (entry) => (
                  <Button size="small" onClick={() => setSelected(entry)}>
                    {translate('Weigh')}
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
    <StationShell station="weigh-station" title="Weigh Station">
      <Weigh />
    </StationShell>
  );
}
