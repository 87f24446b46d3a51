/** Admin Tools → System Health: database, migrations, uptime, adapters and counts. */
import { useTranslate } from 'react-admin';
import { Alert, Button, Grid, Stack } from '@mui/material';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { SystemHealth } from '../../../providers/methods/system';
import { useChoiceLabel } from '../../framework/fieldViews';
import { useFormat } from '../../framework/format';
import { usePageQuery } from '../../framework/pageData';
import { LoadError } from '../../components/LoadError';
import { StatCard } from '../../components/StatCard';

const duration = (seconds: number) => `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;

export function HealthTab() {
  const translate = useTranslate();
  const format = useFormat();
  const choice = useChoiceLabel();
  const dataProvider = useAppDataProvider();
  const query = usePageQuery<SystemHealth>(['system', 'health'], () => dataProvider.health());
  const health = query.data ?? null;
  const load = () => void query.refetch();
  if (query.error) return <LoadError error={query.error} onRetry={load} />;
  if (!health) return null;
  const jobs = health.counts.jobs;
  return (
    <Stack spacing={2}>
      <Alert
        severity={health.status === 'ok' && health.migrations.pending === 0 ? 'success' : 'error'}
        action={<Button onClick={load}>{translate('screens.shell.refresh')}</Button>}
      >
        {translate(health.status === 'ok' ? 'screens.shell.system_healthy_checked_time' : 'screens.shell.system_unavailable_checked_time', {
          time: format.time(health.checked_at),
        })}
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            compact
            title="screens.shell.database"
            value={health.database.engine === 'embedded' ? translate('screens.shell.postgresql_embedded') : 'PostgreSQL'}
            detail={`${health.database.latency_ms} ms`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            compact
            title="screens.shell.migrations"
            value={`${health.migrations.applied} / ${health.migrations.total}`}
            detail={
              health.migrations.pending
                ? translate('screens.shell.count_pending', { count: health.migrations.pending })
                : translate('screens.shell.latest_name', { name: health.migrations.latest })
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            compact
            title="screens.shell.uptime"
            value={duration(health.uptime_seconds)}
            detail={`Node ${health.node}, ${health.memory_mb.rss} MB`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            compact
            title="screens.shell.adapters"
            value={`${health.adapters.email} · ${health.adapters.storage} · ${health.adapters.store}`}
            detail={translate('screens.shell.email_storage_store')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            compact
            title="screens.shell.users"
            value={health.counts.users}
            detail={translate('screens.shell.count_brands', { count: health.counts.brands })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            compact
            title="screens.shell.emails"
            value={health.counts.emails}
            detail={translate('screens.shell.count_failed', { count: health.counts.failed_emails })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 6 }}>
          <StatCard
            compact
            title="screens.shell.jobs"
            value={Object.values(jobs).reduce((a, b) => a + b, 0)}
            detail={Object.entries(jobs)
              .map(([k, v]) => `${choice('status', k, 'jobs')} ${v}`)
              .join(' · ')}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
