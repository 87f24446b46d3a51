/**
 * The production floor (docs/requirements/production.md §2 Production group, TECHNICIAN level): the scanner, weigh and ship
 * stations; JDML with its drawn preview, the dropper, waste tracking with its report, analytics;
 * employees, printers and the print spool.
 */
import { PRODUCTION_RESOURCES } from '../../resources/production';
import { lazyChunk } from '../components/lazyChunk';
import type { AppArea } from '../areas/types';

const ScannerStation = lazyChunk(() => import('./ScannerStation'));
const WeighStation = lazyChunk(() => import('./WeighStation'));
const ShipStation = lazyChunk(() => import('./ShipStation'));
const JdmlDetail = lazyChunk(() => import('./jdml/JdmlDetail'));
const DropperScreen = lazyChunk(() => import('./dropper/DropperScreen'));
const WasteScreen = lazyChunk(() => import('./waste/WasteScreen'));
const AnalyticsScreen = lazyChunk(() => import('./analytics/AnalyticsScreen'));

const READ_ONLY = { create: false, edit: false } as const;

export const productionArea: AppArea = {
  id: 'production',
  declarations: PRODUCTION_RESOURCES,
  views: {
    // /production/jdml/{jdmlId} is the JDML's page (react-admin's edit path).
    jdmls: { create: false, show: false, edit: JdmlDetail },
    'drop-groups': { list: DropperScreen, create: false, edit: false, show: false },
    'waste-records': { list: WasteScreen, create: false, edit: false, show: false },
    'print-jobs': READ_ONLY,
    shipments: READ_ONLY,
    'weigh-queue': READ_ONLY,
    'line-item-issues': { edit: false },
  },
  pages: [
    {
      path: '/production/scanner',
      component: ScannerStation,
      title: 'Scanner',
      menu: 'scanner',
      access: { resource: 'weigh-queue', action: 'list' },
    },
    {
      path: '/production/weigh-station',
      component: WeighStation,
      title: 'Weigh Station',
      menu: 'weigh_station',
      access: { resource: 'weigh-queue', action: 'list' },
    },
    {
      path: '/production/ship-station',
      component: ShipStation,
      title: 'Ship Station',
      menu: 'ship_station',
      access: { resource: 'weigh-queue', action: 'list' },
    },
    {
      path: '/analytics',
      component: AnalyticsScreen,
      title: 'Analytics',
      menu: 'analytics',
      access: { resource: 'analytics', action: 'list' },
    },
  ],
};
