/** How often a brand's users visited a page-type item's page; nothing when the count is unavailable (spec 2 §8). */
import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { linkFor } from '../../../resources/settings/checklist/audit';
import { useAppDataProvider } from '../../../providers/dataProvider';

export function PageVisits({ brandId, link }: { brandId: number; link: string }) {
  const dataProvider = useAppDataProvider();
  const [visits, setVisits] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setVisits(null);
    dataProvider.pageVisits(brandId, linkFor(link, { brand_id: brandId })).then(
      (r) => live && setVisits(typeof r?.visits === 'number' ? r.visits : null),
      () => live && setVisits(null),
    );
    return () => {
      live = false;
    };
  }, [brandId, link, dataProvider]);
  if (visits === null) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div" data-testid="page-visits">
      Visited {visits} {visits === 1 ? 'time' : 'times'} by brand users
    </Typography>
  );
}
