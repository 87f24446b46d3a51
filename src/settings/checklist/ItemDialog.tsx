/** Add or change a checklist item: name, rank, link, completion type and its metadata (JSON editor). */
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { SizedDialog } from '../../components/SizedDialog';
import { useNotify, useTranslate } from 'react-admin';
import { COMPLETION_TYPES, type ChecklistItem } from '../../../resources/settings/checklist/types';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage, serverFieldErrors } from '../../../providers/httpClient';
import { JsonEditor } from '../../components/JsonEditor';
import { sortedOptions, useChoiceLabel } from '../../framework/fieldViews';

/** What each type reads from its metadata (shown as help, and as a starting point). */
export const METADATA_EXAMPLES: Record<string, unknown> = {
  manual: null,
  automatic: null,
  column: { url: '/api/collections?brand_id={brand_id}', columns: ['name'], values: ['*'] },
  row: { url: '/api/brand-channel?brand_id={brand_id}', status: 200 },
  local: { key: 'user', columns: ['email_verified'], values: ['true'] },
  page: null,
  presigned: { url: '/api/brands/{brand_id}', column: 'brand_logo' },
};

export function ItemDialog({
  item,
  open,
  onClose,
  onSaved,
}: {
  item?: ChecklistItem & { archived?: boolean };
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const choice = useChoiceLabel();
  const [name, setName] = useState(item?.name ?? '');
  const [rank, setRank] = useState(String(item?.rank ?? 0));
  const [link, setLink] = useState(item?.link ?? '');
  const [type, setType] = useState<string>(item?.completion_type ?? 'manual');
  const [metadata, setMetadata] = useState(item?.completion_metadata == null ? '' : JSON.stringify(item.completion_metadata, null, 2));
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const changeType = (next: string) => {
    setType(next);
    if (metadata.trim() === '' && METADATA_EXAMPLES[next] != null) setMetadata(JSON.stringify(METADATA_EXAMPLES[next], null, 2));
  };

  const save = async () => {
    if (jsonError) return notify(translate('Completion Metadata is not valid JSON.'), { type: 'error' });
    const body = {
      ...(item ? { id: item.id } : {}),
      name,
      rank: rank === '' ? undefined : Number(rank),
      link: link || null,
      completion_type: type,
      completion_metadata: metadata.trim() === '' ? null : JSON.parse(metadata),
    };
    try {
      await dataProvider.saveChecklistItem(body);
      notify(item ? translate('Checklist item saved') : translate('Checklist item added'), { type: 'info' });
      onSaved();
      onClose();
    } catch (e) {
      setErrors(serverFieldErrors(e));
      notify(errorMessage(e), { type: 'error' });
    }
  };

  return (
    <SizedDialog open={open} onClose={onClose} size="xl">
      <DialogTitle>{item ? translate('Edit Checklist Item') : translate('Add Checklist Item')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={translate('Name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            required
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate('Rank')}
              type="number"
              value={rank}
              onChange={(e) => setRank(e.target.value)}
              error={!!errors.rank}
              helperText={errors.rank}
              sx={{ width: 120 }}
            />
            <TextField
              select
              label={translate('Completion Type')}
              value={type}
              onChange={(e) => changeType(e.target.value)}
              error={!!errors.completion_type}
              helperText={errors.completion_type}
              sx={{ flex: 1 }}
            >
              {/* The types' words in the chosen language, in alphabetical order (spec 1 §9). */}
              {sortedOptions(COMPLETION_TYPES.map((t) => ({ id: t, name: choice('completion_type', t, 'manage-checklist') }))).map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={translate('Link')}
            placeholder="/product"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            error={!!errors.link}
            helperText={
              errors.link ??
              (type === 'page' ? translate('Completes when a brand user visits this page ({brand_id} is filled in).') : undefined)
            }
          />
          <JsonEditor
            label={translate('Completion Metadata')}
            value={metadata}
            onChange={(text, _parsed, error) => {
              setMetadata(text);
              setJsonError(error);
            }}
          />
          <Alert severity="info" variant="outlined">
            {translate(
              'Placeholders such as {brand_id} and {brand_name} are replaced before the check. In values, * matches anything and a value starting with ^ is a regular expression.',
            )}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('Cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {translate('Save')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
