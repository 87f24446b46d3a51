/** The system area: Admin Tools (audit log, jobs, email outbox, health). */
import { defineArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const AdminToolsPage = lazyChunk(() => import('./tools/AdminToolsPage'));

export default defineArea({
  id: 'system',
  pages: [{ path: '/admin-tools', component: AdminToolsPage, title: 'Admin Tools' }],
});
