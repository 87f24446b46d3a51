/**
 * The home dashboard (`/`, and every unknown path): a greeting and the live figures the areas
 * contribute (AppArea.dashboard), each shown to the roles of its level.
 */
import { Suspense } from 'react';
import { Box, Grid, Skeleton, Typography } from '@mui/material';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { hasLevel, type Role } from '../../resources/access';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useAreas } from '../areas/context';
import { dashboardCards } from '../areas/registry';
import { usePageTitle } from './pageTitle';

export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Role | null>();
  usePageTitle(translate('menu.dashboard'));
  const cards = dashboardCards(useAreas()).filter((card) => hasLevel(permissions, card.level));
  const first = (identity?.user as { first?: string } | undefined)?.first;
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('dashboard.welcome')}
        {first ? `, ${first}` : ''}
      </Typography>
      <Grid container spacing={2}>
        {cards.map(({ id, component: Card, wide }) => (
          // A card with nothing to show (the checklist for staff with no brand chosen) takes no place.
          <Grid key={id} size={wide ? { xs: 12, lg: 6 } : { xs: 12, sm: 6, lg: 3 }} sx={{ '&:empty': { display: 'none' } }}>
            <ErrorBoundary>
              <Suspense fallback={<Skeleton variant="rounded" height={110} />}>
                <Card />
              </Suspense>
            </ErrorBoundary>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
