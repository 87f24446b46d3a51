/**
 * A load that failed says so, with the reason and a Retry — never an empty list or a blank page
 * in its place. `ListLoadError`, `ShowLoadError` and `EditLoadError` read their react-admin
 * context; the theme makes them the `error` of every List, Show and Edit (src/theme.ts).
 */
import { Alert, AlertTitle, Button } from '@mui/material';
import { useEditContext, useListContext, useShowContext, useTranslate } from 'react-admin';

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const translate = useTranslate();
  const message = (error as { message?: string } | null)?.message;
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
