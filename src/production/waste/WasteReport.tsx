/**
 * The waste report (`GET waste-tracking/report`, docs/requirements/production.md §9): over a date range (the last 30 days
 * to start with), grouped by the sort key — material by default, or category, or employee — each
 * group with its entries and total, the grand total, and the CSV of it.
 */
import { Fragment, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DateRangeFields } from '../../components/DateRangeFields';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { WASTE_SORT_KEYS } from '../../../resources/production/schemas';
import { useCategoryWords } from './categoryWords';
import { LoadError } from '../../components/LoadError';
import { usePageQuery } from '../../framework/pageData';
import { downloadWasteCsv } from './wasteCsv';
import { useFormat } from '../../framework/format';

/** A day as YYYY-MM-DD in this browser's time zone. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** A local day's first and last moment, as the server reads dates. */
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOf = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

const SORT_LABELS: Record<(typeof WASTE_SORT_KEYS)[number], string> = {
  material: 'screens.orders.material',
  category: 'screens.shell.category',
  employee: 'screens.production.employee',
};

/** Pounds and ounces added up, carried over 16 ounces. */
function total(weights: Array<{ weight_pounds: number; weight_ounces: number }>) {
  const ounces = weights.reduce((s, w) => s + w.weight_pounds * 16 + w.weight_ounces, 0);
  const pounds = Math.floor(ounces / 16);
  return { weight_pounds: pounds, weight_ounces: Math.round((ounces - pounds * 16) * 100) / 100 };
}

export function WasteReport() {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useAppDataProvider();
  const [from, setFrom] = useState(() => dayOf(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => dayOf(new Date()));
  const [sortKey, setSortKey] = useState<(typeof WASTE_SORT_KEYS)[number]>('material');
  // Categories in words: the groups when grouped by category, the entries when grouped by material.
  const categoryWords = useCategoryWords();
  const groupWords = (text: string) => (sortKey === 'category' ? categoryWords(text) : text);
  const entryWords = (text: string) => (sortKey === 'material' ? categoryWords(text) : text);
  const valid = !!from && !!to && from <= to;
  const report = usePageQuery(
    ['production', 'waste-report', from, to, sortKey],
    () => dataProvider.wasteReport(startOf(from), endOf(to), sortKey),
    valid,
  );
  const weight = (w: { weight_pounds: number; weight_ounces: number }) => format.weight(w.weight_pounds, w.weight_ounces);
  const grand = report.data ? total(report.data.categories) : null;
  const exportCsv = () =>
    downloadWasteCsv(
      report.data!,
      {
        group: translate(SORT_LABELS[sortKey]),
        entry: translate(sortKey === 'material' ? 'screens.shell.category' : 'screens.orders.material'),
        pounds: translate('screens.production.pounds'),
        ounces: translate('screens.production.ounces'),
      },
      `waste-${from}-${to}`,
      { group: groupWords, entry: entryWords },
    );
  return (
    <Card>
      <CardHeader
        title={translate('screens.production.waste_report')}
        action={
          <Button startIcon={<DownloadIcon />} onClick={exportCsv} disabled={!report.data?.categories.length}>
            {translate('ra.action.export')}
          </Button>
        }
      />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} invalid={!valid} />
          <TextField
            select
            label={translate('screens.production.group_by')}
            value={sortKey}
            onChange={(e) => setSortKey(e.target.value as typeof sortKey)}
            sx={{ minWidth: 180 }}
          >
            {WASTE_SORT_KEYS.map((key) => (
              <MenuItem key={key} value={key}>
                {translate(SORT_LABELS[key])}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
      {report.error && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      {valid && report.isPending && <LinearProgress />}
      {report.data && !report.data.categories.length && (
        <Alert severity="info" sx={{ m: 2 }}>
          {translate('screens.production.no_waste_was_recorded_in_these')}
        </Alert>
      )}
      {report.data && report.data.categories.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="waste-report">
            <TableHead>
              <TableRow>
                <TableCell>{translate(SORT_LABELS[sortKey])}</TableCell>
                <TableCell>{translate(sortKey === 'material' ? 'screens.shell.category' : 'screens.orders.material')}</TableCell>
                <TableCell align="right">{translate('screens.production.weight')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.data.categories.map((category) => (
                <Fragment key={category.title}>
                  <TableRow data-testid="waste-category" sx={{ bgcolor: 'action.hover' }}>
                    <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                      {groupWords(category.title)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {weight(category)}
                    </TableCell>
                  </TableRow>
                  {category.entries.map((entry) => (
                    <TableRow key={entry.subtitle} data-testid="waste-entry">
                      <TableCell />
                      <TableCell>{entryWords(entry.subtitle)}</TableCell>
                      <TableCell align="right">{weight(entry)}</TableCell>
                    </TableRow>
                  ))}
                </Fragment>
              ))}
              <TableRow data-testid="waste-total">
                <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                  {translate('screens.orders.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {weight(grand!)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
