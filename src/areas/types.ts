/**
 * The area manifest: each area of the app is a folder of src/ (accounts, catalog, settings,
 * system, inventory, …) whose `area.tsx` default-exports `defineArea({...})`, the twin of the
 * server's `ServerArea` (server/framework/area.ts). The shell finds the manifests by folder
 * (./index.ts) and names no area; from them it mounts:
 * - every declaration of the area as a react-admin resource at `/<routeName>` (its `path`, else its
 *   name), with generated views unless `views` names a custom screen; its page title is its
 *   `labels.many`;
 * - its custom pages inside the shell, each with its title and access;
 * - its sidebar entries (`menu`), its home-dashboard cards, its Admin Tools tabs and its sections of
 *   a brand's page.
 * Keep the module light: screens are loaded lazily (`lazyChunk` of src/components/lazyChunk.ts),
 * so each area is its own chunk.
 */
import type { ComponentType } from 'react';
import type { Level } from '../../resources/access';
import type { ResourceDeclaration } from '../../resources/framework';
import type { ViewOverrides } from '../framework/resourceFor';

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
  /** The translation key of the page's name (the top bar and the browser title): `menu.scanner`, `screens.<area>.<name>`. */
  title: string;
  /**
   * Who may open it (the `canAccess` question): others see a notice instead of the screen. The
   * server refuses their calls anyway.
   */
  access?: { resource: string; action?: string };
}

/**
 * A sidebar entry (docs/requirements/shell.md §2). Entries of every area make one sidebar: the
 * top-level entries sorted by `order`, each group's children by theirs.
 */
export interface AreaMenuEntry {
  /** Unique among all areas: the entry's `data-menu-key`, and its label `menu.<key>` by default. */
  key: string;
  /** Where it leads: a declared resource's list (`/<routeName>`, by declared name)… */
  resource?: string;
  /** …or a path (a page's, or a group's own screen, which marks the group). */
  path?: string;
  /** The group entry (its key) it sits under; top level when absent. */
  group?: string;
  /** A group: it expands to the entries naming it as their `group`, and shows once one of them does. */
  expands?: boolean;
  /** Who sees a top-level entry or group (docs/requirements/access.md §6); children follow their group. Everybody when absent. */
  level?: Level;
  /** Sorts the entry among its siblings, lower first; the spec's entries are 10 apart. */
  order: number;
  /** The translation key of its text: `menu.<key>` when absent, or the resource's plural name for a `resource` entry. */
  label?: string;
  icon?: ComponentType;
  /** Shown only to roles that may do this (the `canAccess` question, by resource and action). */
  access?: { resource: string; action?: string };
}

/** A tab the area adds to Admin Tools (a tool of the area for staff: the demo store's orders). */
export interface AreaTool {
  id: string;
  /** The translation key of the tab's name (`screens.<area>.<name>`). */
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
  /** The area's folder name. */
  id: string;
  /** The area's declarations (resources/<area>/index.ts): each is mounted with its views. */
  declarations?: ResourceDeclaration[];
  /** Custom views by resource name, for the declarations whose generated view is not enough. */
  views?: Record<string, ViewOverrides>;
  pages?: AreaPage[];
  menu?: AreaMenuEntry[];
  dashboard?: DashboardCard[];
  tools?: AreaTool[];
  brandSections?: BrandSection[];
}

/** An area's manifest, typed: `export default defineArea({ id: 'orders', … })` in src/<area>/area.tsx. */
export const defineArea = (area: AppArea): AppArea => area;
