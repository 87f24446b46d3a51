import { useTestApp, type TestApp } from './testApp';

/** The header a station sends its shift token in (docs/production.md "Shifts"). */
export const SHIFT = 'X-Station-Shift';

/** A test app for station tests: shifts of 10 hours that end after an idle hour. */
export function useStationTestApp(started: (app: TestApp) => void) {
  return useTestApp(started, { shift: { hours: 10, idleMinutes: 60 } });
}
