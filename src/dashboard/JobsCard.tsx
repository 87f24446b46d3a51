/**
 * Dashboard figure: the brand's background jobs by status (the notifications of the account menu),
 * every brand's for staff working on all brands, each status counted in full by the server; live:
 * a job's progress reads it again (providers/liveChanges.ts).
 */
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { StatCard } from '../components/StatCard';
import { usePageQuery } from '../framework/pageData';
import { useSelectedBrandId } from '../layout/selectedBrand';

export default function JobsCard() {
  const brandId = useSelectedBrandId();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const query = usePageQuery(['background-jobs', 'counts', brandId], () => dataProvider.backgroundJobCounts(brandId), true, {
    keepPrevious: true,
  });
  const counts = query.data ?? null;
  const failed = !!query.error && !counts;
  const count = (status: keyof NonNullable<typeof counts>) => counts?.[status] ?? 0;
  const active = count('unprocessed') + count('processing');
  return (
    <StatCard
      title="screens.shell.background_jobs"
      value={failed ? '—' : counts ? active : undefined}
      detail={
        counts
          ? translate('screens.production.in_progress_done_done_failed', {
              done: count('processed'),
              failed: count('failed'),
              _: `in progress · ${count('processed')} done · ${count('failed')} failed`,
            })
          : undefined
      }
    />
  );
}
