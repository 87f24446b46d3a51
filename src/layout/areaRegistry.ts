/** What the listed areas provide, gathered once: sidebar entries by key, dashboard cards, titles. */
import { AREAS } from '../areas';
import { SPEC_MENU, type MenuKey } from '../areas/menu';

export function providedMenu(): Map<MenuKey, string> {
  const provided = new Map<MenuKey, string>();
  for (const area of AREAS) {
    for (const entry of area.menu ?? []) {
      provided.set(entry.key, entry.path ?? SPEC_MENU.find((m) => m.key === entry.key)!.path);
    }
  }
  return provided;
}

export function dashboardCards() {
  return AREAS.flatMap((area) => area.dashboard ?? []).sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}

export function areaTitles(): Array<[string, string]> {
  return AREAS.flatMap((area) => Object.entries(area.titles ?? {}));
}
