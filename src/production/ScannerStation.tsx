/**
 * /production/scanner: scan printed line items (their `LI-…` label), tools and boxes with a
 * keyboard-wedge scanner — nothing to click or focus before a scan — or a networked one through the device websocket. Each scan's outcome shows at once; when an
 * order's last item is scanned, the order goes to the weigh station. "Flag an issue" records a
 * damaged, misprinted… item with a reason and a note (src/production/Issues.tsx).
 */
import { useState } from 'react';
import { Button, Card, CardContent, FormControlLabel, Stack, Switch } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { ScanBox } from '../components/stations/ScanBox';
import type { ScanResult } from '../../providers/methods/production';
import { newScanKey, sendOrQueue } from '../../providers/scanQueue';
import { readShift } from '../../providers/stationShift';
import { ScanFeedback, scanOutcome, useFailureOutcome } from '../components/stations/ScanFeedback';
import { useQueuedOutcome, useReplayFeedback } from './QueuedScans';
import { StationShell, useStation, useStationScan } from './StationShell';
import { FlagIssueDialog } from './Issues';

/** The scanner's own codes: item labels, tool and box codes, waste. */
const SCANNER_CODE = /^(LI-?\d+|#[a-z0-9-]+#)$/i;
const LINE_ITEM = /^LI-?\d+$/i;

function Scanner() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { employee, failed, outcomes, show, scan: dispatch, elsewhere } = useStation();
  const failure = useFailureOutcome();
  const [unscan, setUnscan] = useState(false);
  /** What the server answered for `value`; `replayed`: a queued scan recorded now. */
  // The item last scanned is the one "Flag an issue" offers (any other label may be typed).
  const [lastItem, setLastItem] = useState('');
  const [flagging, setFlagging] = useState(false);
  const answered = (value: string, r: ScanResult, replayed = false) => {
    if (r.line_item) setLastItem(`LI-${r.line_item.id}`);
    if (r.kind !== 'line_item')
      return show(
        scanOutcome({
          value,
          what: translate(r.kind === 'waste' ? 'screens.production.waste_code' : 'screens.production.tool_or_box'),
          severity: 'info',
          text: translate('screens.production.value_scanned', { value: r.value, _: `${r.value} scanned` }),
        }),
      );
    const progress = `${r.order!.order_number} · ${r.order!.scanned}/${r.order!.total}`;
    const what = translate('screens.production.line_item_of_order_number', {
      number: r.order!.order_number,
      _: `Line item of order ${r.order!.order_number}`,
    });
    const item = { value, what };
    const from = replayed ? `${translate('screens.production.from_the_queue')}: ` : '';
    if (r.status === 'already_scanned')
      return show(
        scanOutcome({
          ...item,
          severity: 'warning',
          recording: 'already_recorded',
          text: `${from}${r.line_item!.design_name}: ${translate('screens.production.already_scanned')} (${progress})`,
        }),
      );
    if (r.status === 'unscanned')
      return show(
        scanOutcome({
          ...item,
          severity: 'info',
          recording: 'recorded',
          text: `${from}${r.line_item!.design_name}: ${translate('screens.production.scan_taken_back')} (${progress})`,
        }),
      );
    const complete = r.weigh_queue
      ? ` — ${translate('screens.production.order_number_is_complete_to_the', {
          number: r.order!.order_number,
          _: `Order ${r.order!.order_number} is complete: to the weigh station`,
        })}`
      : '';
    show(
      scanOutcome({
        ...item,
        severity: 'success',
        recording: 'recorded',
        text: `${from}${r.line_item!.design_name} ${translate('screens.production.scanned')} (${progress})${complete}`,
      }),
    );
  };
  useReplayFeedback(show, { scan: (scan, result: ScanResult) => answered(scan.value, result, true) });
  const queuedOutcome = useQueuedOutcome();
  const queued = (value: string) => show(queuedOutcome(value));

  const scan = async (value: string) => {
    if (!SCANNER_CODE.test(value)) return elsewhere(value);
    // An item's scan is kept on the device when the server cannot be reached, and sent in turn.
    if (LINE_ITEM.test(value)) {
      const taken = {
        key: newScanKey(),
        value,
        unscan,
        employeeId: employee.id,
        shift: readShift()?.token ?? null,
        scanned_at: new Date().toISOString(),
      };
      try {
        const sent = await sendOrQueue(taken, () =>
          dataProvider.scanItem(value, employee.id, unscan, { key: taken.key, scanned_at: taken.scanned_at }),
        );
        return sent.queued ? queued(value) : answered(value, sent.result);
      } catch (e) {
        return show(failure(value, e, failed(e)));
      }
    }
    try {
      answered(value, await dataProvider.scanItem(value, employee.id, unscan));
    } catch (e) {
      show(failure(value, e, failed(e)));
    }
  };
  useStationScan({ onScan: scan });
  return (
    <>
      <Card>
        <CardContent>
          <ScanBox label={translate('screens.production.scan_a_line_item_a_tool_or_a_box')} onScan={dispatch} autoFocus={false} />
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <FormControlLabel
              control={<Switch checked={unscan} onChange={(e) => setUnscan(e.target.checked)} />}
              label={translate('screens.production.take_a_scan_back')}
            />
            <Button color="warning" startIcon={<ReportProblemIcon />} onClick={() => setFlagging(true)}>
              {translate('screens.production.flag_an_issue')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <ScanFeedback outcomes={outcomes} />
      {flagging && (
        <FlagIssueDialog
          itemLabel={lastItem}
          employeeId={employee.id}
          onClose={() => setFlagging(false)}
          onFlagged={(text) =>
            show(
              scanOutcome({
                value: text.split(' ')[0],
                what: translate('screens.production.line_item_issue'),
                severity: 'warning',
                recording: 'recorded',
                text,
              }),
            )
          }
        />
      )}
    </>
  );
}

export default function ScannerStation() {
  return (
    <StationShell station="scanner" title="screens.production.scanner">
      <Scanner />
    </StationShell>
  );
}
