/**
 * The Notifications slide-over (docs/requirements/shell.md §2, §4): the brand's background jobs, newest first, with a
 * left border by status, a Refresh action, and "No Notifications To Show" when empty. Staff working
 * on all brands see every brand's jobs, each with its brand's name. It loads
 * when opened and clears its list when closed. Height: the viewport minus 80 px. While open it
 * follows the jobs live (job.updated events on the websocket): status, message and a progress bar.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Drawer, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { subscribeLive } from '../../providers/liveEvents';
import { useChoiceLabel } from '../framework/fieldViews';
import { jobSubject } from './jobSubject';
import { jobStatusColour, type JobStatus } from './jobStatus';
import { useSelectedBrandId } from './selectedBrand';
import { useWorkingBrand } from './BrandSelector';
import { keyedText } from '../framework/keyedText';
import { LoadError } from '../components/LoadError';

export interface Job {
  id: number;
  status: JobStatus;
  category: string;
  brand_id?: number | null;
  status_message?: string | null;
  /** The message's key and values (resources/i18n/areas), when it has them. */
  message_code?: string | null;
  message_values?: Record<string, unknown> | null;
  passthrough_data?: Record<string, unknown>;
  /** 0–100 while a job says how far it is. */
  progress?: number | null;
  created_at?: string;
}

export function NotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const brandId = useSelectedBrandId();
  const { staff, brands } = useWorkingBrand();
  /** Staff on all brands: every brand's jobs, each named by its brand. */
  const allBrands = staff && brandId == null;
  const translate = useTranslate();
  // Words of the chosen language: the category, the job's status ("processed" is "Traité").
  const choice = useChoiceLabel();
  const category = (job: Job) => translate(`job.category.${job.category}`, { _: job.category });
  const dataProvider = useAppDataProvider();
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const rows = await dataProvider.backgroundJobs<Job>(brandId);
      setJobs([...rows].sort((a, b) => b.id - a.id));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
  }, [brandId, dataProvider]);

  useEffect(() => {
    if (open) load();
    else setJobs(null);
  }, [open, load]);

  // Live: a job of the brand that changes is updated in place; a new one reloads the list.
  useEffect(() => {
    if (!open) return;
    return subscribeLive((event) => {
      if (brandId != null && event.brand_id !== brandId) return;
      if (event.topic === 'job.enqueued') return void load();
      if (event.topic !== 'job.updated' || !event.data?.id) return;
      setJobs((current) => {
        if (!current) return current;
        if (!current.some((j) => j.id === event.data.id)) {
          void load();
          return current;
        }
        return current.map((j) =>
          j.id === event.data.id
            ? {
                ...j,
                status: event.data.status ?? j.status,
                ...(event.data.status_message !== undefined
                  ? {
                      status_message: event.data.status_message,
                      message_code: event.data.message_code ?? null,
                      message_values: event.data.message_values ?? null,
                    }
                  : {}),
                progress: event.data.progress !== undefined ? event.data.progress : event.data.status === 'processed' ? 100 : j.progress,
              }
            : j,
        );
      });
    });
  }, [open, brandId, load]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 }, height: 'calc(100vh - 80px)', top: 40 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, gap: 1 }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {translate('screens.shell.notifications')}
        </Typography>
        <Button onClick={load} disabled={loading}>
          {translate('screens.shell.refresh')}
        </Button>
        <IconButton aria-label={translate('screens.shell.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }} data-testid="notifications-list">
        {allBrands && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="notifications-brand">
            {translate('brand.all')}
          </Typography>
        )}
        {error && <LoadError error={error} onRetry={load} />}
        {loading && !jobs && <CircularProgress size={24} />}
        {jobs && jobs.length === 0 && <Typography>{translate('screens.shell.no_notifications_to_show')}</Typography>}
        <Stack spacing={1}>
          {jobs?.map((job) => (
            <Box
              key={job.id}
              data-status={job.status}
              sx={{
                borderLeft: `6px solid ${jobStatusColour(job.status)}`,
                bgcolor: 'action.hover',
                p: 1.5,
                borderRadius: 1,
              }}
            >
              <Typography variant="subtitle2">
                {category(job)} {jobSubject(job.passthrough_data, translate)}
              </Typography>
              {allBrands && job.brand_id != null && (
                <Typography variant="caption" color="text.secondary" data-testid="notification-brand">
                  {brands.find((b) => b.id === job.brand_id)?.name ?? `#${job.brand_id}`}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {choice('status', job.status, 'jobs')}
                {job.status_message
                  ? ` — ${keyedText(translate, { text: job.status_message, code: job.message_code, values: job.message_values })}`
                  : ''}
              </Typography>
              {job.status === 'processing' && (
                <LinearProgress
                  sx={{ mt: 1 }}
                  aria-label={translate('screens.shell.what_progress', { what: category(job), _: `${category(job)} progress` })}
                  variant={job.progress != null ? 'determinate' : 'indeterminate'}
                  value={job.progress ?? undefined}
                />
              )}
            </Box>
          ))}
        </Stack>
      </Box>
    </Drawer>
  );
}
