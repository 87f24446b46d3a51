/**
 * /analytics (docs/requirements/analytics.md §7 Analytics; docs/requirements/analytics.md §3: fulfilment time is order created → shipped): for a
 * date range, a brand (staff pick one or all) and a design, the average fulfilment time per day,
 * the orders per status and the stations' throughput per day (scans, weighs, ships), drawn with
 * MUI X Charts. Each chart loads, fails and retries on its own.
 */
import { useState, type ReactNode } from 'react';
import { Card, CardContent, Grid, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useGetList, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { AnalyticsFilters } from '../../../providers/methods/production';
import { LoadError } from '../../components/LoadError';
import { useChoiceLabel } from '../../framework/fieldViews';
import { usePageQuery } from '../../framework/pageData';
import { dateFormat } from '../../framework/format';
import { usePageTitle } from '../../layout/pageTitle';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FIELD_MESSAGES } from '../../../resources/i18n/areas/system';

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The charts' margins, and axes sized to their tick labels ('auto': measured), so that no label
 * (a long status in French, a four-digit count) is cut; room on the right for the last day's label.
 */
const MARGIN = { left: 0, right: 36, top: 8, bottom: 0 };
const Y_AXIS = { width: 'auto' } as const;
/** A day axis: the labels that fit with a clear gap between them (the default 4 px let "9 nov. 14 nov." touch). */
const DAY_AXIS = { height: 'auto', tickLabelMinGap: 16 } as const;

/**
 * One chart in its card, on its own: its title, a summary of its data, a skeleton while it loads,
 * its failure with Retry, "Nothing in these days." for an empty range, else the chart.
 */
function ChartCard<T>({
  title,
  summary,
  query,
  isEmpty,
  testId,
  wide,
  children,
}: {
  title: string;
  summary: (data: T) => ReactNode;
  query: { error: unknown; refetch: () => unknown; data?: T };
  isEmpty: (data: T) => boolean;
  testId: string;
  /** The whole row, not half of it on large screens. */
  wide?: boolean;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  const data = query.data;
  return (
    <Grid size={wide ? 12 : { xs: 12, lg: 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="overline" color="text.secondary" component="h2">
            {title}
          </Typography>
          {data !== undefined && <Typography variant="h6">{summary(data)}</Typography>}
          {query.error ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          ) : data === undefined ? (
            <Skeleton variant="rectangular" height={240} />
          ) : isEmpty(data) ? (
            <Typography color="text.secondary">{translate('screens.production.nothing_in_these_days')}</Typography>
          ) : (
            <div data-testid={testId}>{children(data)}</div>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}

export default function AnalyticsScreen() {
  const translate = useTranslate();
  usePageTitle(translate('screens.production.analytics'));
  const dataProvider = useAppDataProvider();
  const status = useChoiceLabel();
  const [from, setFrom] = useState(() => dayOf(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => dayOf(new Date()));
  const [brandId, setBrandId] = useState<number | ''>('');
  const [designId, setDesignId] = useState('');
  const brands = useGetList('brands', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const valid = !!from && !!to && from <= to && (designId === '' || /^[1-9]\d{0,8}$/.test(designId));
  const filters: AnalyticsFilters = {
    // Only whole days are asked for: an emptied field (valid is false) asks nothing and must not throw.
    startDate: valid ? new Date(`${from}T00:00:00`).toISOString() : '',
    endDate: valid ? new Date(`${to}T23:59:59.999`).toISOString() : '',
    brandId: brandId || undefined,
    designId: designId ? Number(designId) : undefined,
  };
  const key = ['production', 'analytics', from, to, brandId, designId];
  const fulfilment = usePageQuery([...key, 'fulfilment'], () => dataProvider.fulfillmentTime(filters), valid);
  const byStatus = usePageQuery([...key, 'status'], () => dataProvider.ordersByStatus(filters), valid);
  const throughput = usePageQuery([...key, 'throughput'], () => dataProvider.stationThroughput(filters), valid);
  const tag = translate('app.locale', { _: 'en-US' });
  const day = (value: string) =>
    dateFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
            <TextField
              select
              label={translate('screens.shell.brand')}
              value={brandId}
              onChange={(e) => setBrandId(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{translate('screens.production.all_brands')}</MenuItem>
              {(brands.data ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('screens.production.design_number')}
              value={designId}
              onChange={(e) => setDesignId(e.target.value.trim())}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={designId !== '' && !/^[1-9]\d{0,8}$/.test(designId)}
              helperText={designId !== '' && !/^[1-9]\d{0,8}$/.test(designId) ? translate(FIELD_MESSAGES.key('integer')) : undefined}
            />
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        <ChartCard
          title={translate('screens.production.fulfilment_time_hours_order')}
          summary={(data) =>
            data.average_hours === null
              ? translate('screens.production.no_order_shipped_in_these_days')
              : translate('screens.production.hours_h_on_average_over_count', { hours: data.average_hours, count: data.orders })
          }
          query={fulfilment}
          isEmpty={(data) => !data.by_day.length}
          testId="chart-fulfilment"
        >
          {(data) => (
            <LineChart
              height={240}
              xAxis={[{ scaleType: 'point', data: data.by_day.map((d) => day(d.day)), ...DAY_AXIS }]}
              yAxis={[Y_AXIS]}
              series={[{ data: data.by_day.map((d) => d.average_hours), label: translate('screens.production.hours'), area: true }]}
              hideLegend
              margin={MARGIN}
            />
          )}
        </ChartCard>
        <ChartCard
          title={translate('screens.production.orders_per_status')}
          summary={(data) => translate('screens.production.count_orders', { count: data.orders, _: `${data.orders} orders` })}
          query={byStatus}
          isEmpty={(data) => !data.by_status.length}
          testId="chart-status"
        >
          {(data) => (
            <BarChart
              height={240}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: data.by_status.map((s) => status('status', s.status, 'orders')), ...Y_AXIS }]}
              xAxis={[{ height: 'auto' }]}
              series={[{ data: data.by_status.map((s) => s.orders), label: translate('screens.orders.orders') }]}
              hideLegend
              margin={MARGIN}
            />
          )}
        </ChartCard>
        <ChartCard
          title={translate('screens.production.throughput_per_station')}
          summary={(data) =>
            translate('screens.production.scans_scanned_weighs_weighed', {
              scans: data.scans,
              weighs: data.weighs,
              ships: data.ships,
            })
          }
          query={throughput}
          isEmpty={(data) => !data.by_day.length}
          testId="chart-throughput"
          wide
        >
          {(data) => (
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: data.by_day.map((d) => day(d.day)), ...DAY_AXIS }]}
              yAxis={[Y_AXIS]}
              series={[
                { data: data.by_day.map((d) => d.scans), label: translate('screens.production.scanner') },
                { data: data.by_day.map((d) => d.weighs), label: translate('screens.production.weigh_station') },
                { data: data.by_day.map((d) => d.ships), label: translate('screens.production.ship_station') },
              ]}
              margin={MARGIN}
            />
          )}
        </ChartCard>
      </Grid>
    </Stack>
  );
}
