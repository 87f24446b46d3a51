/**
 * A load that failed says so, with the reason and a Retry — never an empty list or a blank page
 * in its place. `ListLoadError`, `ShowLoadError` and `EditLoadError` read their react-admin
 * context; the theme makes them the `error` of every List, Show and Edit (src/theme.ts).
 */
import type { ReactElement } from 'react';
import { Alert, AlertTitle, Button, LinearProgress } from '@mui/material';
import { useEditContext, useListContext, useShowContext, useTranslate } from 'react-admin';

/** `error` is what failed (its message is shown, translated when it is a key) or that message itself. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const translate = useTranslate();
  const message = typeof error === 'string' ? error : (error as { message?: string } | null)?.message;
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="load-error"
      sx={{ m: 1 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.retry', { _: 'Retry' })}
          </Button>
        )
      }
    >
      <AlertTitle>{translate('app.load_failed', { _: 'This could not be loaded.' })}</AlertTitle>
      {message ? translate(message, { _: message }) : translate('ra.notification.http_error')}
    </Alert>
  );
}

export function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={() => refetch()} />;
}

export function ShowLoadError() {
  const { error, refetch } = useShowContext();
  return <LoadError error={error} onRetry={() => refetch()} />;
}

export function EditLoadError() {
  const { error, refetch } = useEditContext();
  return <LoadError error={error} onRetry={() => refetch()} />;
}

/**
 * What a hand-written page shows instead of its record: a bar while it loads, the reason and Retry
 * when the load failed, or that it does not exist. Null once the record is there.
 */
export function pageState(
  query: { error: unknown; isPending: boolean; refetch?: () => unknown },
  record: unknown,
  notFound: string,
): ReactElement | null {
  if (query.error) return <LoadError error={query.error} onRetry={query.refetch && (() => void query.refetch!())} />;
  if (query.isPending) return <LinearProgress />;
  if (!record)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {notFound}
      </Alert>
    );
  return null;
}
