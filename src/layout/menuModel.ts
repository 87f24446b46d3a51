/**
 * Which sidebar entries a role sees (docs/requirements/shell.md §2, docs/requirements/access.md §6): the spec's entries whose screens an area
 * provides, in the spec's order, the top-level entry's level checked (children follow their
 * parent), nothing while no role is loaded. A group appears once one of its children exists.
 */
import { hasLevel, type Role } from '../../resources/access';
import { SPEC_MENU, isGroup, type MenuKey } from '../areas/menu';

export interface VisibleEntry {
  key: MenuKey;
  path: string;
  children?: VisibleEntry[];
}

export function visibleMenu(role: Role | null | undefined, provided: Map<MenuKey, string>): VisibleEntry[] {
  if (!role) return [];
  const entries: VisibleEntry[] = [];
  for (const top of SPEC_MENU.filter((m) => !m.parent)) {
    if (!hasLevel(role, top.level)) continue;
    if (isGroup(top.key)) {
      const children = SPEC_MENU.filter((m) => m.parent === top.key && provided.has(m.key)).map((m) => ({
        key: m.key,
        path: provided.get(m.key)!,
      }));
      if (children.length) entries.push({ key: top.key, path: provided.get(top.key) ?? top.path, children });
    } else if (provided.has(top.key)) {
      entries.push({ key: top.key, path: provided.get(top.key)! });
    }
  }
  return entries;
}

/**
 * The entry matching the path: the longest path prefix ('/' only matches itself). A group counts
 * too, for a screen of its own (e.g. /inventory); its children's longer paths win below it.
 */
export function currentEntry(pathname: string, entries: VisibleEntry[]): VisibleEntry | undefined {
  const all = entries.flatMap((e) => [e, ...(e.children ?? [])]);
  let best: VisibleEntry | undefined;
  for (const entry of all) {
    const matches = entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`);
    if (matches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

export function parentOf(key: MenuKey, entries: VisibleEntry[]): VisibleEntry | undefined {
  return entries.find((e) => e.children?.some((c) => c.key === key));
}
