/**
 * What a station says about the last scan, the same at every station: the value scanned, what it
 * turned out to be (an item, an order, a parcel, a badge…), whether it was recorded, and why not.
 * A new result replaces the last one — a stale red error never stays under a good scan — and the
 * earlier ones are listed below in plain text. Success and failure each have their colour and
 * their sound (scanSound.ts), so a technician knows without looking at the screen.
 */
import { useCallback, useState } from 'react';
import { Alert, AlertTitle, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { playScanSound } from './scanSound';

/** Whether the scan changed anything on the server. */
export type Recording = 'recorded' | 'not_recorded' | 'already_recorded' | 'queued';

export interface ScanOutcome {
  id: number;
  /** The value as it was scanned or typed. */
  value: string;
  /** What the value was, in words ("Line item", "Order #21005"…); empty when it was not known. */
  what?: string;
  severity: 'success' | 'info' | 'warning' | 'error';
  /** Whether it was recorded; left out for a scan that records nothing by design (picking an order). */
  recording?: Recording;
  text: string;
}

let nextOutcome = 0;
export const scanOutcome = (outcome: Omit<ScanOutcome, 'id'>): ScanOutcome => ({ id: ++nextOutcome, ...outcome });

/** A call that never reached the server (the network is down), as the http client reports it. */
export const isNetworkFailure = (error: unknown) => (error as { status?: number } | null)?.status === 0;

const RECORDING_TEXT: Record<Recording, string> = {
  recorded: 'screens.production.recorded',
  not_recorded: 'screens.production.not_recorded',
  already_recorded: 'screens.production.already_recorded',
  queued: 'screens.production.queued_on_this_device',
};

/**
 * The outcome of a failed call for `value`: an outage says so in words, a refusal gives the
 * server's reason (`reason`, already in the chosen language).
 */
export function useFailureOutcome() {
  const translate = useTranslate();
  return (value: string, error: unknown, reason: string, what?: string): ScanOutcome =>
    scanOutcome({
      value,
      what,
      severity: 'error',
      recording: 'not_recorded',
      text: isNetworkFailure(error)
        ? translate('screens.production.no_connection_to_the_server', {
            value,
            _: `No connection to the server — ${value} was not recorded`,
          })
        : translate('screens.production.value_reason', { value, reason, _: `${value}: ${reason}` }),
    });
}

/** The station's last outcome and the ones before it; `show` replaces the last and sounds. */
export function useScanFeedback(keep = 20) {
  const [outcomes, setOutcomes] = useState<ScanOutcome[]>([]);
  const show = useCallback(
    (outcome: ScanOutcome) => {
      playScanSound(outcome.severity === 'error' ? 'failure' : 'success');
      setOutcomes((list) => [outcome, ...list].slice(0, keep));
    },
    [keep],
  );
  return { outcomes, show };
}

/** The last outcome, large and coloured; the earlier ones below it, plain. */
export function ScanFeedback({ outcomes, testId = 'station-feed' }: { outcomes: ScanOutcome[]; testId?: string }) {
  const translate = useTranslate();
  const [last, ...earlier] = outcomes;
  return (
    <Stack spacing={1} data-testid={testId}>
      <Box role="status" aria-live="polite" aria-atomic>
        {last && (
          <Alert
            key={last.id}
            severity={last.severity}
            variant="filled"
            data-testid="scan-result"
            data-outcome={last.severity === 'error' ? 'failure' : 'success'}
            action={
              last.recording && <Chip size="small" label={translate(RECORDING_TEXT[last.recording])} sx={{ bgcolor: 'background.paper' }} />
            }
          >
            <AlertTitle sx={{ fontFamily: 'monospace' }}>
              {last.value}
              {last.what ? ` · ${last.what}` : ''}
            </AlertTitle>
            {last.text}
          </Alert>
        )}
      </Box>
      {earlier.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={translate('screens.production.earlier_scans')} data-testid="earlier-scans">
          {earlier.map((o) => (
            <Typography component="li" variant="body2" color="text.secondary" key={o.id}>
              {o.value}
              {o.what ? ` · ${o.what}` : ''} — {o.text}
            </Typography>
          ))}
        </Box>
      )}
    </Stack>
  );
}
