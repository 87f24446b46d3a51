/**
 * The shell (docs/requirements/shell.md §2): a fixed 18rem sidebar on large screens, a slide-in one on small screens,
 * a top bar with the page name (and a settings link on small screens), the page, the chat widget,
 * the page title, the verify-status poll, and logout when the server answers 401.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import { Loading, useLogout, usePermissions, useTranslate } from 'react-admin';
import { ErrorBoundary } from '../components/ErrorBoundary';
import type { Role } from '../../resources/access';
import { loginWithRef } from '../../providers/authProvider';
import { onUnauthorized } from '../../providers/httpClient';
import { useAreas } from '../areas/context';
import { areaTitles, menuEntries } from '../areas/registry';
import { SearchButton } from '../search/SearchBox';
import { ChatWidget } from './ChatWidget';
import { MuiLocale } from './MuiLocale';
import { currentEntry, entryLabel, visibleMenu } from './menuModel';
import { useDocumentTitle, useScreenTitle } from './pageTitle';
import { SIDEBAR_WIDTH, Sidebar } from './Sidebar';
import { useVerifyStatus } from './useVerifyStatus';
import { usePageVisits } from './usePageVisits';
import { usePageTracking } from '../../providers/analytics';

function usePageName(): string {
  const { pathname } = useLocation();
  const { permissions } = usePermissions<Role | null>();
  const translate = useTranslate();
  const screen = useScreenTitle();
  const areas = useAreas();
  // A screen's own title is a key (or a record's name, or already translated: then it shows as it is).
  if (screen) return translate(screen, { _: screen });
  const entry = currentEntry(pathname, visibleMenu(permissions, menuEntries(areas)));
  if (entry) return entryLabel(translate, entry);
  const titled = areaTitles(areas)
    .filter(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (!titled) return translate('menu.dashboard');
  return titled.key ? translate(titled.key, { smart_count: 2, _: titled.title }) : translate(titled.title);
}

export function Layout({ children }: { children: ReactNode }) {
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const pageName = usePageName();
  const logout = useLogout();
  const { pathname } = useLocation();
  const translate = useTranslate();
  useDocumentTitle(pageName);
  useVerifyStatus();
  usePageVisits();
  usePageTracking();
  useEffect(() => onUnauthorized(() => logout({}, loginWithRef())), [logout]);

  return (
    <MuiLocale>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        {large ? (
          <Box
            component="aside"
            sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, position: 'fixed', inset: '0 auto 0 0', borderRight: 1, borderColor: 'divider' }}
          >
            <Sidebar />
          </Box>
        ) : (
          <Drawer open={mobileOpen} onClose={() => setMobileOpen(false)} ModalProps={{ keepMounted: true }}>
            <Sidebar onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, ml: large ? SIDEBAR_WIDTH : 0, display: 'flex', flexDirection: 'column' }}>
          <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Toolbar>
              {!large && (
                <IconButton
                  edge="start"
                  aria-label={translate('screens.production.open_menu')}
                  onClick={() => setMobileOpen(true)}
                  sx={{ mr: 1 }}
                >
                  <MenuIcon />
                </IconButton>
              )}
              {/* On a phone a long name ("Purchase Order PO-2026-1001") wraps instead of losing its end. */}
              <Typography
                variant="h6"
                component="h1"
                sx={{
                  flex: 1,
                  minWidth: 0,
                  lineHeight: 1.25,
                  fontSize: { xs: '1.05rem', sm: undefined },
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: { xs: 'normal', md: 'nowrap' },
                }}
                data-testid="page-name"
              >
                {pageName}
              </Typography>
              <SearchButton wide={large} />
              {!large && (
                <IconButton component={RouterLink} to="/settings" aria-label={translate('account.settings')}>
                  <SettingsIcon />
                </IconButton>
              )}
            </Toolbar>
          </AppBar>
          <Box component="main" sx={{ flex: 1, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </Box>
        </Box>
        <ChatWidget />
      </Box>
    </MuiLocale>
  );
}
