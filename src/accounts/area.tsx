/**
 * The accounts area inside the shell: brands (the brand's page at /brands/{brand_id}) and users.
 * Its screens outside the session (login, …) are ./index.tsx, kept free of react-admin.
 */
import { ACCOUNTS_RESOURCES } from '../../resources/accounts';
import type { AppArea } from '../areas/types';
import { lazyChunk } from '../components/lazyChunk';

const BrandList = lazyChunk(() => import('./brands/BrandList'));
const BrandShow = lazyChunk(() => import('./brands/BrandShow'));
const UsersPage = lazyChunk(() => import('./users/UsersPage'));

export const accountsArea: AppArea = {
  id: 'accounts',
  declarations: ACCOUNTS_RESOURCES,
  // /brands/{brand_id} is the brand's page (react-admin's edit route).
  views: { brands: { list: BrandList, edit: BrandShow, show: false } },
  pages: [{ path: '/users', component: UsersPage, title: 'Users', menu: 'users', access: { resource: 'users', action: 'list' } }],
};
