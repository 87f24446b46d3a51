/**
 * The print runs made at the dropper (`GET jdml/dropper/groups`), newest first, searchable by brand
 * or material; Undo puts a run's line items back in production while none of them is printed.
 */
import { useState } from 'react';
import { Button, Card, CardHeader, LinearProgress, TextField } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, useGetList, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { DropGroup } from '../../../providers/methods/production';
import { LoadError } from '../../components/LoadError';
import { Pagination } from '../../components/Pagination';
import { RecordTable } from '../../components/RecordTable';
import { useFormat } from '../../framework/format';
import { usePageMutation } from '../../framework/pageData';
import type { Outcome } from './DropperScreen';

const PER_PAGE = 10;

export function DropGroups({ onOutcome }: { onOutcome: (o: Outcome) => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { date, number } = useFormat();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const groups = useGetList<DropGroup & { id: number }>('drop-groups', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'id', order: 'DESC' },
    filter: search.trim() ? { q: search.trim() } : {},
  });
  const [undoing, setUndoing] = useState<DropGroup | null>(null);
  const undo = usePageMutation((id: number) => dataProvider.undoDropGroup(id), { silent: true });
  const confirmUndo = () =>
    undo.mutate(undoing!.id, {
      onSuccess: (group) => {
        void groups.refetch();
        onOutcome({
          severity: 'success',
          text: translate('screens.production.print_run_id_undone_count_line', {
            id: group.id,
            count: group.line_items.length,
          }),
        });
      },
      onError: (error) => onOutcome({ severity: 'error', text: translate(error.message) }),
      onSettled: () => setUndoing(null),
    });
  return (
    <Card>
      <CardHeader
        title={translate('screens.production.print_runs')}
        action={
          <TextField
            size="small"
            label={translate('ra.action.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        }
        // The action box's negative margin (made for an icon button) put the search flush with the card's edge.
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0, alignSelf: 'center' } }}
      />
      {groups.error ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.isPending ? (
        <LinearProgress />
      ) : (
        <RecordTable
          rows={groups.data}
          testId="drop-groups"
          rowTestId="drop-group"
          empty="screens.production.no_print_runs_yet"
          columns={[
            { header: 'screens.production.print_run', cell: (g) => g.id },
            { header: 'screens.shell.brand', cell: (g) => g.brand_name },
            { header: 'screens.orders.material', cell: (g) => g.material_name },
            { header: 'screens.production.line_items', align: 'right', cell: (g) => g.line_items?.length ?? 0 },
            { header: 'screens.production.paper_ft', align: 'right', cell: (g) => number(g.length_inches / 12, 1) },
            { header: 'screens.production.made', cell: (g) => date(g.created_at) },
            {
              header: '',
              align: 'right',
              cell: (g) => (
                <Button size="small" startIcon={<UndoIcon />} onClick={() => setUndoing(g)}>
                  {translate('screens.production.undo')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Pagination
        pagination={{
          totals: { current: groups.total ?? 0 },
          itemsPerPage: { current: PER_PAGE, change: () => {} },
          // The spec counts pages from 0, react-admin from 1.
          pages: { current: page - 1, change: (p) => setPage(p + 1) },
        }}
      />
      <Confirm
        isOpen={!!undoing}
        loading={undo.isPending}
        title={translate('screens.production.undo_the_print_run')}
        content={translate('screens.production.undo_print_run_id_its_line_items', { id: undoing?.id ?? '' })}
        onConfirm={confirmUndo}
        onClose={() => setUndoing(null)}
      />
    </Card>
  );
}
