/** The home dashboard's own cards; the dashboard itself is the shell's `/` and catch-all. */
import { lazyChunk } from '../components/lazyChunk';
import type { AppArea } from '../areas/types';

const JobsCard = lazyChunk(() => import('./JobsCard'));

export const dashboardArea: AppArea = {
  id: 'dashboard',
  dashboard: [{ id: 'background-jobs', level: 'EVERYBODY', component: JobsCard, order: 80 }],
};
