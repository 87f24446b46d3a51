/**
 * /product/{productId}/mockup-selection: pick analysed room mockups (by category), generate the
 * product in them with the generate dialog, and see the product's generated mockups.
 */
import { Button, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Mockup } from '../../../providers/methods/mockups';
import { LoadError, pageState } from '../../components/LoadError';
import { usePageTitle } from '../../layout/pageTitle';
import { GenerateDialog } from './GenerateDialog';
import { CardGrid, CategoryFilter, MockupCard } from './mockupParts';
import { ProductMockups } from './ProductMockups';

export default function MockupSelectionPage() {
  const translate = useTranslate();
  const productId = Number(useParams().productId);
  const product = useGetOne<{ id: number; name: string }>(
    'products',
    { id: productId },
    { enabled: Number.isInteger(productId) && productId > 0 },
  );
  usePageTitle(
    product.data
      ? `${translate('screens.catalog.mockup_selection')} · ${product.data.name}`
      : translate('screens.catalog.mockup_selection'),
  );
  const [category, setCategory] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [generating, setGenerating] = useState(false);
  const [jobs, setJobs] = useState<number[]>([]);
  const rooms = useGetList<Mockup>('mockups', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: { status: 'analyzed', ...(category ? { category_id: category } : {}) },
  });
  const state = pageState(product, product.data, translate('screens.catalog.this_product_does_not_exist'));
  if (state) return state;
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Card>
        <CardHeader
          title={translate('screens.catalog.mockup_selection')}
          subheader={
            <RouterLink to={`/product/${productId}`} style={{ color: 'inherit' }}>
              {product.data!.name}
            </RouterLink>
          }
          action={
            <Button variant="contained" disabled={chosen.length === 0} onClick={() => setGenerating(true)}>
              {translate('screens.billing.generate')}
            </Button>
          }
        />
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {translate('screens.catalog.choose_the_rooms_to_show_this')}
            </Typography>
            <CategoryFilter value={category} onChange={setCategory} />
            {rooms.error ? (
              <LoadError error={rooms.error} onRetry={() => rooms.refetch()} />
            ) : rooms.isPending ? (
              <LinearProgress />
            ) : rooms.data?.length ? (
              <CardGrid>
                {rooms.data.map((mockup) => (
                  <MockupCard key={mockup.id} mockup={mockup} selected={chosen.includes(mockup.id)} onToggle={() => toggle(mockup.id)} />
                ))}
              </CardGrid>
            ) : (
              <Typography color="text.secondary">{translate('screens.catalog.no_analysed_room_mockups_here')}</Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
      <ProductMockups productId={productId} following={jobs} />
      <GenerateDialog
        open={generating}
        onClose={() => setGenerating(false)}
        productId={productId}
        mockupIds={chosen}
        onGenerated={(job) => {
          setChosen([]);
          setJobs((ids) => [...ids, job.id]);
        }}
      />
    </Stack>
  );
}
