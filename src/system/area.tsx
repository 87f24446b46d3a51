/** The system area: Admin Tools (audit log, jobs, email outbox, health, backups). */
import { defineArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const AdminToolsPage = lazyChunk(() => import('./tools/AdminToolsPage'));
const BackupsTool = lazyChunk(() => import('./tools/BackupsTool'));

export default defineArea({
  id: 'system',
  pages: [{ path: '/admin-tools', component: AdminToolsPage, title: 'Admin Tools' }],
  tools: [{ id: 'backups', label: 'Backups', level: 'SUPERADMIN', component: BackupsTool }],
});
