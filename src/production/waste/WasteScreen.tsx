/**
 * /waste-tracking: record waste at the floor (the employee signs in with their badge, as at the
 * other stations) and the waste report over a date range, grouped by material, category or
 * employee (docs/requirements/production.md §9), with its totals and a CSV export.
 */
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../layout/pageTitle';
import { StationShell } from '../StationShell';
import { RecordWaste } from './RecordWaste';
import { WasteReport } from './WasteReport';

export default function WasteScreen() {
  const translate = useTranslate();
  usePageTitle(translate('screens.production.waste_tracking'));
  return (
    <Stack spacing={2}>
      <StationShell station="waste" title="screens.production.record_waste">
        <RecordWaste />
      </StationShell>
      <WasteReport />
    </Stack>
  );
}
