/**
 * /inventory: stock health at a glance — items below their repurchase threshold, open purchase
 * orders with their received/ordered progress, recent stock movements — and a scan field that
 * opens whatever barcode or SKU is scanned.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AccessDenied, useCanAccess, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/httpClient';
import { usePageTitle } from '../layout/pageTitle';
import { StatCard } from '../components/StatCard';
import { MovementsTable } from './MovementsTable';
import { ScanBox } from '../components/stations/ScanBox';
import { useInventoryQuery } from './useInventory';
import { LoadError } from '../components/LoadError';
import { StatusChip } from '../components/StatusChip';

const OPEN = ['DRAFT', 'CONFIRMED', 'PARTIALLY_RECEIVED'];

export function progressOf(lines: Array<{ order_stock_qty: number; received_stock_qty: number }>) {
  const ordered = lines.reduce((n, l) => n + l.order_stock_qty, 0);
  const received = lines.reduce((n, l) => n + l.received_stock_qty, 0);
  return { ordered, received, percent: ordered ? Math.round((received / ordered) * 100) : 0 };
}

/** The Inventory group is TECHNICIAN level: others see react-admin's access-denied page. */
export default function InventoryHome() {
  const translate = useTranslate();
  usePageTitle(translate('screens.inventory.inventory'));
  const { canAccess, isPending } = useCanAccess({ resource: 'inventory/trackable-items', action: 'list' });
  if (isPending) return <LinearProgress />;
  return canAccess ? <StockHealth /> : <AccessDenied />;
}

function StockHealth() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [scanError, setScanError] = useState<string>();
  const { data, error, isPending, refetch } = useInventoryQuery(['health'], () => dataProvider.inventoryHealth(OPEN));

  async function openScan(value: string) {
    setScanError(undefined);
    try {
      const found = await dataProvider.scan(value);
      navigate(`/inventory/trackable-items/${found.trackable_item.id}`);
    } catch (err) {
      setScanError(errorMessage(err));
    }
  }

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ md: 'center' }}>
        {/* The page name is in the top bar; this row holds the scan field. */}
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {translate('screens.inventory.stock_health_of_every_warehouse')}
        </Typography>
        <Box sx={{ minWidth: 320 }}>
          <ScanBox label={translate('screens.inventory.scan_a_barcode_or_sku')} onScan={openScan} autoFocus={false} />
        </Box>
      </Stack>
      {scanError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {scanError}
        </Alert>
      )}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {isPending && <LinearProgress />}
      {data && (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, sm: 3 }}>
              <StatCard
                title="screens.inventory.below_threshold"
                value={data.reorder.length}
                detail="screens.inventory.items_to_reorder"
                to="/inventory/trackable-items?filter=%7B%22needs_reorder%22%3Atrue%7D"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <StatCard
                title="screens.inventory.open_purchase_orders"
                value={data.open.length}
                detail="screens.inventory.draft_confirmed_or_partly"
                to="/inventory/purchase-orders"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <StatCard title="screens.inventory.trackable_items" value={data.items} to="/inventory/trackable-items" />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <StatCard title="screens.inventory.units_in_stock" value={data.units} to="/inventory/inventory-items" />
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" data-testid="below-threshold">
                <CardHeader
                  title={translate('screens.inventory.below_threshold')}
                  subheader={translate('screens.inventory.stock_under_the_repurchase')}
                />
                <List dense>
                  {data.reorder.map((i) => (
                    <ListItemButton key={i.id} component={RouterLink} to={`/inventory/trackable-items/${i.id}`}>
                      <ListItemText primary={`${i.sku} · ${i.name}`} secondary={i.vendor?.brand_name} />
                      <Chip
                        size="small"
                        color={i.stock_count === 0 ? 'error' : 'warning'}
                        label={`${i.stock_count} / ${i.repurchase_threshold}`}
                      />
                    </ListItemButton>
                  ))}
                  {!data.reorder.length && (
                    <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
                      {translate('screens.inventory.every_item_is_above_its')}
                    </Typography>
                  )}
                </List>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" data-testid="open-pos">
                <CardHeader
                  title={translate('screens.inventory.open_purchase_orders')}
                  action={
                    <Button component={RouterLink} to="/inventory/purchase-orders/create">
                      {translate('screens.inventory.new')}
                    </Button>
                  }
                />
                <List dense>
                  {data.open.map((po) => {
                    const p = progressOf(po.lines);
                    return (
                      <ListItemButton key={po.id} component={RouterLink} to={`/inventory/purchase-orders/${po.id}`}>
                        <ListItemText
                          primary={`${po.po_number} · ${po.vendor?.brand_name ?? ''}`}
                          secondary={
                            <>
                              {po.expected_date ? `${translate('screens.inventory.expected_date', { date: po.expected_date })} · ` : ''}
                              {translate('screens.inventory.received_of_ordered_received', { received: p.received, ordered: p.ordered })}
                              <LinearProgress variant="determinate" value={p.percent} sx={{ mt: 0.5 }} />
                            </>
                          }
                        />
                        <StatusChip resource="inventory/purchase-orders" value={po.status} sx={{ ml: 1 }} />
                      </ListItemButton>
                    );
                  })}
                  {!data.open.length && (
                    <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
                      {translate('screens.inventory.no_open_purchase_orders')}
                    </Typography>
                  )}
                </List>
              </Card>
            </Grid>
            <Grid size={12}>
              <Card variant="outlined">
                <CardHeader
                  title={translate('screens.inventory.recent_movements')}
                  action={
                    <Button component={RouterLink} to="/inventory/stock-movements">
                      {translate('screens.inventory.all_movements')}
                    </Button>
                  }
                />
                <CardContent sx={{ overflowX: 'auto' }}>
                  <MovementsTable movements={data.movements} showItem />
                </CardContent>
              </Card>
            </Grid>
            <Grid size={12}>
              <Stack direction="row" spacing={1} flexWrap="wrap">
                <Button component={RouterLink} to="/inventory/warehouses">
                  {translate('screens.inventory.warehouses')}
                </Button>
                <Button component={RouterLink} to="/inventory/zone-groups">
                  {translate('screens.inventory.zone_groups')}
                </Button>
                <Button component={RouterLink} to="/inventory/zones">
                  {translate('screens.inventory.zones')}
                </Button>
                <Button component={RouterLink} to="/inventory/inventory-items">
                  {translate('screens.inventory.inventory_items')}
                </Button>
                <Button component={RouterLink} to="/inventory/stock-movements">
                  {translate('screens.inventory.stock_movements')}
                </Button>
              </Stack>
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
