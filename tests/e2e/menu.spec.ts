/**
 * Each role sees exactly the sidebar entries docs/requirements/access.md §6 allows, among the entries whose screens
 * exist (the areas' provided entries), and Admin Tools only for SUPERUSER, TECHNICIAN, SUPERADMIN.
 */
import { expect, test } from '@playwright/test';
import { providedMenu } from '../../src/areas/registry';
import { loadAreas } from '../support/areaManifests';
import { LEVEL_ROLES } from '../support/accessLevels';
import { ACCOUNTS, signIn } from './support';

// docs/requirements/access.md §6 (tests/support/accessLevels.ts) says which roles each level lets through…
// …and docs/requirements/shell.md §2's sidebar in order, with docs/requirements/access.md §6's level of each top-level entry (children follow their group).
const SIDEBAR: Array<[string, string, string[]?]> = [
  ['dashboard', 'EVERYBODY'],
  ['products', 'USER'],
  ['orders', 'EVERYBODY'],
  ['customers', 'EVERYBODY'],
  ['collection', 'USER'],
  ['invoices', 'ADMIN'],
  ['users', 'ADMIN'],
  ['mockup', 'SUPERUSER'],
  // After the spec's production entries, the floor's own (issue 25): the print-job list and open issues.
  [
    'production',
    'TECHNICIAN',
    ['scanner', 'weigh_station', 'ship_station', 'waste_tracking', 'jdml', 'dropper', 'analytics', 'print_jobs', 'line_item_issues'],
  ],
  ['development', 'SUPERADMIN', ['translations', 'translation_keys', 'manage_checklist', 'brands', 'feature_flags']],
  ['inventory', 'TECHNICIAN', ['vendors', 'stock_types', 'unit_types', 'zones', 'trackable_items', 'purchase_orders', 'audit_groups']],
];

function expectedEntries(role: string, provided: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [key, level, children] of SIDEBAR) {
    if (!(LEVEL_ROLES[level as keyof typeof LEVEL_ROLES] as readonly string[]).includes(role)) continue;
    if (children) {
      const existing = children.filter((c) => provided.has(c));
      if (existing.length) out.push(key, ...existing);
    } else if (provided.has(key)) out.push(key);
  }
  return out;
}

for (const [role, email] of Object.entries(ACCOUNTS)) {
  test(`${role} sees the sidebar entries of its level`, async ({ page }) => {
    await signIn(page, email);
    const menu = page.getByTestId('sidebar-menu');
    await expect(menu.locator('[data-menu-key="dashboard"]')).toBeVisible();
    // Open every group to see its children.
    const closedGroup = menu.locator('[aria-expanded="false"]');
    while ((await closedGroup.count()) > 0) await closedGroup.first().click();
    const expected = expectedEntries(role, providedMenu(await loadAreas()));
    await expect(menu.locator('[data-menu-key]')).toHaveCount(expected.length);
    const keys = await menu.locator('[data-menu-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-key')));
    expect(keys).toEqual(expected);

    await page.getByTestId('account-menu-button').click();
    await expect(page.getByRole('menuitem', { name: email })).toBeVisible();
    const adminTools = page.getByRole('menuitem', { name: 'Admin Tools' });
    if (['SUPERUSER', 'TECHNICIAN', 'SUPERADMIN'].includes(role)) await expect(adminTools).toBeVisible();
    else await expect(adminTools).toHaveCount(0);
    for (const item of ['Notifications', 'Language', 'Settings', 'Logout'])
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  });
}
