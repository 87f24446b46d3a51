/**
 * The app's side of the area contract: a declaration listed by an area (resources/<area>/
 * index.ts → the area manifest's `declarations`) is mounted as a react-admin resource with its
 * page title, its texts in English and French and its access rules, with nothing else written for
 * it; a manifest's menu entry naming it is its sidebar entry. Customer address types (the
 * orders area's reference data) are the worked example of README "Adding a resource".
 */
import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { en, fr } from '../../resources/i18n';
import { RESOURCES } from '../../resources/registry';
import { routeNameOf } from '../../resources/framework';
import customerAddressTypes from '../../resources/orders/customerAddressTypes';
import { ORDERS_RESOURCES } from '../../resources/orders';
import { AREAS } from '../../src/areas';
import { areaResources } from '../../src/areas/mount';
import { areaTitles, menuEntries } from '../../src/areas/registry';
import { authProvider } from '../../providers/authProvider';

const declared = AREAS.flatMap((area) => area.declarations ?? []);

describe('a declared resource in the app', () => {
  it('is mounted by its area: every declaration of every area, once, as a react-admin resource', () => {
    expect(declared.map((d) => d.name).sort()).toEqual(RESOURCES.map((d) => d.name).sort());
    const mounted = areaResources(AREAS).map((element) => (isValidElement(element) ? (element.props as { name: string }).name : null));
    expect(mounted.sort()).toEqual(declared.map(routeNameOf).sort());
  });

  it('has its page title and texts from its labels, in English and French', () => {
    const titles = areaTitles(AREAS);
    const missing: string[] = [];
    for (const d of declared) {
      const key = `resources.${routeNameOf(d)}.name`;
      if (!titles.some((t) => t.prefix === `/${routeNameOf(d)}` && t.title === d.labels.many && t.key === key))
        missing.push(`${d.name}: title`);
      for (const [language, texts] of Object.entries({ en, fr })) {
        if (!texts[key]) missing.push(`${language} ${key}`);
        for (const field of Object.keys(d.fields))
          if (!texts[`resources.${routeNameOf(d)}.fields.${field}`]) missing.push(`${language} ${routeNameOf(d)}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is a sidebar entry when a manifest names it: its list path, its texts in English and French', () => {
    const items = menuEntries(AREAS);
    for (const area of AREAS)
      for (const entry of (area.menu ?? []).filter((m) => m.resource)) {
        const d = declared.find((d) => d.name === entry.resource)!;
        expect(items.find((m) => m.key === entry.key)?.path, entry.key).toBe(`/${routeNameOf(d)}`);
      }
    for (const item of items) for (const texts of [en, fr]) expect(texts[item.label], item.label).toBeTruthy();
  });

  it('customer address types: one line in the orders area, everything else from the declaration', async () => {
    expect(ORDERS_RESOURCES).toContain(customerAddressTypes);
    expect(areaTitles(AREAS)).toContainEqual({
      prefix: '/customer-address-types',
      title: 'Address Types',
      key: 'resources.customer-address-types.name',
    });
    expect(fr['resources.customer-address-types.name']).toBe("Type d'adresse |||| Types d'adresse");
    // Route access: the declaration's rules, through the one canAccess of resources/registry.ts.
    localStorage.setItem('user', JSON.stringify({ id: 5, email: 'user@demo.test', permission_id: 1, role: 'USER' }));
    localStorage.setItem('authToken', 'token');
    const can = (action: string) => authProvider.canAccess!({ resource: 'customer-address-types', action });
    expect(await can('list')).toBe(true);
    expect(await can('create')).toBe(false);
  });
});
