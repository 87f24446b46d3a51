/**
 * Device readings of a production station over the live websocket (docs/requirements/production.md §7 Device websocket):
 * a scale's weight (`device.weight`) and a networked barcode scanner's scans (`device.scanner`),
 * from a bridge on the floor or `npm run devices` (scripts/devices.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { subscribeLive } from '../../../providers/liveEvents';

export interface ScaleReading {
  pounds: number;
  ounces: number;
  /** The scale has settled: the weight no longer moves. */
  stable: boolean;
  at: number;
}

/** Reads `{pounds, ounces, stable}` or `{weight_ounces, stable}` into pounds and ounces. */
export function readWeight(value: unknown): Omit<ScaleReading, 'at'> | null {
  if (!value || typeof value !== 'object') return null;
  const reading = value as { weight_ounces?: unknown; pounds?: unknown; ounces?: unknown; stable?: unknown };
  const total =
    typeof reading.weight_ounces === 'number'
      ? reading.weight_ounces
      : typeof reading.pounds === 'number'
        ? reading.pounds * 16 + (Number(reading.ounces) || 0)
        : NaN;
  if (!Number.isFinite(total) || total < 0 || total > 150 * 16) return null;
  const pounds = Math.floor(total / 16);
  return { pounds, ounces: Math.round((total - pounds * 16) * 100) / 100, stable: reading.stable !== false };
}

/** The latest weight of the scale at `station`, or null before the first reading. */
export function useScale(station: string): ScaleReading | null {
  const [reading, setReading] = useState<ScaleReading | null>(null);
  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.topic !== 'device.weight' || event.data?.station !== station) return;
        const weight = readWeight(event.data.reading);
        if (weight) setReading({ ...weight, at: Date.now() });
      }),
    [station],
  );
  return reading;
}

/** Calls `onScan` with each value the networked scanner at `station` reads. */
export function useScannerReadings(station: string, onScan: (value: string) => void) {
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.topic !== 'device.scanner' || event.data?.station !== station) return;
        const reading = event.data.reading;
        // A scan's text, or `{value}`.
        const value = typeof reading === 'string' ? reading : (reading as { value?: unknown } | null | undefined)?.value;
        if (typeof value === 'string' && value.trim()) handler.current(value.trim());
      }),
    [station],
  );
}

/** A device's state at a station (docs/production.md "Devices"). */
export type DeviceState = 'connected' | 'stale' | 'offline';
/** Without a reading or a heartbeat for this long, a device is stale… */
export const DEVICE_STALE_MS = 5_000;
/** …and offline after this long (or when none has been heard since the station opened). */
export const DEVICE_OFFLINE_MS = 30_000;

export const deviceState = (lastAt: number | null, now: number): DeviceState =>
  lastAt === null || now - lastAt > DEVICE_OFFLINE_MS ? 'offline' : now - lastAt > DEVICE_STALE_MS ? 'stale' : 'connected';

/** Whether the `kind` device (`weight`: the scale, `scanner`) at `station` is heard from: any reading or heartbeat counts. */
export function useDeviceState(station: string, kind: 'weight' | 'scanner'): DeviceState {
  const [lastAt, setLastAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const topic = `device.${kind}` as const;
    return subscribeLive((event) => {
      if (event.topic === topic && event.data.station === station) setLastAt(Date.now());
    });
  }, [station, kind]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return deviceState(lastAt, Math.max(now, lastAt ?? 0));
}
