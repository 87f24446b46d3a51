/**
 * The brand selector (spec 1 §1): staff pick the brand they work on from the brand list and see
 * its logo; brand users see their own brand. The list comes from the brands resource when the
 * app has one; otherwise only the user's own brand is shown.
 */
import { useEffect } from 'react';
import { Avatar, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useGetIdentity, useGetList, usePermissions } from 'react-admin';
import { isStaff, type Role } from '../../resources/access';
import { findResource } from '../../resources/registry';
import { routeName } from '../../providers/resourceNames';
import { selectBrand, useSelectedBrandId } from './selectedBrand';

interface Brand {
  id: number;
  name: string;
  brand_logo?: string | null;
}

function BrandLogo({ brand }: { brand?: Brand | null }) {
  return (
    <Avatar
      variant="rounded"
      src={brand?.brand_logo ?? undefined}
      alt={brand ? `${brand.name} logo` : ''}
      sx={{ width: 32, height: 32, bgcolor: 'primary.light' }}
    >
      {brand?.name?.[0] ?? '—'}
    </Avatar>
  );
}

export function BrandSelector() {
  const { permissions } = usePermissions<Role | null>();
  const { identity } = useGetIdentity();
  const selected = useSelectedBrandId();
  const brandsResource = findResource('brands');
  const staff = isStaff(permissions);
  const { data: brands } = useGetList<Brand>(
    brandsResource ? routeName(brandsResource) : 'brands',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: staff && !!brandsResource },
  );
  const ownBrand = (identity?.user as { brand?: Brand | null } | undefined)?.brand ?? null;
  // Staff work on one brand at a time: the first one until they pick another.
  useEffect(() => {
    if (staff && brands?.length && !brands.some((b) => b.id === selected)) selectBrand(brands[0].id);
  }, [staff, brands, selected]);
  if (!staff || !brands) {
    if (!ownBrand) return null;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1 }} data-testid="brand-selector">
        <BrandLogo brand={ownBrand} />
        <Typography variant="body2">{ownBrand.name}</Typography>
      </Box>
    );
  }
  const current = brands.find((b) => b.id === selected) ?? null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1 }} data-testid="brand-selector">
      <BrandLogo brand={current} />
      <TextField
        select
        size="small"
        fullWidth
        label="Brand"
        value={current?.id ?? ''}
        onChange={(e) => selectBrand(Number(e.target.value) || null)}
      >
        {brands.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
