/** The system area: Admin Tools (audit log, jobs, email outbox, health, backups). */
import { defineArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const AdminToolsPage = lazyChunk(() => import('./tools/AdminToolsPage'));
const BackupsTool = lazyChunk(() => import('./tools/BackupsTool'));

export default defineArea({
  id: 'system',
  pages: [{ path: '/admin-tools', component: AdminToolsPage, title: 'account.admin_tools' }],
  tools: [{ id: 'backups', label: 'screens.shell.backups', level: 'SUPERADMIN', component: BackupsTool }],
});
