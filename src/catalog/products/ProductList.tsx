/**
 * /product: a brand's products (designs) with their thumbnails, the has-sample filter, search,
 * collection, the brand for staff and the CSV export of the generated list. Staff see the brand
 * chosen in the profile menu (all brands when none).
 */
import { Avatar, Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CheckIcon from '@mui/icons-material/Check';
import { Link, ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import products from '../../../resources/catalog/products';
import { StatusChip } from '../../components/StatusChip';
import { ResourceList } from '../../framework/views';
import { useSelectedBrandId } from '../../layout/selectedBrand';

export interface ProductRecord {
  id: number;
  name: string;
  brand_id: number;
  thumbnail_url?: string | null;
  has_sample?: boolean;
  processing_status?: string;
}

function Thumbnail() {
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={record.thumbnail_url ?? undefined}
      alt={record.thumbnail_url ? record.name : ''}
      sx={{ width: 48, height: 48 }}
    >
      —
    </Avatar>
  );
}

function HasSample() {
  const record = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  return record?.has_sample ? <CheckIcon color="success" aria-label={translate('screens.catalog.has_sample')} /> : null;
}

function Processing() {
  const record = useRecordContext<ProductRecord>();
  return <StatusChip resource="products" field="processing_status" value={record?.processing_status} />;
}

const CELLS: Record<string, React.ReactNode> = {
  thumbnail_file: <Thumbnail />,
  brand_id: <ReferenceField source="brand_id" reference="brands" link={false} />,
  collection_id: <ReferenceField source="collection_id" reference="collection" link={false} />,
  has_sample: <HasSample />,
  processing_status: <Processing />,
};

function BulkUploadLink() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/product/bulk-upload" size="small" startIcon={<UploadFileIcon />}>
      {translate('screens.catalog.bulk_upload')}
    </Button>
  );
}

export default function ProductList() {
  const brandId = useSelectedBrandId();
  return (
    <ResourceList
      declaration={products}
      title="menu.products"
      cells={CELLS}
      filter={brandId ? { brand_id: brandId } : undefined}
      rowClick="edit"
      actions={<BulkUploadLink />}
    />
  );
}
