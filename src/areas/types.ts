/**
 * The area contract: each area of the app (accounts, catalog, settings, system, inventory, …) is
 * one module that exports an `AppArea`, the twin of the server's `ServerArea`
 * (server/framework/area.ts). The shell (src/App.tsx) mounts every area listed in
 * src/areas/index.ts:
 * - every declaration of the area as a react-admin resource, with generated views unless `views`
 *   names a custom screen; its page title is its `labels.many`, and its `menu.path`, when it is
 *   one of the spec's sidebar paths (./menu.ts), is its sidebar entry;
 * - its custom pages inside the shell, each with its title, sidebar entry and access;
 * - its home-dashboard cards.
 * Keep the module light: screens are loaded lazily (`lazyChunk` of src/components/lazyChunk.ts),
 * so each area is its own chunk.
 */
import type { ComponentType } from 'react';
import type { Level } from '../../resources/access';
import type { ResourceDeclaration } from '../../resources/framework';
import type { ViewOverrides } from '../framework/resourceFor';
import type { MenuKey } from './menu';

export interface DashboardCard {
  id: string;
  /** Shown to roles passing this level (docs/requirements/access.md §6 levels). */
  level: Level;
  /** A lazily loaded component; it fetches its own live figures. */
  component: ComponentType;
  /** Lower comes first. */
  order?: number;
  /** Half the row on large screens (a chart) instead of a quarter. */
  wide?: boolean;
}

/** A screen of the area that is not a declared resource's (a station, a tool, a grid). */
export interface AreaPage {
  /** Its path inside the shell; pages under it get its title too. */
  path: string;
  component: ComponentType;
  /** The page name in English (the top bar and the browser title); translated like every text. */
  title: string;
  /** The sidebar entry (docs/requirements/shell.md §2) that leads here. */
  menu?: MenuKey;
  /**
   * Who may open it (the `canAccess` question): others see a notice instead of the screen. The
   * server refuses their calls anyway.
   */
  access?: { resource: string; action?: string };
}

/** A tab the area adds to Admin Tools (a tool of the area for staff: the demo store's orders). */
export interface AreaTool {
  id: string;
  /** The tab's name in English; translated like every text. */
  label: string;
  /** Shown to roles passing this level (Admin Tools itself is TECHNICIAN and up). */
  level: Level;
  component: ComponentType;
}

/** A card the area adds to a brand's page (/brands/{brand_id}): the brand's pricing, say. */
export interface BrandSection {
  id: string;
  /** Shown to roles passing this level. */
  level: Level;
  component: ComponentType<{ brandId: number }>;
}

export interface AppArea {
  id: string;
  /** The area's declarations (resources/<area>/index.ts): each is mounted with its views. */
  declarations?: ResourceDeclaration<any>[];
  /** Custom views by resource name, for the declarations whose generated view is not enough. */
  views?: Record<string, ViewOverrides>;
  pages?: AreaPage[];
  dashboard?: DashboardCard[];
  tools?: AreaTool[];
  brandSections?: BrandSection[];
}
