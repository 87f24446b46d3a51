/**
 * A production station (docs/requirements/production.md §6: scan, weigh and ship need a signed-in employee): the employee
 * scans their badge first; the station then works as them until they sign out, or until the
 * server says the station is signed out (`employee_required`), which asks for the badge again.
 * The employee is kept per station in this browser tab.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import BadgeIcon from '@mui/icons-material/Badge';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import type { StationEmployee } from '../../providers/methods/production';
import { ScanBox } from '../components/stations/ScanBox';
import { ScanFeedback, scanOutcome, useFailureOutcome, useScanFeedback } from '../components/stations/ScanFeedback';
import { usePageTitle } from '../layout/pageTitle';

interface Station {
  employee: StationEmployee;
  /** Handles a failed station call: a signed-out station asks for the badge again. Answers the message to show. */
  failed: (error: unknown) => string;
}

const StationContext = createContext<Station | null>(null);

export const useStation = () => useContext(StationContext)!;

export function StationShell({ station, title, children }: { station: string; title: string; children: ReactNode }) {
  const translate = useTranslate();
  usePageTitle(translate(title));
  const dataProvider = useAppDataProvider();
  const key = `station-employee:${station}`;
  const [employee, setEmployee] = useState<StationEmployee | null>(() => JSON.parse(sessionStorage.getItem(key) ?? 'null'));
  const badgeFeedback = useScanFeedback(1);
  const failure = useFailureOutcome();
  const signOut = () => {
    sessionStorage.removeItem(key);
    setEmployee(null);
  };
  const signIn = async (badge: string) => {
    try {
      const found = await dataProvider.stationSignIn(badge);
      sessionStorage.setItem(key, JSON.stringify(found));
      setEmployee(found);
      badgeFeedback.show(scanOutcome({ value: badge, what: translate('Badge'), severity: 'success', text: found.name }));
    } catch (e) {
      badgeFeedback.show(failure(badge, e, translate((e as Error).message), translate('Badge')));
    }
  };
  const failed = (e: unknown) => {
    if ((e as { body?: { code?: string } }).body?.code === 'employee_required') signOut();
    return translate((e as Error).message || 'Scan failed. Please try again.');
  };
  if (!employee)
    return (
      <Card sx={{ mt: 2, maxWidth: 520 }}>
        <CardHeader avatar={<BadgeIcon />} title={translate(title)} subheader={translate('Scan your badge to work at this station.')} />
        <CardContent>
          <ScanBox label={translate('Badge')} onScan={signIn} />
          <Box sx={{ mt: 2 }}>
            <ScanFeedback outcomes={badgeFeedback.outcomes} testId="badge-feedback" />
          </Box>
        </CardContent>
      </Card>
    );
  return (
    <StationContext.Provider value={{ employee, failed }}>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <BadgeIcon color="action" />
            <Typography data-testid="station-employee">{employee.name}</Typography>
            <Button size="small" onClick={signOut}>
              {translate('Sign out of the station')}
            </Button>
          </Stack>
        </Stack>
        {children}
      </Stack>
    </StationContext.Provider>
  );
}
