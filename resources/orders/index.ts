/**
 * The orders area's declared resources: orders, customers and their reference data. Adding one is one line in ./declarations.ts; the server binds and mounts them all
 * (the most specific REST base first, server/app.ts), the app mounts their screens.
 */
import type { ResourceDeclaration } from '../framework';
import * as declarations from './declarations';

export const ORDERS_RESOURCES: ResourceDeclaration[] = Object.values(declarations);
