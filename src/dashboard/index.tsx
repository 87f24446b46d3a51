/** The home dashboard's sidebar entry; the dashboard itself is the shell's `/` and catch-all. */
import { lazyChunk } from '../components/lazyChunk';
import type { AppArea } from '../areas/types';

const JobsCard = lazyChunk(() => import('./JobsCard'));

export const dashboardArea: AppArea = {
  id: 'dashboard',
  menu: [{ key: 'dashboard', path: '/' }],
  dashboard: [{ id: 'background-jobs', level: 'EVERYBODY', component: JobsCard, order: 80 }],
};
