/** The sidebar of docs/requirements/shell.md §2: entries by role, groups that expand, the current entry marked. */
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Collapse, Divider, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../resources/access';
import { useAreas } from '../areas/context';
import { menuEntries } from '../areas/registry';
import { currentEntry, entryLabel, parentOf, visibleMenu, type VisibleEntry } from './menuModel';
import { useAppConfig } from './appConfig';
import { AccountMenu } from './AccountMenu';

export const SIDEBAR_WIDTH = '18rem';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { permissions, isPending } = usePermissions<Role | null>();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const config = useAppConfig();
  const areas = useAreas();
  const items = useMemo(() => menuEntries(areas), [areas]);
  const entries = useMemo(() => (isPending ? [] : visibleMenu(permissions, items)), [permissions, isPending, items]);
  const current = currentEntry(pathname, entries);
  const [open, setOpen] = useState<Partial<Record<string, boolean>>>({});
  const [markedGroup, setMarkedGroup] = useState<string | null>(null);

  // The group of the current entry starts expanded (marking from the path on load).
  useEffect(() => {
    const group = current && (current.children ? current : parentOf(current.key, entries));
    if (group) setOpen((o) => ({ ...o, [group.key]: true }));
    setMarkedGroup(null);
  }, [current?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const link = (entry: VisibleEntry, nested = false) => (
    <ListItemButton
      key={entry.key}
      component={RouterLink}
      to={entry.path}
      selected={current?.key === entry.key}
      aria-current={current?.key === entry.key ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ pl: nested ? 4 : 2, borderRadius: 1, mx: 1 }}
      data-menu-key={entry.key}
    >
      {entry.icon && (
        <ListItemIcon sx={{ minWidth: 36 }}>
          <entry.icon />
        </ListItemIcon>
      )}
      <ListItemText primary={entryLabel(translate, entry)} />
    </ListItemButton>
  );

  return (
    <Box
      component="nav"
      aria-label={translate('screens.shell.main_menu')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', width: SIDEBAR_WIDTH, bgcolor: 'background.paper' }}
    >
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="div" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {translate('app.name')}
        </Typography>
      </Box>
      <Divider />
      <List sx={{ flex: 1, overflowY: 'auto' }} data-testid="sidebar-menu">
        {entries.map((entry) =>
          entry.children ? (
            <Box key={entry.key}>
              <ListItemButton
                data-menu-key={entry.key}
                selected={markedGroup === entry.key || current?.key === entry.key}
                aria-expanded={!!open[entry.key]}
                onClick={() => {
                  setOpen((o) => ({ ...o, [entry.key]: !o[entry.key] }));
                  setMarkedGroup(entry.key);
                }}
                sx={{ borderRadius: 1, mx: 1 }}
              >
                <ListItemText primary={entryLabel(translate, entry)} />
                {/* Only a picture: the entry itself is the button, with aria-expanded. */}
                <IconButton size="small" edge="end" tabIndex={-1} aria-hidden component="span">
                  {open[entry.key] ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              </ListItemButton>
              <Collapse in={!!open[entry.key]} unmountOnExit>
                <List disablePadding>{entry.children.map((child) => link(child, true))}</List>
              </Collapse>
            </Box>
          ) : (
            link(entry)
          ),
        )}
      </List>
      <Divider />
      {config?.contactUrl && (
        <ListItemButton
          component="a"
          href={config.contactUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ mx: 1, borderRadius: 1, flexGrow: 0 }}
        >
          <ListItemText primary={translate('menu.contact_us')} />
          <OpenInNewIcon fontSize="small" />
        </ListItemButton>
      )}
      <AccountMenu onNavigate={onNavigate} />
    </Box>
  );
}
