/**
 * The REST data provider: react-admin calls → the REST shapes of each declaration's `serve`
 * (docs/requirements/platform.md §2 conventions): lists with `page` (0-based) / `page_count` / `filter_by` / `sort_by` /
 * `order` / `q` answered by `{results, count, hasNext, hasBefore}`; create/update payloads
 * wrapped in `bodyKey`; updates by path or body; deletes by path or query parameter.
 */
import type { DataProvider, DeleteParams, RaRecord } from 'react-admin';
import { listInPages } from './listInPages';
import { MAX_PAGE_SIZE, writableFields, type ResourceDeclaration, type RestServe } from '../resources/framework';
import { api } from './httpClient';
import { declarationFor } from './resourceNames';

interface Paginated<T> {
  results: T[];
  count: number;
  hasNext: boolean;
  hasBefore: boolean;
}

function restOf(resource: string): { declaration?: ResourceDeclaration; serve: RestServe } {
  const declaration = declarationFor(resource);
  if (declaration && declaration.serve.kind !== 'rest') throw new Error(`${resource} is not a REST resource`);
  return { declaration, serve: (declaration?.serve as RestServe) ?? { kind: 'rest', base: resource } };
}

/** Splits react-admin's filter into the free-text `q` and the `filter_by` object. */
function listQuery(filter: Record<string, unknown> = {}) {
  const { q, ...rest } = filter;
  const filterBy = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== ''));
  return {
    q: typeof q === 'string' && q.trim() !== '' ? q.trim() : undefined,
    filter_by: Object.keys(filterBy).length ? filterBy : undefined,
  };
}

/** Only what a client may write goes to the server; unknown keys would be refused. */
function payload(declaration: ResourceDeclaration | undefined, data: Record<string, unknown>) {
  if (!declaration) return data;
  const out: Record<string, unknown> = {};
  for (const [name] of writableFields(declaration)) if (data[name] !== undefined) out[name] = data[name];
  return out;
}

const wrap = (serve: RestServe, body: Record<string, unknown>) => (serve.bodyKey ? { [serve.bodyKey]: body } : body);

/** A list's page; `R`, the record type react-admin's caller asked for. */
async function list<R extends RaRecord>(
  resource: string,
  query: Record<string, unknown>,
): Promise<{ data: R[]; total: number; pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean } }> {
  const { serve } = restOf(resource);
  const result = await api<Paginated<R> | R[]>(serve.base, { query });
  if (Array.isArray(result)) return { data: result, total: result.length };
  return { data: result.results, total: result.count, pageInfo: { hasNextPage: result.hasNext, hasPreviousPage: result.hasBefore } };
}

/** Records by id; `R`, the record type react-admin's caller asked for. */
async function many<R extends RaRecord>(base: string, ids: RaRecord['id'][]): Promise<{ data: R[] }> {
  const data = await api<R[] | Paginated<R>>(base, { query: { filter_by: { id: ids } } });
  return { data: Array.isArray(data) ? data : data.results };
}

export const restDataProvider: DataProvider = {
  async getList(resource, { pagination, sort, filter, meta }) {
    const query = { sort_by: sort?.field, order: sort?.order, ...listQuery(filter) };
    if (!pagination) return list(resource, query);
    // An export asks for more rows than one request answers: pages of MAX_PAGE_SIZE, by keyset.
    // Each names its page too: the server's fallback where the keyset cannot serve.
    return listInPages(
      pagination,
      MAX_PAGE_SIZE,
      ({ page, perPage, after }) => list(resource, { ...query, page: page - 1, page_count: perPage, after }),
      meta?.after,
    );
  },

  async getOne(resource, { id }) {
    const { serve } = restOf(resource);
    return { data: await api(`${serve.base}/${encodeURIComponent(String(id))}`) };
  },

  async getMany(resource, { ids }) {
    const { serve } = restOf(resource);
    if (!ids.length) return { data: [] };
    return many(serve.base, ids);
  },

  async getManyReference(resource, { target, id, pagination, sort, filter, meta }) {
    const { q, filter_by } = listQuery(filter);
    return list(resource, {
      page: pagination.page - 1,
      page_count: pagination.perPage,
      after: meta?.after,
      sort_by: sort?.field,
      order: sort?.order,
      q,
      filter_by: { ...(filter_by ?? {}), [target]: id },
    });
  },

  async create(resource, { data }) {
    const { declaration, serve } = restOf(resource);
    return { data: await api(serve.base, { method: 'POST', body: wrap(serve, payload(declaration, data)) }) };
  },

  async update(resource, { id, data }) {
    const { declaration, serve } = restOf(resource);
    const body = payload(declaration, data);
    return {
      data: await (serve.update === 'body'
        ? api(serve.base, { method: 'PUT', body: wrap(serve, { ...body, id }) })
        : api(`${serve.base}/${encodeURIComponent(String(id))}`, { method: 'PUT', body: wrap(serve, body) })),
    };
  },

  async updateMany(resource, { ids, data }) {
    for (const id of ids) await restDataProvider.update(resource, { id, data, previousData: {} as RaRecord });
    return { data: ids };
  },

  async delete<RecordType extends RaRecord>(resource: string, { id, previousData }: DeleteParams<RecordType>) {
    const { serve } = restOf(resource);
    const style = serve.delete ?? 'path';
    // The record as deleted, when the server answers it; else the one shown (or its id alone).
    const removed =
      style === 'path'
        ? await api<RecordType | null>(`${serve.base}/${encodeURIComponent(String(id))}`, { method: 'DELETE' })
        : await api<RecordType | null>(serve.base, { method: 'DELETE', query: { [style.query]: id } });
    return { data: removed ?? previousData ?? ({ id } as RecordType) };
  },

  async deleteMany(resource, { ids }) {
    for (const id of ids) await restDataProvider.delete(resource, { id });
    return { data: ids };
  },
};
