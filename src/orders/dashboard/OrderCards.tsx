/**
 * The orders' home dashboard cards (everybody, within their brand): today's orders with the
 * failed imports, orders by status, and the last 30 days as a bar chart (MUI X Charts). One
 * summary request (`GET orders/summary`) feeds all three.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { ORDER_STATUSES } from '../../../resources/orders/status';
import { LoadError } from '../../components/LoadError';
import { StatCard } from '../../components/StatCard';
import { usePageQuery } from '../../framework/pageData';
import { dateFormat } from '../../framework/format';
import { StatusChip } from '../../components/StatusChip';

function useSummary() {
  const dataProvider = useAppDataProvider();
  return usePageQuery(['orders', 'summary'], () => dataProvider.orderSummary());
}

export function OrdersTodayCard() {
  const translate = useTranslate();
  const { data, error } = useSummary();
  return (
    <StatCard
      title="screens.orders.orders_today"
      value={error ? '–' : data?.today}
      detail={
        data && (
          <Chip
            component={RouterLink}
            to="/orders/failed"
            clickable
            size="small"
            color={data.failed_queue ? 'error' : 'default'}
            label={translate('screens.orders.count_failed_imports', { count: data.failed_queue, _: `${data.failed_queue} failed imports` })}
          />
        )
      }
      to="/orders"
    />
  );
}

export function OrdersByStatusCard() {
  const translate = useTranslate();
  const { data, error, refetch } = useSummary();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('screens.orders.orders_by_status')}
        </Typography>
        {error && <LoadError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <Skeleton height={80} />}
        {data && (
          <Stack spacing={0.75} sx={{ mt: 1 }} data-testid="orders-by-status">
            {ORDER_STATUSES.map((status) => (
              <Stack
                key={status}
                direction="row"
                justifyContent="space-between"
                alignItems="center"
                component={RouterLink}
                to={`/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`}
                sx={{ color: 'inherit', textDecoration: 'none' }}
              >
                <StatusChip resource="orders" value={status} />
                <Typography variant="body2">{data.by_status[status] ?? 0}</Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export function OrdersChartCard() {
  const translate = useTranslate();
  const { data, error, refetch } = useSummary();
  const tag = translate('app.locale', { _: 'en-US' });
  const day = (value: string) => dateFormat(tag, { day: 'numeric', month: 'short' }).format(new Date(`${value}T00:00:00`));
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('screens.orders.orders_last_30_days')}
        </Typography>
        {error && <LoadError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <Skeleton variant="rectangular" height={220} />}
        {data && (
          <BarChart
            height={220}
            // Labels the chart measures, as many as fit with a clear gap ("9 nov." and "14 nov." touched at 375 px).
            xAxis={[{ scaleType: 'band', data: data.per_day.map((d) => day(d.day)), tickLabelMinGap: 16 }]}
            series={[{ data: data.per_day.map((d) => d.orders), label: translate('screens.orders.orders') }]}
            hideLegend
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          />
        )}
      </CardContent>
    </Card>
  );
}
