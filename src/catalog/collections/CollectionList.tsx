/** /collection: a brand's collections with their two images. Staff see the brand they selected. */
import { Avatar } from '@mui/material';
import { ReferenceField, useRecordContext } from 'react-admin';
import collections from '../../../resources/catalog/collections';
import { ResourceList } from '../../framework/views';
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

const CELLS: Record<string, React.ReactNode> = {
  collection_logo: <Thumb source="collection_logo" />,
  brand_id: <ReferenceField source="brand_id" reference="brands" link={false} />,
  secondary_image: <Thumb source="secondary_image" />,
};

export default function CollectionList() {
  const brandId = useSelectedBrandId();
  return (
    <ResourceList
      declaration={collections}
      title="screens.catalog.collection"
      cells={CELLS}
      filter={brandId ? { brand_id: brandId } : undefined}
      rowClick="edit"
    />
  );
}
