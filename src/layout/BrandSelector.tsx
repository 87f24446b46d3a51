/**
 * The brand selector of the profile menu (docs/requirements/shell.md §1, §3): the brand's logo on the profile button;
 * staff choose the brand they work on — or all brands, where they start — from a menu of brands
 * with their logos; brand users see their own brand. The choice is remembered (selectedBrand.ts).
 * Screens that work on one brand offer the same choice in place (BrandPicker).
 */
import { Avatar, Box, ListItemIcon, ListItemText, Menu, MenuItem, Stack, TextField, type SxProps, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useGetIdentity, useGetList, usePermissions, useTranslate } from 'react-admin';
import { isStaff, type Role } from '../../resources/access';
import { findResource } from '../../resources/registry';
import { routeName } from '../../providers/resourceNames';
import { selectBrand, useSelectedBrandId } from './selectedBrand';

export interface Brand {
  id: number;
  name: string;
  brand_logo?: string | null;
}

export function BrandLogo({ brand, size = 32, testId }: { brand?: Brand | null; size?: number; testId?: string }) {
  const translate = useTranslate();
  return (
    <Avatar
      variant="rounded"
      src={brand?.brand_logo ?? undefined}
      alt={brand ? `${brand.name} logo` : translate('brand.all')}
      sx={{ width: size, height: size, bgcolor: 'primary.light', fontSize: size / 2 }}
      data-testid={testId}
    >
      {/* A brand's initial; all brands a shop front (it said "*": screenshot review). */}
      {brand ? brand.name?.[0] : <StorefrontIcon sx={{ fontSize: size * 0.6 }} />}
    </Avatar>
  );
}

/** The brands staff may choose from (by name), and the one the user works on now (null: all brands). */
export function useWorkingBrand(): { staff: boolean; brands: Brand[]; current: Brand | null } {
  const { permissions } = usePermissions<Role | null>();
  const { identity } = useGetIdentity();
  const selected = useSelectedBrandId();
  const staff = isStaff(permissions);
  const brandsResource = findResource('brands');
  const { data: brands = [] } = useGetList<Brand>(
    brandsResource ? routeName(brandsResource) : 'brands',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: staff && !!brandsResource },
  );
  if (!staff) return { staff, brands: [], current: (identity?.user as { brand?: Brand | null } | undefined)?.brand ?? null };
  return { staff, brands, current: brands.find((b) => b.id === selected) ?? null };
}

/** Staff's menu of brands: "All brands" first, then each brand with its logo; the current one ticked. */
export function BrandMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const translate = useTranslate();
  const { brands, current } = useWorkingBrand();
  const choose = (id: number | null) => {
    selectBrand(id);
    onClose();
  };
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { sx: { minWidth: 240, maxHeight: 420 } }, list: { 'aria-label': translate('brand.label') } as never }}
      marginThreshold={8}
    >
      <MenuItem selected={!current} onClick={() => choose(null)}>
        <ListItemIcon>
          <BrandLogo brand={null} size={24} />
        </ListItemIcon>
        <ListItemText>{translate('brand.all')}</ListItemText>
        {!current && <CheckIcon fontSize="small" />}
      </MenuItem>
      {brands.map((brand) => (
        <MenuItem key={brand.id} selected={current?.id === brand.id} onClick={() => choose(brand.id)}>
          <ListItemIcon>
            <BrandLogo brand={brand} size={24} />
          </ListItemIcon>
          <ListItemText>{brand.name}</ListItemText>
          {current?.id === brand.id && <CheckIcon fontSize="small" />}
        </MenuItem>
      ))}
    </Menu>
  );
}

/**
 * The brand picker of a screen that works on one brand (bulk upload, billing, the checklist, a CSV
 * import): staff choose the brand right there — by default the one they work on, and choosing here
 * makes it the one they work on (the profile menu's choice) unless the screen keeps its own
 * (`value`/`onChange`). Brand users work on their own brand: no picker.
 */
export function BrandPicker({ value, onChange, sx }: { value?: number | null; onChange?: (id: number) => void; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const { staff, brands, current } = useWorkingBrand();
  if (!staff) return null;
  const chosen = value !== undefined ? value : (current?.id ?? null);
  return (
    <Box data-testid="brand-picker" sx={{ display: 'flex', maxWidth: '100%', ...sx }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ minWidth: 200, maxWidth: '100%' }}
        label={translate('brand.label')}
        value={brands.some((b) => b.id === chosen) ? chosen : ''}
        onChange={(e) => (onChange ?? selectBrand)(Number(e.target.value))}
        helperText={chosen == null ? translate('brand.choose_here') : undefined}
      >
        {brands.map((brand) => (
          <MenuItem key={brand.id} value={brand.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <BrandLogo brand={brand} size={20} />
              <span>{brand.name}</span>
            </Stack>
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
