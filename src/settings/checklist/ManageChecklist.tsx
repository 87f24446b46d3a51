/**
 * /manage-checklist (SUPERADMIN): the onboarding checklist items (add, edit with the JSON editor,
 * archive, delete archived ones) and, for the brand chosen in the brand selector (or here), their
 * completion: mark manual items complete, and run the audit.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, FormControlLabel, LinearProgress, Stack, Switch, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Confirm, useGetList, useNotify, useTranslate } from 'react-admin';
import { completionPercentage, orderItems, withCompletion } from '../../../resources/settings/checklist/audit';
import type { ChecklistItem } from '../../../resources/settings/checklist/types';
import type { BrandRecord } from '../../../resources/accounts/brands';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { errorMessage } from '../../../providers/httpClient';
import { usePageTitle } from '../../layout/pageTitle';
import { BrandPicker } from '../../layout/BrandSelector';
import { useSelectedBrandId } from '../../layout/selectedBrand';
import { RecordTable } from '../../components/RecordTable';
import { useChecklistName } from './checklistName';
import { useChoiceLabel } from '../../framework/fieldViews';
import { ItemDialog } from './ItemDialog';
import { PageVisits } from './PageVisits';
import { useAudit } from './useAudit';
import { RequireAccess } from '../../framework/RequireAccess';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadError } from '../../components/LoadError';
import { keyedText } from '../../framework/keyedText';

type Item = ChecklistItem & { archived: boolean };

function ManageChecklistScreen() {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const nameOf = useChecklistName();
  const choice = useChoiceLabel();
  usePageTitle(translate('screens.settings.manage_checklist'));
  const brandId = useSelectedBrandId();
  const { data: brands } = useGetList<BrandRecord>('brands', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const brand = brands?.find((b) => b.id === brandId) ?? null;
  const [items, setItems] = useState<Item[] | null>(null);
  const [maps, setMaps] = useState<Array<{ completed_item_id: number }>>([]);
  const [showArchived, setShowArchived] = useState(false);
  const [generateRecords, setGenerateRecords] = useState(true);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [all, brandMaps] = await Promise.all([
        dataProvider.checklistItems<Item>(),
        brandId ? dataProvider.checklistMaps(brandId) : Promise.resolve([]),
      ]);
      setItems(all);
      setMaps(brandMaps);
      setError(null);
    } catch {
      setError('Unknown Error: Failed to get checklist items. If the problem persists, please contact support.');
    }
  }, [brandId, dataProvider]);
  useEffect(() => {
    load();
  }, [load]);
  const audit = useAudit(load);

  const live = useMemo(
    () =>
      withCompletion(
        (items ?? []).filter((i) => !i.archived),
        maps,
      ),
    [items, maps],
  );
  const shown = useMemo(() => {
    const ordered = brandId ? orderItems(live) : live;
    return showArchived ? [...ordered, ...(items ?? []).filter((i) => i.archived)] : ordered;
  }, [live, items, showArchived, brandId]);
  // Each failed item's §8 message in the chosen language (by its key).
  const messages = new Map(
    audit.result?.results.map((r) => [r.item.id, keyedText(translate, { text: r.message, code: r.message_code })]) ?? [],
  );

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      notify(translate(done), { type: 'success' });
      load();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };

  if (error) return <LoadError error={error} onRetry={load} />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Typography variant="h5" component="h2">
          {translate('screens.settings.manage_checklist')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {translate('screens.settings.add_item')}
          </Button>
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            disabled={!brand || audit.running}
            onClick={() => brand && audit.run(brand, live, generateRecords)}
          >
            {translate('screens.settings.run_audit')}
          </Button>
        </Stack>
      </Stack>
      {audit.progress !== null && (
        <Box
          role="progressbar"
          aria-label={translate('screens.settings.audit_progress')}
          aria-valuenow={audit.progress}
          data-testid="audit-progress"
        >
          <LinearProgress variant="determinate" value={audit.progress} />
          <Typography variant="caption">
            {translate('screens.settings.checking_name_percent', {
              name: audit.current ? nameOf(audit.current) : '…',
              percent: audit.progress,
            })}
          </Typography>
        </Box>
      )}
      <BrandPicker sx={{ alignSelf: 'flex-start' }} />
      {brand && (
        <Alert severity={completionPercentage(live) === 100 ? 'success' : 'info'} data-testid="checklist-completion">
          {translate('screens.settings.brand_percent_complete_done_of', {
            brand: brand.name,
            percent: completionPercentage(live),
            done: live.filter((i) => i.completed).length,
            total: live.length,
          })}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />}
          label={translate('screens.settings.show_archived')}
        />
        <FormControlLabel
          control={<Switch checked={generateRecords} onChange={(e) => setGenerateRecords(e.target.checked)} />}
          label={translate('screens.settings.record_completions')}
        />
      </Stack>
      <RecordTable
        outlined
        rows={shown}
        rowTestId={(item) => `checklist-item-${item.id}`}
        rowSx={(item) => (item.archived ? { opacity: 0.55 } : {})}
        columns={[
          { header: 'screens.settings.rank', cell: (item) => item.rank },
          {
            header: 'screens.shell.name',
            cell: (item) => (
              <>
                {nameOf(item.name)}
                {brand && item.completion_type === 'page' && item.link && <PageVisits brandId={brand.id} link={item.link} />}
                <ErrorMessage message={messages.get(item.id)} caption />
              </>
            ),
          },
          { header: 'screens.settings.type', cell: (item) => choice('completion_type', item.completion_type, 'manage-checklist') },
          { header: 'screens.settings.link', cell: (item) => item.link ?? '—' },
          {
            header: 'screens.shell.status',
            cell: (item) =>
              item.archived ? (
                <Chip size="small" label={translate('screens.settings.archived')} />
              ) : brand ? (
                <Chip
                  size="small"
                  color={item.completed ? 'success' : 'default'}
                  label={item.completed ? translate('screens.settings.complete') : translate('screens.settings.incomplete')}
                />
              ) : null,
          },
          {
            header: 'screens.settings.actions',
            align: 'right',
            sx: { whiteSpace: 'nowrap' },
            cell: (item) => (
              <>
                {brand && !item.archived && !item.completed && (
                  <Button
                    size="small"
                    onClick={() => act(() => dataProvider.completeChecklistItem(brand.id, item.id), 'screens.settings.marked_complete')}
                  >
                    {translate('screens.settings.mark_complete')}
                  </Button>
                )}
                {brand && !item.archived && item.completed && item.completion_type !== 'automatic' && (
                  <Button
                    size="small"
                    onClick={() => act(() => dataProvider.uncompleteChecklistItem(brand.id, item.id), 'screens.settings.marked_incomplete')}
                  >
                    {translate('screens.settings.reopen')}
                  </Button>
                )}
                <Button size="small" onClick={() => setEditing(item)}>
                  {translate('screens.settings.edit')}
                </Button>
                {item.archived ? (
                  <>
                    <Button
                      size="small"
                      onClick={() => act(() => dataProvider.restoreChecklistItem(item.id), 'screens.settings.item_restored')}
                    >
                      {translate('screens.settings.restore')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(item)}>
                      {translate('screens.shell.delete')}
                    </Button>
                  </>
                ) : (
                  <Button
                    size="small"
                    color="warning"
                    onClick={() => act(() => dataProvider.archiveChecklistItem(item.id), 'screens.settings.item_archived')}
                  >
                    {translate('screens.settings.archive')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      {editing && <ItemDialog open item={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={load} />}
      <Confirm
        isOpen={!!deleting}
        title={translate('screens.settings.delete_checklist_item')}
        content={translate('screens.settings.delete_name_for_good_with_every', { name: nameOf(deleting?.name) })}
        confirm={translate('screens.shell.delete')}
        onConfirm={() => {
          const item = deleting;
          setDeleting(null);
          if (item) act(() => dataProvider.deleteChecklistItem(item.id), 'screens.settings.item_deleted');
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

export default function ManageChecklist() {
  return (
    <RequireAccess resource="manage-checklist" action="edit">
      <ManageChecklistScreen />
    </RequireAccess>
  );
}
