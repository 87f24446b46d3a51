/**
 * The scanner's offline queue on screen (docs/production.md "Offline scans"): "Queued (n)" while
 * scans wait on the device for the network, and each scan the server refused on replay (the item
 * was cancelled meanwhile…) with its reason, until the technician has seen it.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Button, Chip, Stack } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { useTranslate } from 'react-admin';
import { dismissFailed, onQueueChange, onReplayed, queueState, type QueueState, type Replayed } from '../../providers/scanQueue';

export function useScanQueue(): QueueState {
  const [state, setState] = useState(queueState);
  useEffect(() => onQueueChange(setState), []);
  return state;
}

/** Calls the latest `listener` with each replayed scan. */
export function useReplayed(listener: (replayed: Replayed) => void) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onReplayed((r) => latest.current(r)), []);
}

export function QueuedCount({ queue }: { queue: QueueState }) {
  const translate = useTranslate();
  if (!queue.queued)
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CloudDoneIcon />}
        label={translate('Nothing queued')}
        data-testid="scan-queue"
        data-queued={0}
      />
    );
  return (
    <Chip
      size="small"
      color="warning"
      icon={<CloudOffIcon />}
      label={translate('Queued (%{count})', { count: queue.queued, _: `Queued (${queue.queued})` })}
      data-testid="scan-queue"
      data-queued={queue.queued}
      title={translate('Scans kept on this device, recorded in turn when the server can be reached')}
    />
  );
}

export function FailedReplays({ queue }: { queue: QueueState }) {
  const translate = useTranslate();
  if (!queue.failed.length) return null;
  return (
    <Stack spacing={1} data-testid="failed-replays">
      {queue.failed.map((scan) => (
        <Alert
          key={scan.seq}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dismissFailed(scan.seq!)}>
              {translate('Dismiss')}
            </Button>
          }
        >
          <AlertTitle sx={{ fontFamily: 'monospace' }}>
            {scan.value} · {translate('Queued scan refused')} · {new Date(scan.scanned_at).toLocaleTimeString()}
          </AlertTitle>
          {translate(scan.reason ?? '')}
        </Alert>
      ))}
    </Stack>
  );
}
