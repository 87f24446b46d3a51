/** /brands: every brand for staff, one's own for brand users, with its logo. */
import { Avatar } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
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

export default function BrandList() {
  usePageTitle('Brands');
  return (
    <List title="Brands" filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <DataTable rowClick="edit">
        <DataTable.Col label="Logo" source="brand_logo">
          <Logo />
        </DataTable.Col>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="shopify_brand_name" label="Shopify Brand Name" />
      </DataTable>
    </List>
  );
}
