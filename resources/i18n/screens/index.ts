/**
 * French for the fixed English texts of hand-written screens, which call `translate('Save')`:
 * a text with no key of its own shows in French from here, else as written. One file per area
 * of screens; new texts should rather be keys (`resources/i18n/messages/<area>.ts`, docs/app.md).
 */
import { FR_BILLING } from './billing';
import { FR_CATALOG } from './catalog';
import { FR_IMPORTS } from './imports';
import { FR_INVENTORY } from './inventory';
import { FR_ORDERS } from './orders';
import { FR_PRODUCTION } from './production';
import { FR_SETTINGS } from './settings';
import { FR_SHELL } from './shell';

export const FR_TEXTS: Record<string, string> = {
  ...FR_SHELL,
  ...FR_INVENTORY,
  ...FR_SETTINGS,
  ...FR_ORDERS,
  ...FR_CATALOG,
  ...FR_PRODUCTION,
  ...FR_BILLING,
  ...FR_IMPORTS,
};
