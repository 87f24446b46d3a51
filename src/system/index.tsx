/** The system area: Admin Tools (audit log, jobs, email outbox, health). */
import type { AppArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const AdminToolsPage = lazyChunk(() => import('./tools/AdminToolsPage'));

export const systemArea: AppArea = {
  id: 'system',
  pages: [{ path: '/admin-tools', component: AdminToolsPage, title: 'Admin Tools' }],
};
