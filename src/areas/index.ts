/**
 * The areas of the app, mounted by the shell (src/App.tsx). Adding an area: export an `AppArea`
 * from its module (see ./types.ts and docs/app.md) and add it to this list. The screens outside
 * the session (login and the other account screens) are not an area: src/accounts/index.tsx.
 */
import { accountsArea } from '../accounts/area';
import { billingArea } from '../billing';
import { catalogArea } from '../catalog';
import { dashboardArea } from '../dashboard';
import { inventoryArea } from '../inventory';
import { ordersArea } from '../orders';
import { productionArea } from '../production';
import { settingsArea } from '../settings';
import { systemArea } from '../system';
import type { AppArea } from './types';

export const AREAS: AppArea[] = [
  dashboardArea,
  accountsArea,
  catalogArea,
  settingsArea,
  systemArea,
  ordersArea,
  productionArea,
  billingArea,
  inventoryArea,
];
