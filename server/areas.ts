/**
 * The server's areas, listed once (the contract: server/framework/area.ts). Adding an area:
 * export a `ServerArea` from server/<area>/index.ts and add it here. Seeds run in this order.
 */
import { accountsArea } from './accounts';
import { billingArea } from './billing';
import { catalogArea } from './catalog';
import type { ServerArea } from './framework/area';
import { inventoryArea } from './inventory';
import { ordersArea } from './orders';
import { productionArea } from './production';
import { searchArea } from './search';
import { settingsArea } from './settings';
import { systemArea } from './system';

export const SERVER_AREAS: ServerArea[] = [
  accountsArea,
  catalogArea,
  settingsArea,
  systemArea,
  ordersArea,
  productionArea,
  billingArea,
  inventoryArea,
  searchArea,
];
