/**
 * The administration area's routes, mounted under /api before the framework's resource routes:
 * they answer the spec's calls that are not plain CRUD and pass the rest on (next()).
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { adminToolsRoutes } from './adminToolsRoutes';
import { brandRoutes } from './brandRoutes';
import { checklistRoutes } from './checklistRoutes';
import { collectionRoutes } from './collectionRoutes';
import { fileRoutes } from './fileRoutes';
import { materialRoutes } from './materialRoutes';

export function adminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(fileRoutes(ctx));
  router.use(brandRoutes(ctx));
  router.use(collectionRoutes(ctx));
  router.use(checklistRoutes(ctx));
  router.use(materialRoutes(ctx));
  router.use(adminToolsRoutes(ctx));
  return router;
}
