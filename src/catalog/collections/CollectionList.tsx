/** /collection: a brand's collections with their two images. Staff see the brand they selected. */
import { Avatar } from '@mui/material';
import { ReferenceField, useRecordContext } from 'react-admin';
import { SettingsList } from '../../framework/SettingsList';
import { usePageTitle } from '../../layout/pageTitle';
import { useSelectedBrandId } from '../../layout/selectedBrand';

function Thumb({ source }: { source: 'collection_logo' | 'secondary_image' }) {
  const record = useRecordContext<{ name: string; collection_logo?: string | null; secondary_image?: string | null }>();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={record[source] ?? undefined}
      alt={record[source] ? `${record.name} ${source === 'collection_logo' ? 'logo' : 'secondary image'}` : ''}
      sx={{ width: 40, height: 40 }}
    >
      —
    </Avatar>
  );
}

const COLUMNS = [
  { id: 'collection_logo', label: 'Logo' },
  { id: 'name', label: 'Name' },
  { id: 'brand_id', label: 'Brand' },
  { id: 'secondary_image', label: 'Secondary Image' },
];

const CELLS: Record<string, React.ReactNode> = {
  collection_logo: <Thumb source="collection_logo" />,
  brand_id: <ReferenceField source="brand_id" reference="brands" link={false} />,
  secondary_image: <Thumb source="secondary_image" />,
};

export default function CollectionList() {
  usePageTitle('Collection');
  const brandId = useSelectedBrandId();
  return (
    <SettingsList
      title="Collection"
      tableId="collection"
      columns={COLUMNS}
      cells={CELLS}
      filter={brandId ? { brand_id: brandId } : undefined}
      sort={{ field: 'name', order: 'ASC' }}
    />
  );
}
