/** A product's generated mockups, newest first: on its mockup selection page (and for its product page). */
import { Card, CardContent, CardHeader, CardMedia, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { LoadError } from '../../components/LoadError';
import { usePageQuery } from '../../framework/pageData';
import { CardGrid } from './mockupParts';

export function ProductMockups({ productId }: { productId: number }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const query = usePageQuery(['mockups', 'generated', productId], () => dataProvider.productMockups(productId));
  return (
    <Card>
      <CardHeader title={translate('This product’s mockups')} />
      <CardContent>
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
                  alt={translate('Mockup %{id}', { id: row.id })}
                  sx={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
                />
                <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                  <Typography variant="caption" data-testid="generated-attributes">
                    {translate('Scale %{scale} · shadow %{shadow}', {
                      scale: row.attributes.pattern_scale,
                      shadow: row.attributes.shadow_opacity,
                    })}
                    {row.attributes.enhance_shadows ? ` · ${translate('enhanced')}` : ''}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </CardGrid>
        ) : (
          <Typography color="text.secondary">{translate('No mockups generated for this product yet.')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
