/**
 * The account menu at the bottom of the sidebar (spec 1 §2): titled with the user's email, with
 * Notifications, Language, Settings, Admin Tools (SUPERUSER, TECHNICIAN, SUPERADMIN) and Logout.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Menu, MenuItem } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useGetIdentity, useLogout, usePermissions, useTranslate } from 'react-admin';
import { hasLevel, type Role } from '../../resources/access';
import { LanguageDialog } from './LanguageDialog';
import { NotificationsDrawer } from './NotificationsDrawer';

export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Role | null>();
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-label="Account menu"
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
        {hasLevel(permissions, 'TECHNICIAN') && <MenuItem onClick={() => go('/admin-tools')}>{translate('account.admin_tools')}</MenuItem>}
        <MenuItem
          onClick={() => {
            close();
            logout({}, '/login');
          }}
        >
          {translate('account.logout')}
        </MenuItem>
      </Menu>
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
      <NotificationsDrawer open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </>
  );
}
