/**
 * A product's generated mockups, newest first: on its mockup selection page and its product page.
 * Mockups are made by MOCKUP_UPLOAD jobs: the list is fetched again when a job finishes (live job
 * events), and the jobs this page queued (`following`) show their progress until they are done.
 */
import { Alert, Card, CardContent, CardHeader, CardMedia, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { subscribeLive } from '../../../providers/liveEvents';
import { LoadError } from '../../components/LoadError';
import { usePageQuery } from '../../framework/pageData';
import { CardGrid } from './mockupParts';

const running = (job: Followed) => job.status !== 'processed' && job.status !== 'failed';

interface Followed {
  status: string;
  progress?: number | null;
  message?: string | null;
}

/** The live state of the jobs given (from job.updated events), and a refetch when any job finishes. */
function useFollowedJobs(jobIds: number[], onFinished: () => void) {
  const [jobs, setJobs] = useState<Record<number, Followed>>({});
  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.topic !== 'job.updated' || !event.data?.id) return;
        const { id, status, progress, status_message } = event.data;
        if (status === 'processed' || status === 'failed') onFinished();
        setJobs((all) => ({ ...all, [id]: { status, progress, message: status_message ?? all[id]?.message } }));
      }),
    [onFinished],
  );
  return jobIds.map((id) => ({ id, ...(jobs[id] ?? { status: 'unprocessed' }) }));
}

export function ProductMockups({ productId, following = [] }: { productId: number; following?: number[] }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const refetchRef = useRef<() => void>(() => {});
  const onFinished = useCallback(() => refetchRef.current(), []);
  const followed = useFollowedJobs(following, onFinished);
  const anyRunning = followed.some(running);
  const query = usePageQuery(['mockups', 'generated', productId], () => dataProvider.productMockups(productId), true, {
    // Should a live event be missed, the list still comes in while a queued job may be running.
    refetchInterval: () => (anyRunning ? 4000 : false),
  });
  const { refetch } = query;
  useEffect(() => {
    refetchRef.current = () => void refetch();
  }, [refetch]);
  return (
    <Card>
      <CardHeader title={translate('screens.catalog.this_product_s_mockups')} />
      <CardContent>
        {followed.filter(running).map((job) => (
          <Stack key={job.id} spacing={1} sx={{ mb: 2 }} role="status" data-testid="mockup-job">
            <Typography variant="body2">{translate('screens.catalog.generating_the_mockups_follow')}</Typography>
            <LinearProgress
              aria-label={translate('screens.catalog.mockup_generation')}
              variant={job.progress != null ? 'determinate' : 'indeterminate'}
              value={job.progress ?? undefined}
            />
          </Stack>
        ))}
        {followed
          .filter((job) => job.status === 'failed')
          .map((job) => (
            <Alert key={job.id} severity="error" sx={{ mb: 2 }}>
              {translate('screens.catalog.the_mockups_could_not_be', { reason: job.message ?? '' })}
            </Alert>
          ))}
        {query.error ? (
          <LoadError error={query.error} onRetry={() => query.refetch()} />
        ) : query.isPending ? (
          <LinearProgress />
        ) : query.data?.length ? (
          <CardGrid>
            {query.data.map((row) => (
              <Card key={row.id} variant="outlined" data-testid="generated-mockup">
                <CardMedia
                  component="img"
                  image={row.image}
                  alt={translate('screens.catalog.mockup_id', { id: row.id })}
                  sx={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
                />
                <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                  <Typography variant="caption" data-testid="generated-attributes">
                    {translate('screens.catalog.scale_scale_shadow_shadow', {
                      scale: row.attributes.pattern_scale,
                      shadow: row.attributes.shadow_opacity,
                    })}
                    {row.attributes.enhance_shadows ? ` · ${translate('screens.catalog.enhanced')}` : ''}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </CardGrid>
        ) : (
          <Typography color="text.secondary">{translate('screens.catalog.no_mockups_generated_for_this')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
