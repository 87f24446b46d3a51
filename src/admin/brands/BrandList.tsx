/** /brands: every brand for staff, one's own for brand users, with its logo. */
import { Avatar } from '@mui/material';
import { CreateButton, DataTable, ExportButton, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../components/Pagination';
import { ListPagination, useListTableSettings } from '../../framework/views';
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
  const table = useListTableSettings(COLUMNS, 'brands');
  return (
    <>
      <List
        title="Brands"
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            {table.button}
            <CreateButton />
            <ExportButton />
          </TopToolbar>
        }
      >
        <DataTable rowClick="edit" {...table.dataTableProps}>
          {COLUMNS.filter((c) => table.isVisible(c.id)).map((c) => (
            <DataTable.Col key={c.id} source={c.id} label={c.label}>
              {c.id === 'brand_logo' ? <Logo /> : undefined}
            </DataTable.Col>
          ))}
        </DataTable>
      </List>
      {table.dialog}
    </>
  );
}
