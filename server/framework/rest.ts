/**
 * REST routes of a declared resource, in the shapes of the spec's REST groups:
 *   GET    /api/{base}?page_count&page&after&filter_by&sort_by&order&q
 *          → an array, or `{results, count, hasNext, hasBefore}` when page_count is sent
 *   GET    /api/{base}/{id}
 *   POST   /api/{base}                      body, or body[bodyKey]
 *   PUT    /api/{base}/{id} | PUT /api/{base} (id in the body)
 *   DELETE /api/{base}/{id} | DELETE /api/{base}?{param}={id}
 */
import { Router, type Request } from 'express';
import type { RestServe } from '../../resources/framework';
import { actorOf } from './actor';
import type { AppContext } from '../context';
import { badRequest, unauthorized } from '../http/errors';
import { assertKnownFields } from '../http/strictBody';
import { type ListParams, type ListResult, type ResourceBinding } from './crud';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

function integer(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  // Digits only (no `1e9`, `0x10` or `-1`), and small enough for an OFFSET.
  const n = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0) throw badRequest(`${name} must be a whole number.`, { [name]: FIELD_MESSAGES.message('integer') });
  return n;
}

/** Reads the list parameters of docs/requirements/platform.md §2's conventions from a query string. */
export function listParams(query: Request['query']): ListParams {
  let filter: Record<string, unknown> = {};
  if (typeof query.filter_by === 'string' && query.filter_by !== '') {
    try {
      filter = JSON.parse(query.filter_by);
    } catch {
      throw badRequest('filter_by must be a JSON object.', { filter_by: 'Must be a JSON object' });
    }
    if (!filter || typeof filter !== 'object' || Array.isArray(filter))
      throw badRequest('filter_by must be a JSON object.', { filter_by: 'Must be a JSON object' });
  }
  if (typeof query.q === 'string') filter.q = query.q;
  if (
    query.sort_by !== undefined &&
    query.sort_by !== '' &&
    (typeof query.sort_by !== 'string' || !/^[a-z][a-z0-9_]{0,62}$/.test(query.sort_by))
  ) {
    throw badRequest('sort_by must name a field.', { sort_by: 'Must name a field' });
  }
  const order = typeof query.order === 'string' ? query.order.toUpperCase() : undefined;
  if (order && order !== 'ASC' && order !== 'DESC') throw badRequest('order must be ASC or DESC.', { order: 'Must be ASC or DESC' });
  return {
    filter,
    sort: typeof query.sort_by === 'string' ? query.sort_by : undefined,
    order: order as ListParams['order'],
    page: integer(query.page, 'page'),
    pageCount: integer(query.page_count, 'page_count'),
    after: integer(query.after, 'after'),
  };
}

export function paginated<T>(rows: T[], total: number, page: number, pageSize: number) {
  return { results: rows, count: total, hasNext: (page + 1) * pageSize < total, hasBefore: page > 0 };
}

/**
 * The spec's page object from a page read with one row more than its size (that row says whether
 * more follow) and a capped count (COUNT_CAP + 1 means "more than COUNT_CAP").
 */
export function pageWithOneMore<T>(rows: T[], total: number, page: number, pageSize: number) {
  return { results: rows.slice(0, pageSize), count: total, hasNext: rows.length > pageSize, hasBefore: page > 0 };
}

/** The spec's page object of a list result: `hasNext` from the one row fetched beyond the page. */
export function pageOf(result: ListResult) {
  return { results: result.rows, count: result.total, hasNext: result.hasNext, hasBefore: result.hasBefore };
}

/** An array without page_count, else the page object. */
export const listBody = (result: ListResult) => (result.pageSize === undefined ? result.rows : pageOf(result));

export function restRouter(ctx: AppContext, binding: ResourceBinding): Router {
  const serve = binding.resource.serve as RestServe;
  const crud = ctx.resources.crud(ctx.database.db, binding.resource.name);
  const router = Router();
  if (binding.routes) router.use(binding.routes(ctx, crud));
  const isPublic = (op: 'list' | 'get') => serve.public?.includes(op) ?? false;
  const viewer = (req: Request, op: 'list' | 'get') => {
    if (isPublic(op)) return req.actor;
    if (!req.actor) throw unauthorized();
    crud.assertAllowed(req.actor, 'View');
    return req.actor;
  };
  const payload = (req: Request) => {
    const body = req.body ?? {};
    return serve.bodyKey && body[serve.bodyKey] !== undefined ? body[serve.bodyKey] : body;
  };

  router.get('/', async (req, res) => {
    const actor = viewer(req, 'list');
    const params = listParams(req.query);
    res.json(listBody(await crud.list(actor, params)));
  });

  router.get('/:id', async (req, res) => {
    res.json(await crud.get(viewer(req, 'get'), req.params.id));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await crud.create(actorOf(req), payload(req)));
  });

  if (serve.update === 'body') {
    router.put('/', async (req, res) => {
      // Who may edit before what is sent: a refused caller learns nothing about the payload.
      crud.assertAllowed(actorOf(req), 'Edit');
      const body = payload(req);
      if (body?.id === undefined) throw badRequest('The id is missing.', { id: FIELD_MESSAGES.message('required') });
      res.json(await crud.update(actorOf(req), body.id, body));
    });
  } else {
    router.put('/:id', async (req, res) => {
      res.json(await crud.update(actorOf(req), req.params.id, payload(req)));
    });
  }

  const deleteStyle = serve.delete ?? 'path';
  if (deleteStyle === 'path') {
    router.delete('/:id', async (req, res) => {
      assertKnownFields(req.body, []); // a delete takes no body fields
      res.json(await crud.delete(actorOf(req), req.params.id));
    });
  } else {
    router.delete('/', async (req, res) => {
      assertKnownFields(req.body, []); // a delete takes no body fields
      crud.assertAllowed(actorOf(req), 'Delete');
      const id = req.query[deleteStyle.query];
      if (id === undefined)
        throw badRequest(`${deleteStyle.query} is missing.`, { [deleteStyle.query]: FIELD_MESSAGES.message('required') });
      res.json(await crud.delete(actorOf(req), String(id)));
    });
  }
  return router;
}
