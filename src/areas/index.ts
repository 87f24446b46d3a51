/**
 * The areas of the app, mounted by the shell (src/App.tsx). Adding an area: export an `AppArea`
 * from its module (see ./types.ts and docs/app.md) and add it to this list.
 */
import { accountsArea } from '../accounts';
import { adminArea } from '../admin';
import { dashboardArea } from '../dashboard';
import { inventoryArea } from '../inventory';
import { settingsArea } from '../settings';
import type { AppArea } from './types';

export const AREAS: AppArea[] = [dashboardArea, accountsArea, settingsArea, adminArea, inventoryArea];
