/**
 * What a print run of a brand and material would hold (`GET jdml/dropper/group`): each line item
 * with its paper and ink, all ticked; untick what should wait. "Make the print run" asks first.
 */
import { useState } from 'react';
import { Box, Button, CardActions, Checkbox, LinearProgress, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Confirm, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { inkMillilitres, paperInches, runTotals } from '../../../resources/production/paper';
import { LoadError } from '../../components/LoadError';
import { RecordTable } from '../../components/RecordTable';
import { TriStateCheckbox, stateOf } from '../../components/TriStateCheckbox';
import { useFormat } from '../../framework/format';
import { useUnsavedChangesWarning } from '../../framework/formSafety';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import type { Outcome } from './DropperScreen';

export function RunPreview({ brandId, materialId, onOutcome }: { brandId: number; materialId: number; onOutcome: (o: Outcome) => void }) {
  const translate = useTranslate();
  const { number } = useFormat();
  const dataProvider = useAppDataProvider();
  const preview = usePageQuery(['production', 'dropper', brandId, materialId], () => dataProvider.dropperPreview(brandId, materialId));
  // Line items left out of the run (all are in unless unticked).
  const [leftOut, setLeftOut] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const items = preview.data?.line_items ?? [];
  const chosen = items.filter((i) => !leftOut.has(i.id));
  const totals = runTotals(chosen);
  const allowLeave = useUnsavedChangesWarning(leftOut.size > 0);
  const make = usePageMutation(
    () =>
      dataProvider.createDropGroup(
        brandId,
        materialId,
        chosen.map((i) => i.id),
      ),
    { silent: true },
  );
  const run = () =>
    make.mutate(undefined, {
      onSuccess: (group) => {
        allowLeave();
        setLeftOut(new Set());
        onOutcome({
          severity: 'success',
          text: translate('screens.production.print_run_id_made_count_line', {
            id: group.id,
            count: group.line_items.length,
            feet: number(group.length_inches / 12, 1),
          }),
        });
      },
      onError: (error) => onOutcome({ severity: 'error', text: translate(error.message) }),
      onSettled: () => setConfirming(false),
    });
  if (preview.error) return <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
  if (preview.isPending) return <LinearProgress />;
  if (!items.length)
    return (
      <Typography sx={{ px: 2, pb: 2 }} color="text.secondary" data-testid="dropper-empty">
        {translate('production.dropper.nothing_to_drop')}
      </Typography>
    );
  const toggle = (id: number) =>
    setLeftOut((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <Box sx={{ px: 2 }}>
        {/* All in, none, or some: the shared tri-state "select all" box. */}
        <TriStateCheckbox
          label={translate('screens.production.all_line_items')}
          state={stateOf(chosen.length, items.length)}
          onChange={(all) => setLeftOut(all ? new Set() : new Set(items.map((i) => i.id)))}
        />
      </Box>
      {/* Cards on a phone: the dropper runs on the floor's devices too. */}
      <RecordTable
        rows={items}
        testId="dropper-items"
        rowTestId="dropper-item"
        columns={[
          {
            header: '',
            sx: { width: 48 },
            cell: (item) => (
              <Checkbox
                checked={!leftOut.has(item.id)}
                onChange={() => toggle(item.id)}
                slotProps={{ input: { 'aria-label': `${item.order_number} ${item.design_name}` } }}
              />
            ),
          },
          { header: 'screens.orders.order', cell: (item) => item.order_number },
          { header: 'screens.orders.design', cell: (item) => item.design_name },
          { header: 'screens.orders.quantity', align: 'right', cell: (item) => item.quantity },
          { header: 'screens.production.drops', align: 'right', cell: (item) => item.drops ?? '–' },
          { header: 'screens.production.paper_ft', align: 'right', cell: (item) => number(paperInches(item) / 12, 1) },
          { header: 'screens.production.ink_ml', align: 'right', cell: (item) => number(inkMillilitres(item), 1) },
        ]}
      />
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2 }}>
        <Stack direction="row" spacing={2} sx={{ flexGrow: 1 }} data-testid="dropper-totals">
          <Typography variant="body2">
            {translate('screens.production.count_of_total_line_items', { count: chosen.length, total: items.length })}
          </Typography>
          <Typography variant="body2">{translate('screens.production.paper_feet_ft', { feet: number(totals.paper_feet, 1) })}</Typography>
          <Typography variant="body2">{translate('screens.production.ink_about_ml_ml', { ml: number(totals.ink_ml, 1) })}</Typography>
        </Stack>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!chosen.length || make.isPending}
          onClick={() => setConfirming(true)}
        >
          {translate('screens.production.make_the_print_run')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={make.isPending}
        title={translate('screens.production.make_the_print_run')}
        content={translate('screens.production.drop_count_line_items_into_a', {
          count: chosen.length,
          feet: number(totals.paper_feet, 1),
        })}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
