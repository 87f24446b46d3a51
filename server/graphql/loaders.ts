/**
 * Per-request batching of relation fields: every `vendor` of a page of trackable items is one
 * `WHERE id IN (…)` query, every `lines` of a page of purchase orders one `WHERE
 * purchase_order_id IN (…)` — the number of statements does not grow with the page size.
 */
import DataLoader from 'dataloader';
import type { Actor } from '../framework/actor';
import type { Db } from '../db/client';
import type { Resources } from '../framework/area';

type Row = Record<string, unknown>;

export class Loaders {
  /** By key; each key's loader answers one type (V of loader()). */
  private loaders = new Map<string, DataLoader<number, unknown>>();
  constructor(
    private resources: Resources,
    private db: Db,
    private actor: Actor | undefined,
  ) {}

  private loader<V>(key: string, batch: (keys: readonly number[]) => Promise<V[]>): DataLoader<number, V> {
    let loader = this.loaders.get(key) as DataLoader<number, V> | undefined;
    if (!loader) this.loaders.set(key, (loader = new DataLoader<number, V>(batch, { maxBatchSize: 1000 })));
    return loader;
  }

  /** A record by id, or null. */
  byId(resource: string): DataLoader<number, Row | null> {
    return this.loader(`id:${resource}`, async (ids) => {
      const rows = await this.resources.crud(this.db, resource).byIds(this.actor, ids);
      const found = new Map(rows.map((r) => [Number(r.id), r]));
      return ids.map((id) => found.get(Number(id)) ?? null);
    });
  }

  /** How many rows of `resource` matching `filter` have the key as their `foreignKey`. */
  countByForeignKey(resource: string, foreignKey: string, filter: Record<string, unknown>): DataLoader<number, number> {
    return this.loader(`count:${resource}:${foreignKey}:${JSON.stringify(filter)}`, async (ids) => {
      const counts = await this.resources.crud(this.db, resource).countBy(this.actor, foreignKey, { ...filter, [foreignKey]: [...ids] });
      return ids.map((id) => counts.get(Number(id)) ?? 0);
    });
  }

  /** The rows of `resource` whose `foreignKey` is the key, in the given order. */
  byForeignKey(resource: string, foreignKey: string, sort?: [string, 'ASC' | 'DESC']): DataLoader<number, Row[]> {
    return this.loader(`fk:${resource}:${foreignKey}:${sort?.join(':') ?? ''}`, async (ids) => {
      const { rows } = await this.resources.crud(this.db, resource).list(this.actor, {
        filter: { [foreignKey]: [...ids] },
        sort: sort?.[0],
        order: sort?.[1],
        withTotal: false,
      });
      const groups = new Map<number, Row[]>(ids.map((id) => [Number(id), []]));
      for (const row of rows) groups.get(Number(row[foreignKey]))?.push(row);
      return ids.map((id) => groups.get(Number(id)) ?? []);
    });
  }
}
