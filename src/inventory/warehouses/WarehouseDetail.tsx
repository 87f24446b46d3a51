/** /inventory/warehouses/{id}: the warehouse's details, its zone groups and each group's zones. */
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import warehouses, { type WarehouseRecord } from '../../../resources/inventory/warehouses';
import { ResourceEdit } from '../../framework/views';
import { usePageTitle } from '../../layout/pageTitle';
import { pageState } from '../../components/LoadError';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { useInventoryQuery } from '../useInventory';

const size = (r: Pick<WarehouseRecord, 'width' | 'length' | 'height'>) =>
  [r.width, r.length, r.height].every((v) => v != null) ? `${r.width} × ${r.length} × ${r.height} m` : '';

export default function WarehouseDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const query = useInventoryQuery(['warehouse', id], () => dataProvider.warehousePage(id!));
  const data = query.data;
  const warehouse = data?.warehouse;
  usePageTitle(
    warehouse ? translate('screens.inventory.warehouse_name', { name: warehouse.name }) : translate('screens.inventory.warehouse'),
  );
  const state = pageState(query, warehouse, translate('screens.inventory.warehouse_id_was_not_found', { id }));
  if (state || !warehouse) return state;
  const create = (resource: string, source: Record<string, unknown>) =>
    `/inventory/${resource}/create?source=${encodeURIComponent(JSON.stringify(source))}`;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5">{warehouse.name}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {[warehouse.description, size(warehouse)].filter(Boolean).join(' · ')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {warehouse.zone_groups.map((g) => (
          <Card key={g.id} variant="outlined" data-testid="zone-group">
            <CardHeader
              title={<RouterLink to={`/inventory/zone-groups/${g.id}`}>{g.name}</RouterLink>}
              subheader={[g.description, g.x != null ? translate('screens.inventory.at_x_y_z', { x: g.x, y: g.y, z: g.z }) : '']
                .filter(Boolean)
                .join(' · ')}
              action={
                <Button size="small" component={RouterLink} to={create('zones', { zone_group_id: g.id })}>
                  {translate('screens.inventory.add_zone')}
                </Button>
              }
            />
            <CardContent>
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                {g.zones.map((z) => (
                  <Chip
                    key={z.id}
                    component={RouterLink}
                    to={`/inventory/zones/${z.id}`}
                    clickable
                    color={z.is_active ? 'default' : 'warning'}
                    label={`${translate('screens.inventory.code_count_in_stock', { code: z.code, count: z.in_stock })}${z.is_active ? '' : ` ${translate('screens.inventory.inactive')}`}`}
                  />
                ))}
                {!g.zones.length && <Typography color="text.secondary">{translate('screens.inventory.no_zones_yet')}</Typography>}
              </Stack>
            </CardContent>
          </Card>
        ))}
        <Box>
          <Button variant="outlined" component={RouterLink} to={create('zone-groups', { warehouse_id: warehouse.id })}>
            {translate('screens.inventory.add_zone_group')}
          </Button>
        </Box>
      </Stack>
      <ResourceEdit declaration={warehouses} />
    </Box>
  );
}
