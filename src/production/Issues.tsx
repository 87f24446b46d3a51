/**
 * Issues with reasons (issue 25): a station flags an item (reason and note, the employee named on
 * the timeline); the Line Item Issues page (/line-item-issues) lists the open ones — order, item,
 * reason, note, who, when — with "Back to production" (printed again) and "Resolve" (the item goes
 * on as it was); the order page shows an item's open issue under its status.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Dialog, DialogActions, DialogContent, DialogTitle, Link, MenuItem, Stack, TextField } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import DoneIcon from '@mui/icons-material/Done';
import { useCanAccess, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import { serverFieldErrors } from '../../providers/httpClient';
import { ISSUE_REASONS } from '../../resources/production/lineItemIssues';
import { FLOOR_WRITE } from '../../resources/production/schemas';
import { LoadError } from '../components/LoadError';
import { RecordTable } from '../components/RecordTable';
import { useChoiceLabel } from '../framework/fieldViews';
import { useFormat } from '../framework/format';
import { usePageMutation, usePageQuery } from '../framework/pageData';
import { usePageTitle } from '../layout/pageTitle';

/** The flag dialog of a station: which item (its label), why, and a note. */
export function FlagIssueDialog({
  itemLabel,
  employeeId,
  onClose,
  onFlagged,
}: {
  itemLabel: string;
  employeeId: number;
  onClose: () => void;
  onFlagged: (text: string) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const choice = useChoiceLabel();
  const [label, setLabel] = useState(itemLabel);
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const id = Number(/^LI-?0*(\d+)$/i.exec(label.trim())?.[1]);
    const found: Record<string, string> = {};
    if (!id) found.line_item_id = translate('screens.production.scan_or_type_the_item_s_label_li');
    if (!reason) found.reason = translate('ra.validation.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await dataProvider.flagIssue({ line_item_id: id, reason, notes: notes || undefined, employee_id: employeeId });
      onFlagged(
        translate('screens.production.li_id_flagged_reason', {
          id,
          reason: choice('reason', reason, 'line-item-issues'),
          _: `LI-${id} flagged: ${choice('reason', reason, 'line-item-issues')}`,
        }),
      );
      onClose();
    } catch (e) {
      const fields = serverFieldErrors(e);
      setErrors(Object.keys(fields).length ? fields : { line_item_id: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('screens.production.flag_an_issue')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={translate('screens.orders.line_item')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            error={!!errors.line_item_id}
            helperText={errors.line_item_id}
            slotProps={{ htmlInput: { 'data-testid': 'issue-item' } }}
          />
          <TextField
            select
            label={translate('screens.orders.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!errors.reason}
            helperText={errors.reason}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'issue-reason' } as object } }}
          >
            {ISSUE_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {choice('reason', r, 'line-item-issues')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('screens.inventory.notes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
            error={!!errors.notes}
            helperText={errors.notes}
            slotProps={{ htmlInput: { 'data-testid': 'issue-notes' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {translate('screens.production.flag_the_item')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /line-item-issues: the open issues and their actions. */
export default function LineItemIssuesPage() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const choice = useChoiceLabel();
  const format = useFormat();
  usePageTitle(translate('resources.line-item-issues.name', { smart_count: 2, _: 'Line Item Issues' }));
  const { canAccess: canWrite = false } = useCanAccess({ resource: FLOOR_WRITE.resource, action: 'delete' });
  const query = usePageQuery(['production', 'open-issues'], () => dataProvider.openIssues());
  const close = usePageMutation(({ id, how }: { id: number; how: 'back-to-production' | 'resolve' }) => dataProvider.closeIssue(id, how), {
    success: (issue) =>
      translate(issue.status === 'resolved' ? 'screens.production.issue_resolved' : 'screens.production.sent_back_to_production'),
  });
  return (
    <Card sx={{ mt: 1 }}>
      {query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <RecordTable
          rows={query.data}
          rowTestId="open-issue"
          empty={translate('screens.production.no_open_issues')}
          columns={[
            {
              header: 'screens.orders.order',
              cell: (i) => (
                <Link component={RouterLink} to={`/orders/${i.order_id}`}>
                  {i.order_number}
                </Link>
              ),
            },
            { header: 'screens.orders.line_item', cell: (i) => `LI-${i.line_item_id} · ${i.design_name}` },
            { header: 'screens.orders.reason', cell: (i) => choice('reason', i.reason, 'line-item-issues') },
            { header: 'screens.inventory.notes', cell: (i) => i.notes ?? '' },
            { header: 'screens.production.employee', cell: (i) => i.employee ?? '' },
            { header: 'screens.production.created', sx: { whiteSpace: 'nowrap' }, cell: (i) => format.date(i.created_at) },
            {
              header: '',
              align: 'right',
              cell: (i) =>
                canWrite && (
                  <Stack direction="row" spacing={1} justifyContent="flex-end">
                    <Button
                      size="small"
                      startIcon={<ReplayIcon />}
                      disabled={close.isPending}
                      onClick={() => close.mutate({ id: i.id, how: 'back-to-production' })}
                    >
                      {translate('screens.production.back_to_production')}
                    </Button>
                    <Button
                      size="small"
                      startIcon={<DoneIcon />}
                      disabled={close.isPending}
                      onClick={() => close.mutate({ id: i.id, how: 'resolve' })}
                    >
                      {translate('screens.production.resolve')}
                    </Button>
                  </Stack>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
