/**
 * What the areas provide, gathered: sidebar entries, dashboard cards, page titles, Admin Tools
 * tabs and brand sections. Plain functions of the manifests (./types.ts), so that the shell, the
 * tests and the end-to-end tests (which load the manifests in Node) ask the same questions. Screens
 * inside an area read them through ./context.tsx, never by importing the areas.
 */
import { routeNameOf, type ResourceDeclaration } from '../../resources/framework';
import type { AppArea, AreaMenuEntry } from './types';

/** The manifests by file (`../<area>/area.tsx` → manifest), checked: each `id` is its folder, menu keys are unique and groups exist. */
export function checkAreas(manifests: Record<string, AppArea>): AppArea[] {
  const areas = Object.entries(manifests)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, area]) => {
      const folder = /([^/]+)\/area\.tsx$/.exec(file)?.[1];
      if (folder && area.id !== folder) throw new Error(`${file}: the manifest's id is ${area.id}, its folder ${folder}`);
      return area;
    });
  menuEntries(areas);
  return areas;
}

export interface MenuItem {
  key: string;
  /** Where the entry leads (a group: its own screen, if any). */
  path?: string;
  group?: string;
  expands?: boolean;
  level?: AreaMenuEntry['level'];
  order: number;
  /** Translation key of the text, and whether it is a resource's name (plural). */
  label: string;
  plural?: boolean;
  icon?: AreaMenuEntry['icon'];
  access?: AreaMenuEntry['access'];
}

const declarationsOf = (areas: AppArea[]): ResourceDeclaration[] => areas.flatMap((area) => area.declarations ?? []);

/** Every area's sidebar entries, resolved (a resource entry's path and label), checked. */
export function menuEntries(areas: AppArea[]): MenuItem[] {
  const declarations = declarationsOf(areas);
  const items = areas.flatMap((area) =>
    (area.menu ?? []).map((entry): MenuItem => {
      const { resource, label, ...rest } = entry;
      if (!resource) return { ...rest, label: label ?? `menu.${entry.key}` };
      const declaration = declarations.find((d) => d.name === resource);
      if (!declaration) throw new Error(`${area.id}: menu entry ${entry.key} names ${resource}, which no area declares`);
      const route = routeNameOf(declaration);
      return { ...rest, path: entry.path ?? `/${route}`, label: label ?? `resources.${route}.name`, plural: !label };
    }),
  );
  const keys = new Set<string>();
  for (const item of items) {
    if (keys.has(item.key)) throw new Error(`Two sidebar entries are called ${item.key}`);
    keys.add(item.key);
  }
  for (const item of items) if (item.group && !keys.has(item.group)) throw new Error(`Sidebar entry ${item.key}: no group ${item.group}`);
  return items;
}

/** Sidebar entries that lead somewhere, by key: the entry's path. */
export function providedMenu(areas: AppArea[]): Map<string, string> {
  return new Map(menuEntries(areas).flatMap((item) => (item.path ? [[item.key, item.path] as [string, string]] : [])));
}

export function dashboardCards(areas: AppArea[]) {
  return areas.flatMap((area) => area.dashboard ?? []).sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}

export const areaTools = (areas: AppArea[]) => areas.flatMap((area) => area.tools ?? []);

export const brandSections = (areas: AppArea[]) => areas.flatMap((area) => area.brandSections ?? []);

export interface AreaTitle {
  prefix: string;
  /** English; translated when shown. */
  title: string;
  /** A declaration's name key (`resources.<name>.name`), plural. */
  key?: string;
}

/** Page names by path prefix: each page's title and each declaration's plural name. */
export function areaTitles(areas: AppArea[]): AreaTitle[] {
  return areas.flatMap((area) => [
    ...(area.pages ?? []).map((page) => ({ prefix: page.path, title: page.title })),
    ...(area.declarations ?? []).map((d) => ({
      prefix: `/${routeNameOf(d)}`,
      title: d.labels.many,
      key: `resources.${routeNameOf(d)}.name`,
    })),
  ]);
}
