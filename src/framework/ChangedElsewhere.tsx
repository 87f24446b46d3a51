/**
 * Inside a react-admin edit form: while the form has unsaved changes, others' changes to its
 * record do not overwrite it (providers/liveChanges.ts `holdRecord`); a notice says who changed
 * it and offers to reload it — the person's edits then give way to the record as it is now.
 * Without unsaved changes the record simply reads again, as every screen does.
 */
import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { holdRecord, type ResourceChange } from '../../providers/liveChanges';

export function ChangedElsewhere() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const { isDirty } = useFormState();
  const client = useQueryClient();
  const [change, setChange] = useState<ResourceChange | null>(null);
  const id = record?.id;
  useEffect(() => {
    if (!isDirty || !resource || id == null) return;
    return holdRecord(resource, id, setChange);
  }, [isDirty, resource, id]);
  const reload = () => void client.invalidateQueries({ queryKey: [resource, 'getOne'] });
  // Saved or put back: nothing is held any more, so the record reads as it is now.
  useEffect(() => {
    if (isDirty || !change) return;
    setChange(null);
    void client.invalidateQueries({ queryKey: [resource, 'getOne'] });
  }, [isDirty, change, client, resource]);
  if (!change || !isDirty) return null;
  const name = change.actor?.name ?? translate('live.someone', { _: 'someone else' });
  const deleted = change.action === 'delete';
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="changed-elsewhere"
      sx={{ mb: 2, width: '100%' }}
      action={
        deleted ? undefined : (
          <Button color="inherit" size="small" onClick={reload}>
            {translate('live.reload', { _: 'Reload' })}
          </Button>
        )
      }
    >
      {translate(deleted ? 'live.deleted_by' : 'live.changed_by', {
        name,
        _: deleted
          ? `${name} deleted this record. Your changes can no longer be saved.`
          : `${name} changed this record. Reload to see their changes (yours will be lost), or save to replace them.`,
      })}
    </Alert>
  );
}
