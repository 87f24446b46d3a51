/** /brands: every brand for staff, one's own for brand users, with its logo. */
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import brands from '../../../resources/accounts/brands';
import { ResourceList } from '../../framework/views';

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
  return (
    // A brand's page is the edit route (BrandShow), whoever may change it.
    <ResourceList declaration={brands} cells={{ brand_logo: <Logo /> }} rowClick="edit" />
  );
}
