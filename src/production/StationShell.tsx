/**
 * A production station (docs/requirements/production.md §6: scan, weigh and ship need a signed-in employee; docs/production.md
 * "Shifts"): the employee scans their badge once and the shift holds on this device — across
 * reloads and every station (scanner, weigh, ship, waste) — until they sign out, another badge is
 * scanned, or the server ends it (idle, or the shift's length), which asks for the badge again.
 *
 * Every station takes every code from a keyboard-wedge scanner with no field focused (a document
 * listener, `useWedgeScanner`), from its manual scan field and from a networked scanner: a badge
 * starts or switches the shift anywhere; the station handles its own codes (`useStationScan`) and
 * says of any other code what it is and where it belongs. One feedback per station: a new result
 * replaces the last.
 */
import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import BadgeIcon from '@mui/icons-material/Badge';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import type { Identified, StationEmployee } from '../../providers/methods/production';
import { onShiftChange, readShift } from '../../providers/stationShift';
import { ScanBox } from '../components/stations/ScanBox';
import { ScanFeedback, scanOutcome, useFailureOutcome, useScanFeedback, type ScanOutcome } from '../components/stations/ScanFeedback';
import { useScannerReadings } from '../components/stations/useDeviceReading';
import { useWedgeScanner } from '../components/stations/useWedgeScanner';
import { DeviceStatus } from '../components/stations/DeviceStatus';
import { CameraScanButton } from '../components/stations/camera/CameraScanButton';
import { usePageTitle } from '../layout/pageTitle';
import { useIdentifiedText } from './identified';
import { registerStationWorker } from './serviceWorker';
import { FailedReplays, QueuedCount, useQueueSender, useScanQueue } from './QueuedScans';

export interface StationHandlers {
  /** A scanned code at this station (its own codes; `elsewhere` for the others). */
  onScan: (value: string) => void | Promise<void>;
  /** A bare Enter with nothing focused (e.g. confirm the weight). */
  onEnter?: () => void;
}

interface Station {
  employee: StationEmployee;
  /** Handles a failed station call: a signed-out station asks for the badge again. Answers the message to show. */
  failed: (error: unknown) => string;
  /** The station's feedback: the last outcome first. */
  outcomes: ScanOutcome[];
  show: (outcome: ScanOutcome) => void;
  /** Hands a code to the station as a scan would (the manual scan field). */
  scan: (value: string) => void;
  /** A code that is not this station's own: a badge switches the shift; anything else is said what it is. */
  elsewhere: (value: string, identified?: Identified) => Promise<void>;
  /** The station's handlers, set by the station's screen. */
  handlers: { current: StationHandlers | null };
}

const StationContext = createContext<Station | null>(null);

export const useStation = () => useContext(StationContext)!;

/** Makes `handlers` this station's (the latest render's are used). */
export function useStationScan(handlers: StationHandlers) {
  const station = useStation();
  station.handlers.current = handlers;
}

const LINE_ITEM_LABEL = /^LI-?\d+$/i;

export function StationShell({ station, title, children }: { station: string; title: string; children: ReactNode }) {
  const translate = useTranslate();
  usePageTitle(translate(title));
  const dataProvider = useAppDataProvider();
  const shift = useSyncExternalStore(onShiftChange, readShift);
  const employee = shift?.employee ?? null;
  const { outcomes, show } = useScanFeedback();
  const failure = useFailureOutcome();
  const describe = useIdentifiedText();
  const handlers = useRef<StationHandlers | null>(null);
  // A device used as a station opens offline and can be installed (the stations' service worker).
  useEffect(registerStationWorker, []);
  // The device's queue (scans, weighings, parcels scanned out offline) is sent from any station.
  useQueueSender();
  const queue = useScanQueue();
  // The shift as the server sees it, once per screen: one that ended meanwhile asks for the badge.
  const token = shift?.token;
  useEffect(() => {
    if (token)
      Promise.resolve()
        .then(() => dataProvider.stationShift())
        .catch(() => undefined);
  }, [token, dataProvider]);

  const signIn = async (badge: string) => {
    try {
      const found = await dataProvider.stationSignIn(badge);
      show(
        scanOutcome({
          value: badge,
          what: translate('screens.production.badge'),
          severity: 'success',
          text: translate('screens.production.shift_of_name', { name: found.name, _: `Shift of ${found.name}` }),
        }),
      );
    } catch (e) {
      show(failure(badge, e, translate((e as Error).message), translate('screens.production.badge')));
    }
  };
  const failed = (e: unknown) => translate((e as Error).message || 'production.stations.scan_failed');
  const elsewhere = async (value: string, known?: Identified) => {
    try {
      const identified = known ?? (await dataProvider.identifyScan(value));
      if (identified.kind === 'badge') return void (await signIn(value));
      const { what, text } = describe(identified);
      show(scanOutcome({ value, what, severity: 'error', recording: 'not_recorded', text }));
    } catch (e) {
      show(failure(value, e, failed(e)));
    }
  };
  const scan = (value: string) => {
    if (!readShift()) {
      if (LINE_ITEM_LABEL.test(value) || value.startsWith('#'))
        return show(
          scanOutcome({ value, severity: 'error', recording: 'not_recorded', text: translate('screens.production.scan_your_badge_first') }),
        );
      return void signIn(value);
    }
    if (handlers.current) void handlers.current.onScan(value);
    else void elsewhere(value);
  };
  useWedgeScanner(scan, { onEnter: () => handlers.current?.onEnter?.() });
  // A networked scanner at the station (a device bridge) scans the same way as the keyboard.
  useScannerReadings(station, scan);

  if (!employee)
    return (
      <Card sx={{ mt: 2, maxWidth: 520 }}>
        <CardHeader
          avatar={<BadgeIcon />}
          title={translate(title)}
          subheader={translate('screens.production.scan_your_badge_to_start_your')}
        />
        <CardContent>
          <ScanBox label={translate('screens.production.badge')} onScan={scan} autoFocus={false} />
          <CameraScanButton onScan={scan} />
          <Box sx={{ mt: 2 }}>
            <ScanFeedback outcomes={outcomes} testId="badge-feedback" />
          </Box>
        </CardContent>
      </Card>
    );
  return (
    <StationContext.Provider value={{ employee, failed, outcomes, show, scan, elsewhere, handlers }}>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <QueuedCount queue={queue} />
            <DeviceStatus station={station} scale={station !== 'scanner'} />
            <CameraScanButton onScan={scan} />
            <BadgeIcon color="action" />
            <Typography data-testid="station-employee">{employee.name}</Typography>
            <Button size="small" onClick={() => void dataProvider.stationSignOut()}>
              {translate('screens.production.end_my_shift')}
            </Button>
          </Stack>
        </Stack>
        <FailedReplays queue={queue} />
        {children}
      </Stack>
    </StationContext.Provider>
  );
}
