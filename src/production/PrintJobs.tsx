/**
 * /print-jobs: the print spool (issue 25) — every label and packing slip sent to a printer, newest
 * first, with its status, printer, document (open it as a PDF preview), time and the print
 * service's error; a failed job is retried (`POST printers/jobs/{id}/retry`: a job that printed is
 * never printed twice).
 */
import { useState } from 'react';
import { Button, Card, CardContent, MenuItem, TextField } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReplayIcon from '@mui/icons-material/Replay';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { FLOOR_WRITE } from '../../resources/production/schemas';
import { LoadError } from '../components/LoadError';
import { RecordTable } from '../components/RecordTable';
import { StatusChip } from '../components/StatusChip';
import { useChoiceLabel } from '../framework/fieldViews';
import { useFormat } from '../framework/format';
import { usePageMutation } from '../framework/pageData';
import { usePageTitle } from '../layout/pageTitle';
import { PdfPreview } from '../components/fulfilment/Fulfilment';

interface PrintJob {
  id: number;
  title: string;
  kind: string;
  printer_id: number | null;
  order_id: number | null;
  status: string;
  error: string | null;
  created_at: string;
}

const STATUSES = ['spooled', 'sent', 'failed'];

export default function PrintJobsScreen() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const choice = useChoiceLabel();
  const format = useFormat();
  usePageTitle(translate('resources.print-jobs.name', { smart_count: 2, _: 'Print Jobs' }));
  const { canAccess: canWrite = false } = useCanAccess({ resource: FLOOR_WRITE.resource, action: 'delete' });
  const [status, setStatus] = useState('');
  const [preview, setPreview] = useState<PrintJob | null>(null);
  const jobs = useGetList<PrintJob>('print-jobs', {
    filter: status ? { status } : {},
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'DESC' },
  });
  const printers = useGetList<{ id: number; name: string }>('printers', { pagination: { page: 1, perPage: 100 } });
  const printerName = (id: number | null) => printers.data?.find((p) => p.id === id)?.name ?? '—';
  const retry = usePageMutation((id: number) => dataProvider.retryPrintJob(id), {
    success: (r) => translate(r.retried ? 'screens.production.sent_to_the_printer' : 'screens.production.this_job_printed_already_nothing'),
  });
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <TextField
          select
          size="small"
          label={translate('screens.shell.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          // One filter: its own width, not the whole card's (the theme makes fields full width).
          fullWidth={false}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'print-job-status-filter' } as object } }}
        >
          <MenuItem value="">{translate('screens.shell.all')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {choice('status', s, 'print-jobs')}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
      {jobs.error ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <RecordTable
          rows={jobs.data}
          rowTestId="print-job"
          empty={translate('screens.production.no_print_jobs')}
          columns={[
            { header: 'screens.production.created', sx: { whiteSpace: 'nowrap' }, cell: (j) => format.date(j.created_at) },
            {
              header: 'screens.production.title',
              cell: (j) =>
                j.order_id ? (
                  <Link component={RouterLink} to={`/orders/${j.order_id}`}>
                    {j.title}
                  </Link>
                ) : (
                  j.title
                ),
            },
            { header: 'screens.shell.kind', cell: (j) => choice('kind', j.kind, 'print-jobs') },
            { header: 'screens.shell.printer', cell: (j) => printerName(j.printer_id) },
            { header: 'screens.shell.status', cell: (j) => <StatusChip resource="print-jobs" value={j.status} /> },
            { header: 'screens.production.error', cell: (j) => j.error ?? '' },
            {
              header: '',
              align: 'right',
              cell: (j) => (
                <>
                  <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => setPreview(j)}>
                    {translate('screens.billing.open')}
                  </Button>
                  {canWrite && j.status === 'failed' && (
                    <Button size="small" startIcon={<ReplayIcon />} disabled={retry.isPending} onClick={() => retry.mutate(j.id)}>
                      {translate('screens.production.retry')}
                    </Button>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
      {preview && <PdfPreview title={preview.title} load={() => dataProvider.printJobPdf(preview.id)} onClose={() => setPreview(null)} />}
    </Card>
  );
}
