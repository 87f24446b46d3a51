/**
 * /inventory/trackable-items/{id}: the item's stock and reorder state, its stock units (adjust,
 * move, label), the zones holding it, its movement history, a printable SKU label (PDF), and
 * its details form (the generated edit view).
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PrintIcon from '@mui/icons-material/Print';
import { TrackableItemDetailsForm } from '../forms';
import { usePageTitle } from '../../layout/pageTitle';
import { RecordTable } from '../../components/RecordTable';
import { usePrintLabels } from '../labelsOnDemand';
import { MovementsTable } from '../MovementsTable';
import { useInventoryQuery, useInventoryUpdate } from '../useInventory';
import { useFormat } from '../../framework/format';
import { pageState } from '../../components/LoadError';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { AdjustQuantityDialog, MoveDialog, type Unit } from './StockUnitActions';
import { StatusChip } from '../../components/StatusChip';

export default function TrackableItemDetail() {
  const format = useFormat();
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const query = useInventoryQuery(['trackable-item', id], () => dataProvider.trackableItemPage(id!));
  const data = query.data;
  const [adjust, setAdjust] = useState<Unit>();
  const [move, setMove] = useState<Unit>();
  const [showAll, setShowAll] = useState(false);
  const printLabels = usePrintLabels();
  // A damaged or spoiled unit leaves the stock; the server writes the WASTE movement.
  const waste = useInventoryUpdate('inventory-items', { success: 'screens.inventory.marked_as_wasted' });
  const item = data?.item;
  usePageTitle(item ? `${item.sku} · ${item.name}` : translate('screens.inventory.trackable_item_2'));
  const state = pageState(query, item, translate('screens.inventory.trackable_item_id_was_not_found', { id }));
  if (state || !item) return state;

  const zoneCode = (zoneId: number) => (data?.zones ?? []).find((z) => Number(z.id) === Number(zoneId))?.code ?? `#${zoneId}`;
  const inStock = item.inventory_items.filter((u) => u.status === 'IN_STOCK');
  const byZone = new Map<string, number>();
  const noZone = translate('screens.inventory.no_zone');
  for (const u of inStock) byZone.set(u.zone?.code ?? noZone, (byZone.get(u.zone?.code ?? noZone) ?? 0) + 1);
  const units = showAll ? item.inventory_items : item.inventory_items.filter((u) => u.status === 'IN_STOCK' || u.status === 'RESERVED');
  const unitName = item.unit_type?.name?.toLowerCase() ?? translate('screens.inventory.units_2');

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5">
            {item.sku} · {item.name}
          </Typography>
          <Typography color="text.secondary">
            {[
              item.vendor?.brand_name,
              item.stock_type?.name,
              translate('screens.inventory.count_unit_per_unit', { count: item.standard_unit_count, unit: unitName }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Button
          startIcon={<PrintIcon />}
          variant="outlined"
          onClick={() => printLabels([{ code: item.sku, title: item.name, lines: [item.sku, item.vendor?.brand_name ?? ''] }])}
        >
          {translate('screens.inventory.sku_label_pdf')}
        </Button>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Card variant="outlined" sx={{ flex: 1 }} data-testid="stock-summary">
          <CardContent>
            <Typography variant="overline">{translate('screens.inventory.in_stock')}</Typography>
            <Typography variant="h4" data-testid="stock-count">
              {item.stock_count}
            </Typography>
            <Typography color="text.secondary">
              {translate('screens.inventory.units_count_unit', { count: item.unit_count, unit: unitName })}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="overline">{translate('screens.inventory.reorder')}</Typography>
            <Box sx={{ my: 1 }}>
              {item.needs_reorder ? (
                <Chip
                  color="warning"
                  label={translate('screens.inventory.reorder_stock_below_threshold', {
                    stock: item.stock_count,
                    threshold: item.repurchase_threshold,
                  })}
                />
              ) : (
                <Chip color="success" label={translate('screens.inventory.stock_ok')} />
              )}
            </Box>
            <Typography color="text.secondary">
              {translate('screens.inventory.threshold_threshold', { threshold: item.repurchase_threshold })}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 2 }}>
          <CardContent>
            <Typography variant="overline">{translate('screens.inventory.zones')}</Typography>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ my: 1 }} data-testid="zones-holding">
              {[...byZone].map(([code, n]) => (
                <Chip key={code} label={`${code} × ${n}`} />
              ))}
              {!byZone.size && <Typography color="text.secondary">{translate('screens.inventory.no_stock_in_any_zone')}</Typography>}
            </Stack>
            <Typography color="text.secondary">
              {translate('screens.inventory.default_zones_zones', {
                zones:
                  (Array.isArray(item.default_zones) ? item.default_zones : []).map(zoneCode).join(', ') ||
                  translate('screens.inventory.none'),
              })}
            </Typography>
          </CardContent>
        </Card>
      </Stack>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader
          title={translate('screens.inventory.stock_units')}
          // On a phone the three actions wrap under the title instead of running off the card.
          sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { m: 0, flex: '1 1 auto', minWidth: 0 } }}
          action={
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button size="small" onClick={() => setShowAll((v) => !v)}>
                {showAll ? translate('screens.inventory.only_in_stock') : translate('screens.inventory.show_used_and_wasted')}
              </Button>
              <Button
                size="small"
                component={RouterLink}
                to={`/inventory/inventory-items/create?source=${encodeURIComponent(JSON.stringify({ trackable_item_id: item.id }))}`}
              >
                {translate('screens.inventory.add_by_hand')}
              </Button>
              <Button
                size="small"
                startIcon={<PrintIcon />}
                disabled={!inStock.length}
                onClick={() =>
                  printLabels(
                    inStock.map((u) => ({
                      code: u.barcode ?? '',
                      title: item.name,
                      lines: [
                        `${item.sku} · ${u.zone?.code ?? ''}`,
                        u.serial ? translate('screens.inventory.serial_serial', { serial: u.serial }) : '',
                      ],
                    })),
                  )
                }
              >
                {translate('screens.inventory.unit_labels')}
              </Button>
            </Stack>
          }
        />
        <CardContent>
          <RecordTable
            testId="stock-units"
            rowTestId="stock-unit"
            rows={units}
            empty="screens.inventory.no_stock_units"
            columns={[
              { header: 'screens.inventory.barcode', cell: (u) => u.barcode },
              { header: 'screens.inventory.serial', cell: (u) => u.serial },
              { header: 'screens.inventory.zone', cell: (u) => u.zone?.code },
              {
                header: 'screens.inventory.units',
                align: 'right',
                cell: (u) => (
                  <>
                    {u.unit_count} / {u.stock_size_units}
                  </>
                ),
              },
              {
                header: 'screens.shell.status',
                cell: (u) => <StatusChip resource="inventory/inventory-items" value={u.status} />,
              },
              {
                header: 'screens.inventory.purchase_order_2',
                cell: (u) =>
                  u.purchase_order && (
                    <RouterLink to={`/inventory/purchase-orders/${u.purchase_order.id}`}>{u.purchase_order.po_number}</RouterLink>
                  ),
              },
              { header: 'screens.inventory.received', sx: { whiteSpace: 'nowrap' }, cell: (u) => format.date(u.created_at) },
              {
                header: '',
                sx: { whiteSpace: 'nowrap' },
                cell: (u) => (
                  <>
                    {u.status !== 'WASTED' && (
                      <Button size="small" onClick={() => setAdjust(u)}>
                        {translate('screens.inventory.adjust')}
                      </Button>
                    )}
                    {(u.status === 'IN_STOCK' || u.status === 'RESERVED') && (
                      <>
                        <Button size="small" onClick={() => setMove(u)}>
                          {translate('screens.inventory.move')}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() =>
                            window.confirm(translate('screens.inventory.mark_barcode_as_wasted_it_leaves', { barcode: u.barcode })) &&
                            waste.mutate({ id: u.id, input: { status: 'WASTED' } })
                          }
                        >
                          {translate('screens.inventory.waste')}
                        </Button>
                      </>
                    )}
                  </>
                ),
              },
            ]}
          />
        </CardContent>
      </Card>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader title={translate('screens.inventory.movement_history')} />
        <CardContent sx={{ overflowX: 'auto' }}>
          <MovementsTable movements={item.movements} />
        </CardContent>
      </Card>

      <Accordion variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>{translate('screens.inventory.details')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <TrackableItemDetailsForm />
        </AccordionDetails>
      </Accordion>

      {adjust && <AdjustQuantityDialog unit={adjust} open onClose={() => setAdjust(undefined)} />}
      {move && <MoveDialog unit={move} zones={data?.zones ?? []} open onClose={() => setMove(undefined)} />}
    </Box>
  );
}
