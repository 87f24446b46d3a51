/** What the listed areas provide, gathered once: sidebar entries by key, dashboard cards, titles. */
import { routeNameOf } from '../../resources/framework';
import { AREAS } from '../areas';
import { SPEC_MENU, type MenuKey } from '../areas/menu';

/** Sidebar entries by key: the shell's dashboard, each page's `menu`, and each declaration whose `menu.path` is a spec path. */
export function providedMenu(): Map<MenuKey, string> {
  const provided = new Map<MenuKey, string>([['dashboard', '/']]);
  for (const area of AREAS) {
    for (const page of area.pages ?? []) if (page.menu) provided.set(page.menu, page.path);
    for (const declaration of area.declarations ?? []) {
      const entry = declaration.menu && SPEC_MENU.find((m) => m.path === declaration.menu!.path);
      if (entry) provided.set(entry.key, entry.path);
    }
  }
  return provided;
}

export function dashboardCards() {
  return AREAS.flatMap((area) => area.dashboard ?? []).sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}

export interface AreaTitle {
  prefix: string;
  /** English; translated when shown. */
  title: string;
  /** A declaration's name key (`resources.<name>.name`), plural. */
  key?: string;
}

/** Page names by path prefix: each page's title and each declaration's plural name. */
export function areaTitles(): AreaTitle[] {
  return AREAS.flatMap((area) => [
    ...(area.pages ?? []).map((page) => ({ prefix: page.path, title: page.title })),
    ...(area.declarations ?? []).map((d) => ({
      prefix: `/${routeNameOf(d)}`,
      title: d.labels.many,
      key: `resources.${routeNameOf(d)}.name`,
    })),
  ]);
}
