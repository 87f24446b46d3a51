/**
 * The stations' offline queue on screen (docs/production.md "Offline scans"): "Queued (n)" while
 * scans, weighings and parcel scans wait on the device for the network, and each one the server
 * refused on replay (the item or order was cancelled meanwhile, a weight out of range…) with its
 * reason, until the technician has seen it. Every station sends the queue (whatever station took
 * each action) and says what each replayed action did.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Button, Chip, Stack } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import type { ScanResult, Shipped, Weighed } from '../../providers/methods/production';
import {
  dismissFailed,
  kindOf,
  onQueueChange,
  onReplayed,
  queueState,
  setScanSender,
  type QueuedScan,
  type QueueState,
  type Replayed,
} from '../../providers/scanQueue';
import { scanOutcome, type ScanOutcome } from '../components/stations/ScanFeedback';
import { useFormat } from '../framework/format';

export function useScanQueue(): QueueState {
  const [state, setState] = useState(queueState);
  useEffect(() => onQueueChange(setState), []);
  return state;
}

const onOnlineChange = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser has a network now (the `online` and `offline` events). */
export const useOnline = () => useSyncExternalStore(onOnlineChange, () => navigator.onLine);

/** Queued actions are sent as they were taken — their key, time and shift — by the call of their kind. */
export function useQueueSender() {
  const dataProvider = useAppDataProvider();
  useEffect(
    () =>
      setScanSender((q) => {
        const taken = { key: q.key, scanned_at: q.scanned_at, shift: q.shift };
        const kind = kindOf(q);
        if (kind === 'weigh')
          return dataProvider.weighParcel({ ...q.weigh!, employeeId: q.employeeId }, q.weigh!.printer_id ?? undefined, taken);
        if (kind === 'ship') return dataProvider.shipParcel(q.value, q.employeeId, taken);
        return dataProvider.scanItem(q.value, q.employeeId, q.unscan ?? false, taken);
      }),
    [dataProvider],
  );
}

/** A queued action in words: the code scanned, or the order weighed with its weight. */
export function useQueuedText() {
  const format = useFormat();
  return useCallback(
    (scan: Pick<QueuedScan, 'value' | 'weigh'>) =>
      scan.weigh ? `${scan.value} · ${format.weight(scan.weigh.weight_pounds, scan.weigh.weight_ounces)}` : scan.value,
    [format],
  );
}

/** What each station does with the server's answer to its own replayed actions (the answer's type by action). */
interface ReplayHandlers {
  scan?: (scan: QueuedScan, result: ScanResult) => void;
  weigh?: (scan: QueuedScan, result: Weighed) => void;
  ship?: (scan: QueuedScan, result: Shipped) => void;
}

/**
 * Shows each replayed action at the station: `own` says what the station's own kinds did (with the
 * server's answer); any other kind is said in short. A refusal gives the server's reason.
 */
export function useReplayFeedback(show: (outcome: ScanOutcome) => void, own: ReplayHandlers) {
  const translate = useTranslate();
  const queuedText = useQueuedText();
  const latest = useRef(own);
  latest.current = own;
  useEffect(
    () =>
      onReplayed((replayed: Replayed) => {
        const { scan } = replayed;
        if ('result' in replayed) {
          // The server's answer to the action of this kind (providers/scanQueue.ts replays each with its own sender).
          const mine = latest.current[kindOf(scan)] as ((scan: QueuedScan, result: unknown) => void) | undefined;
          if (mine) return mine(scan, replayed.result);
          return show(
            scanOutcome({
              value: scan.value,
              severity: 'success',
              recording: 'recorded',
              text: `${translate('screens.production.from_the_queue')}: ${queuedText(scan)}`,
            }),
          );
        }
        show(
          scanOutcome({
            value: scan.value,
            severity: 'error',
            recording: 'not_recorded',
            text: translate('screens.production.queued_scan_refused_reason', {
              reason: translate(replayed.error),
              _: `Queued scan refused: ${replayed.error}`,
            }),
          }),
        );
      }),
    [show, translate, queuedText],
  );
}

/** What a station says of an action kept on the device: `text`, else that it will be recorded when the network returns. */
export function useQueuedOutcome() {
  const translate = useTranslate();
  return (value: string, text?: string) =>
    scanOutcome({
      value,
      severity: 'info',
      recording: 'queued',
      text:
        text ??
        translate('screens.production.no_connection_value_is_kept_on_2', {
          value,
          _: `No connection: ${value} is kept on this device and will be recorded when the network returns`,
        }),
    });
}

export function QueuedCount({ queue }: { queue: QueueState }) {
  const translate = useTranslate();
  if (!queue.queued)
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CloudDoneIcon />}
        label={translate('screens.production.nothing_queued')}
        data-testid="scan-queue"
        data-queued={0}
      />
    );
  return (
    <Chip
      size="small"
      color="warning"
      icon={<CloudOffIcon />}
      label={translate('screens.production.queued_count', { count: queue.queued, _: `Queued (${queue.queued})` })}
      data-testid="scan-queue"
      data-queued={queue.queued}
      title={translate('screens.production.scans_kept_on_this_device')}
    />
  );
}

export function FailedReplays({ queue }: { queue: QueueState }) {
  const translate = useTranslate();
  const format = useFormat();
  const queuedText = useQueuedText();
  if (!queue.failed.length) return null;
  return (
    <Stack spacing={1} data-testid="failed-replays">
      {queue.failed.map((scan) => (
        <Alert
          key={scan.seq}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dismissFailed(scan.seq!)}>
              {translate('screens.orders.dismiss')}
            </Button>
          }
        >
          <AlertTitle sx={{ fontFamily: 'monospace' }}>
            {queuedText(scan)} · {translate('screens.production.queued_scan_refused')} · {format.time(scan.scanned_at)}
          </AlertTitle>
          {translate(scan.reason ?? '')}
        </Alert>
      ))}
    </Stack>
  );
}
