/**
 * The production floor (docs/requirements/production.md §2 Production group, TECHNICIAN level): the scanner, weigh and ship
 * stations; JDML with its drawn preview, the dropper, waste tracking with its report, analytics;
 * employees, printers and the print spool (its list: retry a failed job, open its document), the
 * Line Item Issues page (open issues: back to production, resolve).
 */
import { PRODUCTION_RESOURCES } from '../../resources/production';
import { lazyChunk } from '../components/lazyChunk';
import { defineArea } from '../areas/types';

const ScannerStation = lazyChunk(() => import('./ScannerStation'));
const WeighStation = lazyChunk(() => import('./WeighStation'));
const ShipStation = lazyChunk(() => import('./ShipStation'));
const JdmlDetail = lazyChunk(() => import('./jdml/JdmlDetail'));
const DropperScreen = lazyChunk(() => import('./dropper/DropperScreen'));
const WasteScreen = lazyChunk(() => import('./waste/WasteScreen'));
const AnalyticsScreen = lazyChunk(() => import('./analytics/AnalyticsScreen'));
const PrintJobsScreen = lazyChunk(() => import('./PrintJobs'));
const LineItemIssuesPage = lazyChunk(() => import('./Issues'));

const READ_ONLY = { create: false, edit: false } as const;

export default defineArea({
  id: 'production',
  declarations: PRODUCTION_RESOURCES,
  // The Production group (docs/requirements/shell.md §2): its level is its children's.
  menu: [
    { key: 'production', expands: true, path: '/production', level: 'TECHNICIAN', order: 90 },
    { key: 'scanner', path: '/production/scanner', group: 'production', order: 10 },
    { key: 'weigh_station', path: '/production/weigh-station', group: 'production', order: 20 },
    { key: 'ship_station', path: '/production/ship-station', group: 'production', order: 30 },
    { key: 'waste_tracking', resource: 'waste-records', label: 'menu.waste_tracking', group: 'production', order: 40 },
    { key: 'jdml', resource: 'jdmls', label: 'menu.jdml', group: 'production', order: 50 },
    { key: 'dropper', resource: 'drop-groups', label: 'menu.dropper', group: 'production', order: 60 },
    { key: 'analytics', path: '/analytics', group: 'production', order: 70 },
    { key: 'print_jobs', resource: 'print-jobs', group: 'production', order: 72 },
    { key: 'line_item_issues', resource: 'line-item-issues', group: 'production', order: 74 },
  ],
  views: {
    // /production/jdml/{jdmlId} is the JDML's page (react-admin's edit path).
    jdmls: { create: false, show: false, edit: JdmlDetail },
    'drop-groups': { list: DropperScreen, create: false, edit: false, show: false },
    'waste-records': { list: WasteScreen, create: false, edit: false, show: false },
    'print-jobs': { list: PrintJobsScreen, create: false, edit: false, show: false },
    shipments: READ_ONLY,
    'weigh-queue': READ_ONLY,
    'line-item-issues': { list: LineItemIssuesPage, create: false, edit: false, show: false },
  },
  pages: [
    {
      path: '/production/scanner',
      component: ScannerStation,
      title: 'menu.scanner',
      access: { resource: 'weigh-queue', action: 'list' },
    },
    {
      path: '/production/weigh-station',
      component: WeighStation,
      title: 'menu.weigh_station',
      access: { resource: 'weigh-queue', action: 'list' },
    },
    {
      path: '/production/ship-station',
      component: ShipStation,
      title: 'menu.ship_station',
      access: { resource: 'weigh-queue', action: 'list' },
    },
    {
      path: '/analytics',
      component: AnalyticsScreen,
      title: 'menu.analytics',
      access: { resource: 'analytics', action: 'list' },
    },
  ],
});
