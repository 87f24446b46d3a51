/**
 * /production/dropper: choose a brand and a material, see the line items a print run of them would
 * hold with the paper and ink they take, and make the run (its items become dropped and go to
 * print). Below, the runs made so far, newest first; a run is undone while none of its items is
 * printed. Every action asks first and says what happened in words.
 */
import { useState } from 'react';
import { Alert, Card, CardContent, CardHeader, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { usePageQuery } from '../../framework/pageData';
import { usePageTitle } from '../../layout/pageTitle';
import { DropGroups } from './DropGroups';
import { RunPreview } from './RunPreview';

export interface Outcome {
  severity: 'success' | 'error' | 'info';
  text: string;
}

export default function DropperScreen() {
  const translate = useTranslate();
  usePageTitle(translate('screens.production.dropper'));
  const [brandId, setBrandId] = useState<number | ''>('');
  const [materialId, setMaterialId] = useState<number | ''>('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };
  const brands = useGetList('brands', list);
  const dataProvider = useAppDataProvider();
  const materials = usePageQuery(['production', 'materials', brandId], () => dataProvider.materialsOfBrand(Number(brandId)), !!brandId);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <CardHeader
          title={translate('screens.production.new_print_run')}
          subheader={translate('screens.production.line_items_in_production_of_one')}
        />
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={translate('screens.shell.brand')}
              value={brandId}
              onChange={(e) => {
                setBrandId(Number(e.target.value));
                setMaterialId('');
                setOutcome(null);
              }}
              sx={{ minWidth: 220 }}
              disabled={!brands.data}
              helperText={brands.error ? translate('app.load_failed', { _: 'This could not be loaded.' }) : undefined}
              error={!!brands.error}
            >
              {(brands.data ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('screens.orders.material')}
              value={materialId}
              onChange={(e) => {
                setMaterialId(Number(e.target.value));
                setOutcome(null);
              }}
              sx={{ minWidth: 220 }}
              disabled={!brandId || !materials.data}
              helperText={materials.error ? translate('app.load_failed', { _: 'This could not be loaded.' }) : undefined}
              error={!!materials.error}
            >
              {(materials.data ?? []).map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </CardContent>
        {brandId && materialId ? (
          <RunPreview key={`${brandId}-${materialId}`} brandId={brandId} materialId={materialId} onOutcome={setOutcome} />
        ) : null}
        {outcome && (
          <Alert severity={outcome.severity} sx={{ m: 2 }} data-testid="dropper-outcome" onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </Card>
      <DropGroups onOutcome={setOutcome} />
    </Stack>
  );
}
