/** How often a brand's users visited a page-type item's page; nothing when the count is unavailable (docs/requirements/brands.md §8). */
import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { linkFor } from '../../../resources/settings/checklist/audit';
import { useAppDataProvider } from '../../../providers/dataProvider';

export function PageVisits({ brandId, link }: { brandId: number; link: string }) {
  const translate = useTranslate();
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
      {translate(visits === 1 ? 'screens.settings.visited_count_time_by_brand' : 'screens.settings.visited_count_times_by_brand', {
        count: visits,
      })}
    </Typography>
  );
}
