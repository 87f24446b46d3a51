/**
 * The catalog's declared resources: collections, the reference data products are made of, products (designs) and mockups. Adding one is one line in ./declarations.ts; the server binds and mounts them all
 * (the most specific REST base first, server/app.ts), the app mounts their screens.
 */
import type { ResourceDeclaration } from '../framework';
import * as declarations from './declarations';

export const CATALOG_RESOURCES: ResourceDeclaration[] = Object.values(declarations);
