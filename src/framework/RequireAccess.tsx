/** Shows a screen only to roles the access table allows; the server refuses the calls anyway. */
import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useCanAccess } from 'react-admin';

export function RequireAccess({ resource, action = 'list', children }: { resource: string; action?: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return null;
  if (!canAccess)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        You are not allowed to see this page.
      </Alert>
    );
  return <>{children}</>;
}
