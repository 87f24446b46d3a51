/**
 * /product/{productId}: a design's page — its images (pattern repeated as it papers a wall,
 * thumbnail, sample, print file) with the image job's state, its details (PUT products), the
 * fixed-scale toggle, its variants in the shop with Resync, sample and header requests, the
 * pattern tools, and delete.
 */
import type { FieldValues } from 'react-hook-form';
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  Grid,
  Link as MuiLink,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DeleteButton, Link, RecordContextProvider, SaveButton, useCanAccess, useNotify, useTranslate, useUpdate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { useParams } from 'react-router-dom';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { LoadError } from '../../components/LoadError';
import { usePageQuery } from '../../framework/pageData';
import { usePageTitle } from '../../layout/pageTitle';
import { ProductMockups } from '../mockups/ProductMockups';
import { PatternTools } from './PatternTools';
import { ExpandableCard } from '../../components/ExpandableCard';
import { PRODUCT_DETAILS_RESOLVER, ProductFields, updatePayload, valuesOf, type ProductValues } from './ProductFields';
import { notifyFailure } from './productErrors';
import { PatternPreview } from './PatternPreview';
import { useProductLive, type Product } from './useProductLive';
import { refusalOf } from '../../framework/formSubmit';
import { StatusChip } from '../../components/StatusChip';

function Images({ product }: { product: Product }) {
  const translate = useTranslate();
  const working = product.processing_status === 'pending' || product.processing_status === 'processing';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">
          {translate('screens.shell.images')}
        </Typography>
        <StatusChip resource="product" field="processing_status" value={product.processing_status} testId="processing-status" />
        {working && <CircularProgress size={16} aria-label={translate('screens.catalog.images_are_being_made')} />}
      </Stack>
      {product.pattern_url ? (
        <PatternPreview
          url={product.pattern_url}
          repeat={product.repeat}
          width={product.pattern_width}
          height={product.pattern_height}
          label={translate('screens.catalog.the_pattern_repeated')}
        />
      ) : (
        <Typography color="text.secondary">{translate('screens.catalog.no_pattern_yet')}</Typography>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {product.thumbnail_url && (
          <Box
            component="img"
            src={product.thumbnail_url}
            alt={translate('screens.catalog.thumbnail')}
            sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        {product.sample_url && (
          <Box
            component="img"
            src={product.sample_url}
            alt={translate('screens.catalog.sample')}
            sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {product.pattern_width && product.pattern_height ? `${product.pattern_width} × ${product.pattern_height} px · ` : ''}
        {translate(product.repeat === 'half_step' ? 'screens.catalog.half_step_repeat' : 'screens.catalog.straight_repeat')}
        {product.print_url && (
          <>
            {' · '}
            <MuiLink href={product.print_url} download>
              {translate('screens.catalog.print_file')}
            </MuiLink>
          </>
        )}
      </Typography>
    </Stack>
  );
}

function Details({ product }: { product: Product }) {
  const notify = useNotify();
  const [update] = useUpdate();
  const save = async (values: FieldValues) => {
    try {
      await update(
        'product',
        { id: product.id, data: updatePayload(values as ProductValues), previousData: product },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      notifyFailure(notify, error);
      return refusalOf(error);
    }
    notify('screens.catalog.product_saved', { type: 'success' });
  };
  return (
    // react-admin's form starts again from the record when its values change (after a save), not
    // on every refetch of the live page (a job's progress), which would drop what is being typed.
    <AppForm draft="details" record={valuesOf(product)} resolver={PRODUCT_DETAILS_RESOLVER} onSubmit={save} noValidate>
      {/* The page's other forms (the pattern tools) keep no draft: files cannot be kept. */}
      <Stack spacing={2}>
        {/* Fixed scale has its own toggle (StoreAndJobs). */}
        <ProductFields brandEditable={false} withFixedScale={false} />
        {/* Enabled once something is changed, as react-admin's edit forms. */}
        <SaveButton label="screens.shell.save" icon={<></>} sx={{ alignSelf: 'flex-start' }} />
      </Stack>
    </AppForm>
  );
}

function StoreAndJobs({ product, onChanged }: { product: Product; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      notify(await work(), { type: 'success' });
      onChanged();
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setBusy(false);
    }
  };
  const resync = () => run(async () => (await dataProvider.variantResync(product.brand_id, product.id)).message);
  // A header is made from one of the product's generated mockups (the newest).
  const mockups = usePageQuery(['mockups', 'generated', product.id], () => dataProvider.productMockups(product.id));
  const newestMockup = (mockups.data ?? []).reduce<number | undefined>(
    (newest, m) => (newest === undefined || m.id > newest ? m.id : newest),
    undefined,
  );
  const header = () =>
    run(
      async () =>
        (
          await dataProvider.queueImageJob({
            brand_id: product.brand_id,
            category: 'HEADER_CREATION',
            passthrough_data: { generated_mockup_id: newestMockup! },
          })
        ).message,
    );
  const toggleFixedScale = () =>
    run(async () => {
      await dataProvider.toggleFixedScale(product.id, product.fixed_scale);
      return translate(product.fixed_scale ? 'screens.catalog.fixed_scale_off' : 'screens.catalog.fixed_scale_on');
    });
  // Generating mockups is SUPERUSER level (docs/requirements/access.md §6); the product's mockups show to everyone below.
  const { canAccess: canMakeMockups = false } = useCanAccess({ resource: 'generated-mockups', action: 'create' });
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={product.fixed_scale} onChange={toggleFixedScale} disabled={busy} />}
        label={translate('screens.catalog.fixed_scale')}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={resync} disabled={busy}>
          {translate('screens.catalog.resync_variants')}
        </Button>
        <Button variant="outlined" component={Link} to={`/product/${product.id}/sample-selection`}>
          {translate('screens.catalog.sample_selection')}
        </Button>
        {canMakeMockups && (
          <Button variant="outlined" component={Link} to={`/product/${product.id}/mockup-selection`}>
            {translate('screens.catalog.mockup_selection')}
          </Button>
        )}
        <Button variant="outlined" onClick={header} disabled={busy || !product.pattern_url || newestMockup === undefined}>
          {translate('screens.catalog.create_header')}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {translate('screens.catalog.variants')}
      </Typography>
      {product.variants?.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('screens.catalog.variants')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('screens.catalog.variant')}</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell align="right">{translate('screens.billing.price')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {product.variants.map((v) => (
                <TableRow key={v.id}>
                  <TableCell>{v.title}</TableCell>
                  <TableCell>{v.sku}</TableCell>
                  <TableCell align="right">{v.price}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('screens.catalog.not_in_the_store_yet_resync')}</Typography>
      )}
    </Stack>
  );
}

export default function ProductPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const { data: product, error, isPending, refetch } = useProductLive(Number(id));
  usePageTitle(product?.name ?? 'screens.catalog.product');
  if (error) return <LoadError error={error} onRetry={() => refetch()} />;
  if (isPending || !product) return <CircularProgress sx={{ m: 4 }} aria-label={translate('screens.catalog.loading')} />;
  const changed = () => void refetch();
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h2">
          {product.name}
        </Typography>
        <RecordContextProvider value={product}>
          <DeleteButton resource="product" record={product} mutationMode="pessimistic" redirect="list" />
        </RecordContextProvider>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Images product={product} />
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ mt: 2 }}>
            <CardContent>
              <StoreAndJobs product={product} onChanged={changed} />
            </CardContent>
          </Card>
          {/* Tools for a pattern gone wrong: folded away until needed. */}
          <Box sx={{ mt: 2 }}>
            <ExpandableCard title={translate('screens.catalog.pattern_tools')} expandable initiallyExpanded={false}>
              <PatternTools key={product.pattern_url ?? ''} product={product} onChanged={changed} />
            </ExpandableCard>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
                {translate('screens.inventory.details')}
              </Typography>
              <Details key={product.id} product={product} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <ProductMockups productId={product.id} />
        </Grid>
      </Grid>
    </Box>
  );
}
