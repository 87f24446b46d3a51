/**
 * The hand-written screens' words by key, one namespace per area (`screens.<area>.<name>`): a screen calls
 * `translate('screens.billing.account_number')`; the English and French of each key sit side by side in
 * ./<area>.ts (docs/app.md, "Texts by key"). A new catalogue file is listed here.
 */
import { catalogueTexts, type MessageCatalogue } from '../catalogue';
import { SHELL_SCREEN_TEXTS } from './shell';
import { INVENTORY_SCREEN_TEXTS } from './inventory';
import { SETTINGS_SCREEN_TEXTS } from './settings';
import { ORDERS_SCREEN_TEXTS } from './orders';
import { CATALOG_SCREEN_TEXTS } from './catalog';
import { PRODUCTION_SCREEN_TEXTS } from './production';
import { BILLING_SCREEN_TEXTS } from './billing';
import { IMPORTS_SCREEN_TEXTS } from './imports';

export const SCREEN_CATALOGUES: readonly MessageCatalogue[] = [
  SHELL_SCREEN_TEXTS,
  INVENTORY_SCREEN_TEXTS,
  SETTINGS_SCREEN_TEXTS,
  ORDERS_SCREEN_TEXTS,
  CATALOG_SCREEN_TEXTS,
  PRODUCTION_SCREEN_TEXTS,
  BILLING_SCREEN_TEXTS,
  IMPORTS_SCREEN_TEXTS,
];

export const screenTexts = (language: 'en' | 'fr') => catalogueTexts(SCREEN_CATALOGUES, language);
