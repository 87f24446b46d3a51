/**
 * The accounts area inside the shell: brands (the brand's page at /brands/{brand_id}) and users.
 * Its screens outside the session (login, …) are ./index.tsx, kept free of react-admin.
 */
import { ACCOUNTS_RESOURCES } from '../../resources/accounts';
import { defineArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const BrandList = lazyChunk(() => import('./brands/BrandList'));
const BrandShow = lazyChunk(() => import('./brands/BrandShow'));
const UsersPage = lazyChunk(() => import('./users/UsersPage'));

export default defineArea({
  id: 'accounts',
  declarations: ACCOUNTS_RESOURCES,
  menu: [
    { key: 'users', path: '/users', level: 'ADMIN', order: 70 },
    { key: 'brands', resource: 'brands', label: 'menu.brands', group: 'development', order: 40 },
  ],
  // /brands/{brand_id} is the brand's page (react-admin's edit route).
  views: { brands: { list: BrandList, edit: BrandShow, show: false } },
  pages: [{ path: '/users', component: UsersPage, title: 'menu.users', access: { resource: 'users', action: 'list' } }],
});
