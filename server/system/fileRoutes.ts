/**
 * Files of the local storage adapter: GET /api/files/{key}. Keys are content hashes, so a file
 * never changes at its key and may be cached for a year. Served as images only, never sniffed.
 */
import fs from 'node:fs';
import { Router } from 'express';
import { LocalStorage } from '../adapters/storage';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';

export function fileRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/*key', async (req, res) => {
    const storage = ctx.storage;
    const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
    const full = storage instanceof LocalStorage ? storage.pathOf(key) : undefined;
    if (
      !full ||
      !(await fs.promises.stat(full).then(
        (s) => s.isFile(),
        () => false,
      ))
    )
      throw notFound('No such file.');
    res.sendFile(full, {
      maxAge: '365d',
      immutable: true,
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        'Cross-Origin-Resource-Policy': 'same-site',
      },
    });
  });
  return router;
}
