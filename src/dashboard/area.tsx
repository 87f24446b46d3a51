/** The home dashboard's own cards; the dashboard itself is the shell's `/` and catch-all. */
import { lazyChunk } from '../components/lazyChunk';
import { defineArea } from '../areas/types';

const JobsCard = lazyChunk(() => import('./JobsCard'));

export default defineArea({
  id: 'dashboard',
  menu: [{ key: 'dashboard', path: '/', level: 'EVERYBODY', order: 10 }],
  dashboard: [{ id: 'background-jobs', level: 'EVERYBODY', component: JobsCard, order: 80 }],
});
