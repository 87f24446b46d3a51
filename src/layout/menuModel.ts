/**
 * Which sidebar entries a role sees (docs/requirements/shell.md §2, docs/requirements/access.md §6): the areas' entries
 * (src/areas/registry.ts `menuEntries`), top-level ones and each group's children sorted by
 * `order`, the top-level entry's level checked (children follow their group), an entry's `access`
 * asked of canAccess, nothing while no role is loaded. A group appears once one of its children does.
 */
import { hasLevel, type Role } from '../../resources/access';
import { roleCanAccess } from '../../providers/authProvider';
import type { MenuItem } from '../areas/registry';

export interface VisibleEntry {
  key: string;
  path: string;
  /** Translation key of its text; a resource's name is asked in the plural. */
  label: string;
  plural?: boolean;
  icon?: MenuItem['icon'];
  children?: VisibleEntry[];
}

const byOrder = (a: MenuItem, b: MenuItem) => a.order - b.order;

export function visibleMenu(role: Role | null | undefined, items: MenuItem[]): VisibleEntry[] {
  if (!role) return [];
  const allowed = (item: MenuItem) => !item.access || roleCanAccess(role, item.access.resource, item.access.action ?? 'list');
  const entry = (item: MenuItem, children?: VisibleEntry[]): VisibleEntry => ({
    key: item.key,
    path: item.path ?? '',
    label: item.label,
    ...(item.plural ? { plural: true } : {}),
    ...(item.icon ? { icon: item.icon } : {}),
    ...(children ? { children } : {}),
  });
  const entries: VisibleEntry[] = [];
  for (const top of items.filter((m) => !m.group).sort(byOrder)) {
    if ((top.level && !hasLevel(role, top.level)) || !allowed(top)) continue;
    if (!top.expands) {
      if (top.path) entries.push(entry(top));
      continue;
    }
    const children = items.filter((m) => m.group === top.key && m.path && allowed(m)).sort(byOrder);
    if (children.length)
      entries.push(
        entry(
          top,
          children.map((child) => entry(child)),
        ),
      );
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
    if (!entry.path) continue;
    const matches = entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`);
    if (matches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/** The entry's text in the language shown. */
export const entryLabel = (translate: (key: string, options?: object) => string, entry: Pick<VisibleEntry, 'label' | 'plural'>) =>
  translate(entry.label, entry.plural ? { smart_count: 2 } : undefined);

export function parentOf(key: string, entries: VisibleEntry[]): VisibleEntry | undefined {
  return entries.find((e) => e.children?.some((c) => c.key === key));
}
