/**
 * What an address that names no screen shows (instead of the dashboard): a clear "not found"
 * with a way back. Such an address is not a page visit: it ticks no checklist item.
 */
import { useLayoutEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'react-admin';
import { usePageTitle } from './pageTitle';
import { markNotFound } from './usePageVisits';

export function NotFoundPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // Before the layout's visit is recorded (layout effects run before passive ones).
  useLayoutEffect(() => markNotFound(pathname), [pathname]);
  usePageTitle(translate('notfound.title'));
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {translate('notfound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('notfound.text', { path: pathname })}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {translate('notfound.back')}
      </Button>
    </Box>
  );
}

export default NotFoundPage;
