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

/** Page names (English, translated when shown) by path prefix: each page's title and each declaration's plural label. */
export function areaTitles(): Array<[string, string]> {
  return AREAS.flatMap((area) => [
    ...(area.pages ?? []).map((page): [string, string] => [page.path, page.title]),
    ...(area.declarations ?? []).map((d): [string, string] => [`/${routeNameOf(d)}`, d.labels.many]),
  ]);
}
