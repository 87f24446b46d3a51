/**
 * /translations: a grid of translation keys × languages. Missing texts are marked; a click on a
 * cell edits it in place (Enter or leaving the cell saves, Escape cancels). Changes are live on
 * the server; the app shows them on its next load of the texts.
 */
import { useMemo, useState } from 'react';
import { Box, Button, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { SelectInput, TextInput, useI18nProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../providers/httpClient';
import type { TranslationText } from '../../../providers/methods/settings';
import { FormDialog } from '../../framework/FormDialog';
import { RecordTable, RecordTablePager } from '../../components/RecordTable';
import { usePageTitle } from '../../layout/pageTitle';
import { missingCount, useTranslationGrid, type Language } from './useTranslationGrid';
import { LoadError } from '../../components/LoadError';

function Cell({ value, onSave, label }: { value: string | undefined; onSave: (text: string) => Promise<void>; label: string }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? '');
  if (editing) {
    const done = async (save: boolean) => {
      setEditing(false);
      if (save && draft !== (value ?? '')) await onSave(draft);
    };
    return (
      <TextField
        size="small"
        fullWidth
        multiline
        autoFocus
        value={draft}
        slotProps={{ htmlInput: { 'aria-label': label } }}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => done(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            done(true);
          }
          if (e.key === 'Escape') {
            setDraft(value ?? '');
            setEditing(false);
          }
        }}
      />
    );
  }
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={translate('screens.settings.edit_label', { label })}
      onClick={() => {
        setDraft(value ?? '');
        setEditing(true);
      }}
      onKeyDown={(e) => e.key === 'Enter' && setEditing(true)}
      sx={{ cursor: 'text', minHeight: 24 }}
    >
      {value ? value : <Chip size="small" color="warning" variant="outlined" label={translate('screens.settings.missing_2')} />}
    </Box>
  );
}

function AddDialog({ onClose, languages, onAdded }: { onClose: () => void; languages: Language[]; onAdded: () => void }) {
  const dataProvider = useAppDataProvider();
  return (
    <FormDialog<TranslationText>
      title="screens.settings.add_translation"
      onClose={onClose}
      record={{ translation_key: '', language_id: languages[0]?.id, text: '' }}
      save={(values) => dataProvider.addTranslation({ ...values, language_id: values.language_id ?? undefined })}
      success="screens.settings.translation_added"
      onSaved={onAdded}
      saveLabel="screens.inventory.add"
      saveIcon={<></>}
    >
      <TextInput source="translation_key" label="screens.settings.translation_key" placeholder="menu.dashboard" isRequired />
      <SelectInput source="language_id" label="screens.settings.language" choices={languages} translateChoice={false} isRequired />
      <TextInput source="text" label="screens.settings.text" multiline />
    </FormDialog>
  );
}

export default function TranslationsPage() {
  const notify = useNotify();
  const translate = useTranslate();
  usePageTitle(translate('screens.settings.translations'));
  const dataProvider = useAppDataProvider();
  const i18nProvider = useI18nProvider();
  const { grid, error, reload, setGrid } = useTranslationGrid();
  const [search, setSearch] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [adding, setAdding] = useState(false);

  const rows = useMemo(() => {
    if (!grid) return [];
    const term = search.trim().toLowerCase();
    return grid.keys.filter(
      (k) =>
        (!term ||
          k.translation_key.toLowerCase().includes(term) ||
          Object.values(grid.texts[k.translation_key] ?? {}).some((t) => t.toLowerCase().includes(term))) &&
        (!onlyMissing || missingCount(grid, k.translation_key) > 0),
    );
  }, [grid, search, onlyMissing]);

  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!grid) return null;
  const totalMissing = grid.keys.reduce((n, k) => n + missingCount(grid, k.translation_key), 0);

  const save = async (key: string, language: Language, text: string) => {
    try {
      await dataProvider.saveTranslation({ translation_key: key, language_id: language.id, text });
      setGrid({ ...grid, texts: { ...grid.texts, [key]: { ...grid.texts[key], [language.id]: text } } });
      // Reload the texts of the language in use: the app shows the change as it renders, no rebuild.
      if (String(language.id) === i18nProvider.getLocale()) await i18nProvider.changeLocale(i18nProvider.getLocale());
      notify(translate('screens.settings.translation_saved'), { type: 'success' });
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2">
          {translate('screens.settings.translations')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/translations/key">
            {translate('screens.settings.translation_keys')}
          </Button>
          <Button component={RouterLink} to="/languages">
            {translate('screens.settings.languages')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('screens.settings.add_translation')}
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('screens.settings.search')}
          value={search}
          onChange={(e) => (setSearch(e.target.value), setPage(0))}
        />
        <FormControlLabel
          control={<Switch checked={onlyMissing} onChange={(e) => (setOnlyMissing(e.target.checked), setPage(0))} />}
          label={translate('screens.settings.only_missing_count', { count: totalMissing })}
        />
      </Stack>
      <RecordTable
        outlined
        rows={rows.slice(page * perPage, (page + 1) * perPage)}
        rowTestId={(k) => `translation-row-${k.translation_key}`}
        columns={[
          {
            header: 'screens.settings.key',
            sx: { width: { sm: '25%' }, fontFamily: 'monospace', fontSize: 13 },
            cell: (k) => k.translation_key,
          },
          ...grid.languages.map((l) => ({
            header: `${l.name} (${l.language_key})`,
            cell: (k: (typeof rows)[number]) => (
              <Cell
                value={grid.texts[k.translation_key]?.[l.id]}
                label={translate('screens.settings.key_in_language', { key: k.translation_key, language: l.name })}
                onSave={(text) => save(k.translation_key, l, text)}
              />
            ),
          })),
        ]}
        footer={<RecordTablePager count={rows.length} page={page} perPage={perPage} onPageChange={setPage} onPerPageChange={setPerPage} />}
      />
      {adding && <AddDialog onClose={() => setAdding(false)} languages={grid.languages} onAdded={reload} />}
    </Stack>
  );
}
