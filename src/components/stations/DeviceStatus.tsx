/**
 * The devices of a station, as the station hears them (docs/production.md "Devices"): the scale
 * and the networked scanner each connected (a reading or a heartbeat within 5 s), stale (nothing
 * for 5 s) or offline (nothing for 30 s, or never since the station opened).
 */
import { Chip, Stack } from '@mui/material';
import ScaleIcon from '@mui/icons-material/Scale';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useTranslate } from 'react-admin';
import { useDeviceState, type DeviceState } from './useDeviceReading';

const COLOUR: Record<DeviceState, 'success' | 'warning' | 'default'> = { connected: 'success', stale: 'warning', offline: 'default' };
const TEXT: Record<DeviceState, string> = {
  connected: 'screens.production.connected',
  stale: 'screens.production.stale',
  offline: 'screens.production.offline',
};

function Device({ station, kind }: { station: string; kind: 'weight' | 'scanner' }) {
  const translate = useTranslate();
  const state = useDeviceState(station, kind);
  const name = translate(kind === 'weight' ? 'screens.production.scale' : 'screens.production.scanner');
  return (
    <Chip
      size="small"
      variant={state === 'offline' ? 'outlined' : 'filled'}
      color={COLOUR[state]}
      icon={kind === 'weight' ? <ScaleIcon /> : <QrCodeScannerIcon />}
      label={`${name}: ${translate(TEXT[state])}`}
      data-testid={`device-${kind === 'weight' ? 'scale' : 'scanner'}`}
      data-state={state}
    />
  );
}

export function DeviceStatus({ station, scale }: { station: string; scale: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} aria-label={translate('screens.shell.devices')}>
      {scale && <Device station={station} kind="weight" />}
      <Device station={station} kind="scanner" />
    </Stack>
  );
}
