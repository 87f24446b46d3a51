/**
 * What a screen shows when its code could not be loaded (docs/requirements/shell.md §8 "Loading chunk failed"): the
 * network dropped, the 120-second wait ran out, or a new version replaced the old files. Only a
 * reload helps (React keeps a failed lazy import failed), so that is the one action offered.
 */
import { Alert, AlertTitle, Button } from '@mui/material';

export const CHUNK_ERROR_TITLE = 'Loading chunk failed';
export const CHUNK_ERROR_TEXT = 'This part of Papered could not be loaded. Check your connection, then reload the page.';

export function ChunkError() {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      <AlertTitle>{CHUNK_ERROR_TITLE}</AlertTitle>
      {CHUNK_ERROR_TEXT}
    </Alert>
  );
}
