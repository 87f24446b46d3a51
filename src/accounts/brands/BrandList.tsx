/** /brands: every brand for staff, one's own for brand users, with its logo. */
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { SettingsList } from '../../framework/SettingsList';
import { usePageTitle } from '../../layout/pageTitle';

function Logo() {
  const record = useRecordContext<{ name: string; brand_logo?: string | null }>();
  if (!record) return null;
  return (
    <Avatar variant="rounded" src={record.brand_logo ?? undefined} alt={`${record.name} logo`} sx={{ width: 36, height: 36 }}>
      {record.name[0]}
    </Avatar>
  );
}

const COLUMNS = [
  { id: 'brand_logo', label: 'Logo' },
  { id: 'name', label: 'Name' },
  { id: 'shopify_brand_name', label: 'Shopify Brand Name' },
];

export default function BrandList() {
  usePageTitle('Brands');
  return (
    <SettingsList
      title="Brands"
      tableId="brands"
      columns={COLUMNS}
      cells={{ brand_logo: <Logo /> }}
      sort={{ field: 'name', order: 'ASC' }}
    />
  );
}
