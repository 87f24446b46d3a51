/** Shows a screen only to roles the access table allows; the server refuses the calls anyway. */
import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';

export function RequireAccess({ resource, action = 'list', children }: { resource: string; action?: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  const translate = useTranslate();
  if (isPending) return null;
  if (!canAccess)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate('screens.shell.not_allowed_to_see_this_page')}
      </Alert>
    );
  return <>{children}</>;
}
