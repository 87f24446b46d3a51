/**
 * Every area's keyed messages (docs/app.md, "Texts"): one file per area, `resources/i18n/areas/<area>.ts`,
 * each a `defineMessages('<area>.<topic>', { name: { en, fr } })`; a new catalogue is listed here.
 */
import { catalogueTexts, type MessageCatalogue } from '../catalogue';
import { BILLING_MESSAGES, BILLING_REFUSALS, PRICE_IMPORT_MESSAGES } from './billing';
import { CATALOG_JOB_MESSAGES, CATALOG_REFUSALS } from './catalog';
import { STOCK_MESSAGES } from './inventory';
import { ORDER_IMPORT_MESSAGES, ORDER_REFUSALS } from './orders';
import { DROPPER_MESSAGES, PRODUCTION_JOB_MESSAGES, STATION_MESSAGES } from './production';
import { CHECKLIST_MESSAGES } from './settings';
import { ERROR_MESSAGES, FIELD_MESSAGES, GRAPHQL_REFUSALS, IMPORT_MESSAGES } from './system';

export const MESSAGE_CATALOGUES: readonly MessageCatalogue[] = [
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  IMPORT_MESSAGES,
  CATALOG_JOB_MESSAGES,
  PRODUCTION_JOB_MESSAGES,
  STATION_MESSAGES,
  ORDER_IMPORT_MESSAGES,
  BILLING_MESSAGES,
  STOCK_MESSAGES,
  PRICE_IMPORT_MESSAGES,
  BILLING_REFUSALS,
  CATALOG_REFUSALS,
  ORDER_REFUSALS,
  DROPPER_MESSAGES,
  CHECKLIST_MESSAGES,
  GRAPHQL_REFUSALS,
];

export const messageTexts = (language: 'en' | 'fr') => catalogueTexts(MESSAGE_CATALOGUES, language);
