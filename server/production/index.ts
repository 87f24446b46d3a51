/**
 * The production floor: employees at the stations, the scanner and weigh stations with the weigh
 * queue, shipping labels and the ship station, printers with their spool and line-item issues;
 * carrier delivery updates; JDML, the dropper, waste and analytics.
 */
import { PRODUCTION_RESOURCES } from '../../resources/production';
import * as schema from '../db/schema';
import { bindDeclared, type ServerArea } from '../framework/area';
import { dropGroupListRoutes, jdmlRoutes } from './dropperRoutes';
import { employeeHooks, employeeRoutes } from './employees';
import { JDML_GENERATION, jdmlJob } from './jdml';
import { lineItemIssueRoutes, printJobRoutes } from './printerRoutes';
import { lineItemIssueHooks } from './printerService';
import { analyticsV2Routes } from './analyticsRoutes';
import { easyPostWebhookRoutes, startLocalDeliveries } from './delivery';
import { wasteReportRoutes } from './reportRoutes';
import { PRODUCTION_ROUTE_DOCS } from './routeDocs';
import { scanRoutes, weighQueueRoutes } from './scanRoutes';
import { seedProduction } from './seed';
import { shippingRoutes } from './shippingRoutes';
import { startStationScanPrune } from './stationScans';

export const productionArea: ServerArea = {
  id: 'production',
  bindings: bindDeclared(PRODUCTION_RESOURCES, schema, {
    employees: { hooks: employeeHooks, routes: employeeRoutes },
    'print-jobs': { routes: printJobRoutes },
    'line-item-issues': { hooks: lineItemIssueHooks, routes: lineItemIssueRoutes },
    'weigh-queue': { routes: weighQueueRoutes },
    jdmls: { routes: jdmlRoutes },
    'drop-groups': { routes: dropGroupListRoutes },
    'waste-records': { routes: wasteReportRoutes },
  }),
  routes: {
    '/scan': scanRoutes,
    '/shipping': shippingRoutes,
    '/v2/analytics': analyticsV2Routes,
    '/webhooks/easypost': easyPostWebhookRoutes,
  },
  jobs: { [JDML_GENERATION]: jdmlJob },
  routeDocs: PRODUCTION_ROUTE_DOCS,
  seed: seedProduction,
  start: (ctx) => {
    const stops = [startLocalDeliveries(ctx), startStationScanPrune(ctx)];
    return () => stops.forEach((stop) => stop());
  },
};
