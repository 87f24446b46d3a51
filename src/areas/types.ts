/**
 * The area contract: each area of the app (inventory, admin, settings, …) is one module that
 * exports an `AppArea`. The shell (src/App.tsx) mounts every area listed in src/areas/index.ts:
 * its react-admin resources, its routes inside the shell, the sidebar entries it provides and
 * its home-dashboard cards. Keep the module light: screens are loaded lazily (`lazyChunk` of
 * src/components/lazyChunk.ts), so each area is its own chunk.
 */
import type { ComponentType, ReactElement } from 'react';
import type { Level } from '../../resources/access';
import type { MenuKey } from './menu';

export interface AreaMenuEntry {
  /** A sidebar entry of spec 1 §2 (see SPEC_MENU in ./menu.ts). Groups appear with their first child. */
  key: MenuKey;
  /** Where the entry leads; defaults to the spec's path for that key. */
  path?: string;
}

export interface DashboardCard {
  id: string;
  /** Shown to roles passing this level (spec 1 §6 levels). */
  level: Level;
  /** A lazily loaded component; it fetches its own live figures. */
  component: ComponentType;
  /** Lower comes first. */
  order?: number;
}

export interface AppArea {
  id: string;
  /** `<Resource>` elements (use `resourceFor(declaration, overrides)` from src/framework). */
  resources?: ReactElement[];
  /** `<Route>` elements rendered inside the shell (layout, session required). */
  routes?: ReactElement[];
  menu?: AreaMenuEntry[];
  dashboard?: DashboardCard[];
  /** Page names for the title ("Papered | name") by path prefix, for pages without a menu entry. */
  titles?: Record<string, string>;
}
