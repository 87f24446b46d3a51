/**
 * The account (profile) menu at the bottom of the sidebar (docs/requirements/shell.md §1–§3): the brand's logo and the
 * user's email; the brand (staff choose theirs, or all brands, here), Notifications, Language,
 * Settings, Admin Tools (SUPERUSER, TECHNICIAN, SUPERADMIN) and Logout.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useCanAccess, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { BrandLogo, BrandMenu, useWorkingBrand } from './BrandSelector';
import { LanguageDialog } from './LanguageDialog';
import { NotificationsDrawer } from './NotificationsDrawer';

export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { identity } = useGetIdentity();
  const { canAccess: canOpenAdminTools = false } = useCanAccess({ resource: 'admin-tools', action: 'list' });
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [brandAnchor, setBrandAnchor] = useState<HTMLElement | null>(null);
  const { staff, current } = useWorkingBrand();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    onNavigate?.();
    navigate(path);
  };
  const email = (identity?.email as string | undefined) ?? '';
  return (
    <>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<BrandLogo brand={current} size={28} testId="brand-selector" />}
        aria-haspopup="menu"
        aria-label={translate('screens.shell.account_menu')}
        sx={{
          m: 1,
          justifyContent: 'flex-start',
          textTransform: 'none',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
        data-testid="account-menu-button"
      >
        {email}
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
        marginThreshold={8}
      >
        <MenuItem disabled sx={{ opacity: '1 !important', fontWeight: 600 }}>
          {email}
        </MenuItem>
        {staff ? (
          <MenuItem
            onClick={() => {
              setBrandAnchor(anchor);
              close();
            }}
            data-testid="brand-menu-item"
          >
            <ListItemIcon>
              <BrandLogo brand={current} size={24} />
            </ListItemIcon>
            <ListItemText primary={current?.name ?? translate('brand.all')} secondary={translate('brand.label')} />
            <ChevronRightIcon fontSize="small" />
          </MenuItem>
        ) : (
          current && (
            <MenuItem disabled sx={{ opacity: '1 !important' }}>
              <ListItemIcon>
                <BrandLogo brand={current} size={24} />
              </ListItemIcon>
              <ListItemText primary={current.name} secondary={translate('brand.label')} />
            </MenuItem>
          )
        )}
        <MenuItem
          onClick={() => {
            close();
            setNotificationsOpen(true);
          }}
        >
          {translate('account.notifications')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setLanguageOpen(true);
          }}
        >
          {translate('account.language')}
        </MenuItem>
        <MenuItem onClick={() => go('/settings')}>{translate('account.settings')}</MenuItem>
        {canOpenAdminTools && <MenuItem onClick={() => go('/admin-tools')}>{translate('account.admin_tools')}</MenuItem>}
        <MenuItem
          onClick={() => {
            close();
            logout({}, '/login');
          }}
        >
          {translate('account.logout')}
        </MenuItem>
      </Menu>
      <BrandMenu anchor={brandAnchor} onClose={() => setBrandAnchor(null)} />
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
      <NotificationsDrawer open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </>
  );
}
