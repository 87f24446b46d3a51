/**
 * The area manifest is the one source of an area's place in the shell: a fixture area — one
 * declaration and one menu line — gets a sidebar entry in the group it names, at its order, and
 * its generated list screen, with no shell file touched. The real areas' sidebar is the spec's
 * (docs/requirements/shell.md §2), as data in their manifests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, TestMemoryRouter, type DataProvider } from 'react-admin';
import type { ReactNode } from 'react';
import { AREAS } from '../../src/areas';
import { AreasProvider } from '../../src/areas/context';
import { areaResources } from '../../src/areas/mount';
import { menuEntries } from '../../src/areas/registry';
import { defineArea, type AppArea } from '../../src/areas/types';
import { Sidebar } from '../../src/layout/Sidebar';
import { visibleMenu } from '../../src/layout/menuModel';
import { carriers } from '../fixtures/carriers';
import { englishI18n, signedInAs } from '../support/inAdmin';

/** The fixture area: its declaration, and the one line that makes it a sidebar entry under Production. */
const fixtureArea = defineArea({
  id: 'fixture',
  declarations: [carriers],
  menu: [{ key: 'carriers', resource: 'carriers', group: 'production', order: 80 }],
});

const rows = [
  { id: 1, name: 'Parcel Express', tracking_url: 'https://parcel.test/{n}' },
  { id: 2, name: 'Freight Co', tracking_url: 'https://freight.test/{n}' },
];
const dataProvider = {
  getList: async (resource: string) => (resource === 'carriers' ? { data: rows, total: rows.length } : { data: [], total: 0 }),
  getMany: async () => ({ data: [] }),
} as unknown as DataProvider;

function Shell({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex' }}>
      <Sidebar />
      <main>{children}</main>
    </div>
  );
}

function renderApp(areas: AppArea[], role: string) {
  return render(
    <TestMemoryRouter initialEntries={['/']}>
      <AreasProvider areas={areas}>
        <Admin
          dataProvider={dataProvider}
          authProvider={signedInAs(role)}
          i18nProvider={englishI18n}
          layout={Shell}
          dashboard={() => <p>Home</p>}
          disableTelemetry
        >
          {areaResources([fixtureArea])}
        </Admin>
      </AreasProvider>
    </TestMemoryRouter>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 })));
afterEach(() => vi.unstubAllGlobals());

describe('an area manifest', () => {
  it('adds a resource to the sidebar by one menu line, and its list screen behind it', async () => {
    const user = userEvent.setup();
    renderApp([...AREAS, fixtureArea], 'TECHNICIAN');
    const menu = await screen.findByTestId('sidebar-menu');
    const production = await within(menu).findByRole('button', { name: /Production/ });
    await user.click(production);
    const entry = await within(menu).findByRole('link', { name: 'resources.carriers.name' });
    expect(entry).toHaveAttribute('href', '/carriers');
    // After the spec's Production entries: its order (80) is the last.
    const keys = [...menu.querySelectorAll('[data-menu-key]')].map((e) => e.getAttribute('data-menu-key'));
    expect(keys.slice(keys.indexOf('production'))).toEqual([
      'production',
      'scanner',
      'weigh_station',
      'ship_station',
      'waste_tracking',
      'jdml',
      'dropper',
      'analytics',
      'print_jobs',
      'line_item_issues',
      'carriers',
      'inventory',
    ]);

    await user.click(entry);
    expect(await screen.findByText('Parcel Express', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Freight Co')).toBeInTheDocument();
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('follows its group: a role below the Production level sees no entry', async () => {
    renderApp([...AREAS, fixtureArea], 'USER');
    const menu = await screen.findByTestId('sidebar-menu');
    expect(await within(menu).findByText('Dashboard')).toBeInTheDocument();
    expect(menu.querySelector('[data-menu-key="carriers"]')).toBeNull();
  });

  it('is checked: a menu line naming no declaration, a duplicate key or an unknown group is an error', () => {
    const line = { key: 'carriers', resource: 'carriers', order: 1 };
    expect(() => menuEntries([{ id: 'x', menu: [line] }])).toThrow(/no area declares/);
    expect(() => menuEntries([fixtureArea, { id: 'y', menu: [{ key: 'carriers', path: '/c', order: 1 }] }])).toThrow(/Two sidebar/);
    expect(() => menuEntries([{ id: 'z', menu: [{ key: 'x', path: '/x', group: 'nowhere', order: 1 }] }])).toThrow(/no group/);
  });

  it('an entry with `access` shows only to roles that may do it', () => {
    const audited = defineArea({
      id: 'audited',
      menu: [{ key: 'flags_page', path: '/flags', order: 1, access: { resource: 'feature-flags', action: 'list' } }],
    });
    expect(visibleMenu('SUPERADMIN', menuEntries([audited])).map((e) => e.key)).toEqual(['flags_page']);
    expect(visibleMenu('ADMIN', menuEntries([audited]))).toEqual([]);
  });
});
