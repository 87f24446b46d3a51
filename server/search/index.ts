/**
 * The search area: `GET /api/search?q=` for the app's search box (searchService.ts). Its own
 * area because it reads every other area's records; it writes nothing.
 */
import { Router } from 'express';
import { searchQuerySchema } from '../../resources/search/schemas';
import type { AppContext } from '../context';
import { actorOf } from '../framework/actor';
import type { ServerArea } from '../framework/area';
import { validate } from '../http/errors';
import { search } from './searchService';

function searchRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const actor = actorOf(req);
    const { q, limit } = await validate(searchQuerySchema, req.query);
    res.json(await search(ctx.database.db, actor, q, limit));
  });
  return router;
}

export const searchArea: ServerArea = {
  id: 'search',
  routes: { '/search': searchRoutes },
  routeDocs: [
    {
      method: 'get',
      path: '/api/search',
      summary:
        'The search box: orders (number, tracking number, customer, email, city, design), item labels, parcels, customers, products, purchase orders and trackable items the caller may see, grouped by kind',
      access: 'session',
      query: searchQuerySchema,
      probe: { query: { q: 'zz-nothing' } },
    },
  ],
};
