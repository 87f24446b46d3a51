/** /collection: a brand's collections with their two images. Staff see the brand they selected. */
import { Avatar } from '@mui/material';
import { CreateButton, DataTable, List, ReferenceField, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { usePageTitle } from '../../layout/pageTitle';
import { useSelectedBrandId } from '../../layout/selectedBrand';

function Thumb({ source }: { source: 'collection_logo' | 'secondary_image' }) {
  const record = useRecordContext<{ name: string; collection_logo?: string | null; secondary_image?: string | null }>();
  if (!record) return null;
  return (
    <Avatar variant="rounded" src={record[source] ?? undefined} alt={record[source] ? `${record.name} ${source === 'collection_logo' ? 'logo' : 'secondary image'}` : ''} sx={{ width: 40, height: 40 }}>
      —
    </Avatar>
  );
}

export default function CollectionList() {
  usePageTitle('Collection');
  const brandId = useSelectedBrandId();
  return (
    <List
      title="Collection"
      filter={brandId ? { brand_id: brandId } : undefined}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit">
        <DataTable.Col label="Logo" source="collection_logo">
          <Thumb source="collection_logo" />
        </DataTable.Col>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="brand_id" label="Brand">
          <ReferenceField source="brand_id" reference="brands" link={false} />
        </DataTable.Col>
        <DataTable.Col label="Secondary Image" source="secondary_image">
          <Thumb source="secondary_image" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
