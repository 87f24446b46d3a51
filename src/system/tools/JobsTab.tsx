/** Admin Tools → Background Jobs: every brand's jobs with their states (docs/requirements/shell.md §4 colours). */
import { useTranslate } from 'react-admin';
import { useFormat } from '../../framework/format';
import { useChoiceLabel } from '../../framework/fieldViews';
import { useState } from 'react';
import { Box, Button, Chip, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { RecordTable, RecordTablePager } from '../../components/RecordTable';
import { usePageQuery } from '../../framework/pageData';
import { keyedText } from '../../framework/keyedText';
import { jobSubject } from '../../layout/jobSubject';
import { JOB_STATUS_COLOURS, jobStatusColour } from '../../layout/jobStatus';
import { LoadError } from '../../components/LoadError';

interface Job {
  id: number;
  brand_name: string | null;
  category: string;
  status: string;
  status_message: string | null;
  message_code: string | null;
  message_values: Record<string, unknown> | null;
  attempts: number;
  passthrough_data: Record<string, unknown>;
  updated_at: string;
}

export function JobsTab() {
  const translate = useTranslate();
  const format = useFormat();
  // A job's status in words of the chosen language ("processed" is "Traité").
  const choice = useChoiceLabel();
  const statusWords = (value: string) => choice('status', value, 'jobs');
  const dataProvider = useAppDataProvider();
  const [status, setStatus] = useState<string | undefined>();
  const [page, setPage] = useState(0);
  const jobs = usePageQuery(['system', 'jobs', status, page], () => dataProvider.jobs<Job>({ status, page, page_count: 25 }), true, {
    keepPrevious: true,
  });
  const data = jobs.data ?? null;
  const load = () => void jobs.refetch();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          label={translate('screens.shell.all')}
          variant={status ? 'outlined' : 'filled'}
          onClick={() => (setStatus(undefined), setPage(0))}
        />
        {Object.keys(JOB_STATUS_COLOURS).map((s) => (
          <Chip
            key={s}
            label={`${statusWords(s)} (${data?.counts?.[s] ?? 0})`}
            variant={status === s ? 'filled' : 'outlined'}
            onClick={() => (setStatus(s), setPage(0))}
          />
        ))}
        <Button size="small" startIcon={<RefreshIcon />} onClick={load}>
          {translate('screens.shell.refresh')}
        </Button>
      </Stack>
      {jobs.error && <LoadError error={jobs.error} onRetry={load} />}
      <RecordTable
        outlined
        rows={data?.results}
        empty="screens.shell.no_jobs"
        columns={[
          {
            header: 'screens.shell.id',
            cell: (job) => job.id,
            cellSx: (job) => ({ borderLeft: 4, borderLeftColor: jobStatusColour(job.status) }),
          },
          { header: 'screens.shell.brand', cell: (job) => job.brand_name ?? '—' },
          { header: 'screens.shell.category', cell: (job) => translate(`job.category.${job.category}`, { _: job.category }) },
          { header: 'screens.shell.status', cell: (job) => statusWords(job.status) },
          // The job's own message, by its key when it has one ("…: sample ready", catalog.jobs.sample_ready).
          {
            header: 'screens.shell.message',
            cell: (job) =>
              job.status_message
                ? keyedText(translate, { text: job.status_message, code: job.message_code, values: job.message_values })
                : '—',
          },
          {
            header: 'screens.shell.data',
            // What the job works on in words ("produit n° 12"); other data as it is.
            cell: (job) =>
              jobSubject(job.passthrough_data, translate) || (
                <Box component="code" sx={{ fontSize: 12 }}>
                  {JSON.stringify(job.passthrough_data)}
                </Box>
              ),
          },
          { header: 'screens.shell.updated', cell: (job) => format.date(job.updated_at) },
        ]}
        footer={<RecordTablePager count={data?.count ?? 0} page={page} perPage={25} onPageChange={setPage} />}
      />
    </Stack>
  );
}
