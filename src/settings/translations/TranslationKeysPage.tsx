/** /translations/key: the translation keys, how many languages each has, its texts, add and delete. */
import { useMemo, useState } from 'react';
import { Button, Chip, IconButton, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../providers/httpClient';
import { usePageTitle } from '../../layout/pageTitle';
import { RecordTable, RecordTablePager } from '../../components/RecordTable';
import { missingCount, useTranslationGrid, type TranslationKey } from './useTranslationGrid';
import { LoadError } from '../../components/LoadError';

export default function TranslationKeysPage() {
  const notify = useNotify();
  const translate = useTranslate();
  usePageTitle(translate('screens.settings.translation_keys'));
  const dataProvider = useAppDataProvider();
  const { grid, error, reload } = useTranslationGrid();
  const [search, setSearch] = useState('');
  const [newKey, setNewKey] = useState('');
  const [newText, setNewText] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TranslationKey | null>(null);
  // Thousands of keys (every screen's words are keys): drawn a page at a time, as the texts page is.
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const keys = useMemo(
    () => (grid?.keys ?? []).filter((k) => k.translation_key.toLowerCase().includes(search.trim().toLowerCase())),
    [grid, search],
  );
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!grid) return null;
  const firstLanguage = grid.languages[0];

  const add = async () => {
    try {
      await dataProvider.addTranslation({ translation_key: newKey, language_id: firstLanguage?.id, text: newText });
      notify(translate('screens.settings.key_key_added', { key: newKey }), { type: 'success' });
      setNewKey('');
      setNewText('');
      reload();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await dataProvider.deleteTranslationKey(deleting.id);
      notify(translate('screens.settings.key_key_deleted', { key: deleting.translation_key }), { type: 'success' });
      reload();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography variant="h5" component="h2">
        {translate('screens.settings.translation_keys')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField
          size="small"
          label={translate('screens.settings.new_key')}
          placeholder="orders.title"
          value={newKey}
          onChange={(e) => setNewKey(e.target.value)}
        />
        <TextField
          size="small"
          label={translate('screens.settings.text_language', { language: firstLanguage?.name ?? '' })}
          value={newText}
          onChange={(e) => setNewText(e.target.value)}
        />
        <Button variant="contained" onClick={add} disabled={!newKey.trim()} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {translate('screens.settings.add_key')}
        </Button>
        <TextField
          size="small"
          label={translate('screens.settings.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ ml: { md: 'auto' } }}
        />
      </Stack>
      <RecordTable
        outlined
        rows={keys.slice(page * perPage, (page + 1) * perPage)}
        footer={<RecordTablePager count={keys.length} page={page} perPage={perPage} onPageChange={setPage} onPerPageChange={setPerPage} />}
        rowTestId={(k) => `translation-key-${k.translation_key}`}
        openRow={open}
        onOpenRow={setOpen}
        detail={(k) => (
          <Table size="small">
            <TableBody>
              {grid.languages.map((l) => (
                <TableRow key={l.id}>
                  <TableCell sx={{ width: { sm: 160 } }}>{l.name}</TableCell>
                  <TableCell>{grid.texts[k.translation_key]?.[l.id] ?? <em>{translate('screens.settings.missing')}</em>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        columns={[
          {
            header: '',
            sx: { width: 48 },
            // The row opens its texts when clicked; this button is its name and state for a keyboard or a screen reader.
            cell: (k) => (
              <IconButton
                size="small"
                aria-label={translate('screens.settings.texts_of_key', { key: k.translation_key })}
                aria-expanded={open === k.id}
              >
                {open === k.id ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </IconButton>
            ),
          },
          { header: 'screens.settings.key', sx: { fontFamily: 'monospace' }, cell: (k) => k.translation_key },
          {
            header: 'screens.settings.languages',
            cell: (k) => {
              const missing = missingCount(grid, k.translation_key);
              return (
                <>
                  {grid.languages.length - missing} / {grid.languages.length}{' '}
                  {missing > 0 && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={translate('screens.settings.count_missing', { count: missing })}
                    />
                  )}
                </>
              );
            },
          },
          {
            header: '',
            align: 'right',
            cell: (k) => (
              <Button
                color="error"
                size="small"
                onClick={(e) => {
                  // Deleting is not opening the row.
                  e.stopPropagation();
                  setDeleting(k);
                }}
              >
                {translate('screens.shell.delete')}
              </Button>
            ),
          },
        ]}
      />
      <Confirm
        isOpen={!!deleting}
        title={translate('screens.settings.delete_translation_key')}
        content={translate('screens.settings.delete_key_and_its_texts_in', { key: deleting?.translation_key })}
        confirm={translate('screens.shell.delete')}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
