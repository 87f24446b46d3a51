/** docs/requirements/access.md §6 for the inventory area: the Inventory group is TECHNICIAN level, Vendors ADMIN level. */
import { describe, expect, it } from 'vitest';
import { ACTIONS, ROLES, type Role } from '../../resources/access';
import { INVENTORY_RESOURCES } from '../../resources/inventory';
import { canAccess } from '../../resources/registry';
import inventoryArea from '../../src/inventory/area';
import { menuEntries } from '../../src/areas/registry';

const TECHNICIAN_LEVEL: Role[] = ['TECHNICIAN', 'SUPERUSER', 'SUPERADMIN'];
const ADMIN_LEVEL: Role[] = ['ADMIN', 'SUPERADMIN'];
const granted = (resource: string, action: (typeof ACTIONS)[number]) => ROLES.filter((r) => canAccess(r, resource, action)).sort();

describe('inventory access', () => {
  it('every inventory resource but vendors and stock movements is TECHNICIAN level for every action', () => {
    for (const resource of INVENTORY_RESOURCES.map((r) => r.name).filter((n) => n !== 'vendors' && n !== 'stock-movements')) {
      for (const action of ACTIONS) expect(granted(resource, action), `${resource} ${action}`).toEqual([...TECHNICIAN_LEVEL].sort());
    }
  });

  it('vendors are changed at the ADMIN level and viewed at the ADMIN and TECHNICIAN levels', () => {
    for (const action of ['Add', 'Edit', 'Delete', 'Archive'] as const) expect(granted('vendors', action)).toEqual([...ADMIN_LEVEL].sort());
    expect(granted('vendors', 'View')).toEqual(['ADMIN', 'SUPERADMIN', 'SUPERUSER', 'TECHNICIAN']);
    expect(canAccess('USER', 'vendors', 'View')).toBe(false);
  });

  it('stock movements are read at the TECHNICIAN level and written by nobody', () => {
    expect(granted('stock-movements', 'View')).toEqual([...TECHNICIAN_LEVEL].sort());
    for (const action of ['Add', 'Edit', 'Delete', 'Archive'] as const) expect(granted('stock-movements', action)).toEqual([]);
  });

  it('the sidebar entries are under the inventory group with the spec paths', () => {
    const paths = menuEntries([inventoryArea])
      .filter((m) => m.group === 'inventory')
      .map((m) => m.path);
    for (const path of [
      '/inventory/vendors',
      '/inventory/stock-types',
      '/inventory/unit-types',
      '/inventory/zones',
      '/inventory/trackable-items',
      '/inventory/purchase-orders',
      '/inventory/audit-groups',
    ]) {
      expect(paths).toContain(path);
    }
    expect(INVENTORY_RESOURCES.every((r) => !r.path || r.path.startsWith('/inventory/'))).toBe(true);
  });
});
