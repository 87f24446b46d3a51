/**
 * /product/{productId}/sample-selection: the design's sample — the rendered swatch when there is
 * one, else the pattern to make it from. "Create Sample" queues a SAMPLE_CREATION job ("Sample
 * Added To Sample Creation Queue"); the page follows the job and shows the sample when it is ready.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../layout/pageTitle';
import { notifyFailure } from './productErrors';
import { useProductLive } from './useProductLive';

export default function SampleSelection() {
  const { productId } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { data: product, error, isPending, refetch } = useProductLive(Number(productId));
  const [queued, setQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  usePageTitle('screens.catalog.sample_selection');
  if (error) return <LoadError error={error} onRetry={() => refetch()} />;
  if (isPending || !product) return <CircularProgress sx={{ m: 4 }} aria-label={translate('screens.catalog.loading')} />;

  const createSample = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.queueImageJob({
        brand_id: product.brand_id,
        category: 'SAMPLE_CREATION',
        passthrough_data: { design_id: product.id },
      });
      notify(answer.message, { type: 'info' });
      setQueued(true);
    } catch (failure) {
      notifyFailure(notify, failure);
    } finally {
      setBusy(false);
    }
  };
  const waiting = queued && !product.sample_url;

  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 900 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('screens.catalog.sample_selection')} — <Link to={`/product/${product.id}`}>{product.name}</Link>
          </Typography>
          {!product.pattern_url && <Alert severity="info">{translate('catalog.refusals.no_pattern_image_yet')}</Alert>}
          {product.sample_url ? (
            <>
              <Box
                component="img"
                src={product.sample_url}
                alt={translate('screens.catalog.sample_of_name', { name: product.name })}
                data-testid="sample-image"
                sx={{ width: '100%', maxWidth: 800, borderRadius: 1, border: 1, borderColor: 'divider' }}
              />
              <MuiLink href={product.sample_url} download>
                {translate('screens.catalog.download_the_sample')}
              </MuiLink>
            </>
          ) : (
            product.thumbnail_url && (
              <Box
                component="img"
                src={product.thumbnail_url}
                alt={translate('screens.catalog.thumbnail')}
                sx={{ width: 240, borderRadius: 1 }}
              />
            )
          )}
          {waiting && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={18} />
              <Typography>{translate('screens.catalog.the_sample_is_being_made')}</Typography>
            </Stack>
          )}
          <Button
            variant="contained"
            onClick={createSample}
            disabled={busy || waiting || !product.pattern_url}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate(product.sample_url ? 'screens.catalog.make_the_sample_again' : 'screens.catalog.create_sample')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
