/**
 * /invoices: a brand's invoices (every brand's for SUPERADMIN), newest period first, with status
 * chips, totals in the invoice's currency and the period; the list's CSV export has the same
 * columns. Staff may generate a month's invoices now; brand ADMINs reach their billing from here.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { FunctionField, useCanAccess, useTranslate } from 'react-admin';
import invoicesDeclaration, { type InvoiceRecord } from '../../../resources/billing/invoices';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { StatusChip } from '../../components/StatusChip';
import { useFormat } from '../../framework/format';
import { usePageMutation } from '../../framework/pageData';
import { DayInput } from '../../framework/DayInput';
import { ResourceList } from '../../framework/views';

const lastMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

/** SUPERADMIN: bill a month now (the schedule does it on the 1st; nothing is billed twice). */
function GenerateButton() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState(lastMonth());
  const generate = usePageMutation((p: string) => dataProvider.generateInvoices(p), {
    success: (r) =>
      r.invoices.length === 0
        ? translate('screens.billing.nothing_new_to_invoice_for_this')
        : translate('screens.billing.count_invoices_made', { count: r.invoices.length }),
  });
  return (
    <>
      <Button size="small" startIcon={<PlaylistAddIcon />} onClick={() => setOpen(true)}>
        {translate('screens.billing.generate_invoices')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('screens.billing.generate_invoices')}</DialogTitle>
        <DialogContent>
          <TextField
            type="month"
            label={translate('screens.billing.month')}
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            sx={{ mt: 1 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!period || generate.isPending}
            onClick={() => generate.mutate(period, { onSuccess: () => setOpen(false) })}
          >
            {translate('screens.billing.generate')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function InvoiceActions() {
  const translate = useTranslate();
  const { canAccess: canIssue = false } = useCanAccess({ resource: 'invoice-issuing', action: 'edit' });
  const { canAccess: canBill = false } = useCanAccess({ resource: 'billing', action: 'show' });
  return (
    <>
      {canBill && (
        <Button component={RouterLink} to="/billing" size="small" startIcon={<AccountBalanceWalletIcon />}>
          {translate('screens.billing.billing')}
        </Button>
      )}
      {canIssue && <GenerateButton />}
    </>
  );
}

export default function InvoiceList() {
  const { cents, day } = useFormat();
  const translate = useTranslate();
  return (
    <ResourceList
      declaration={invoicesDeclaration}
      actions={<InvoiceActions />}
      extraFilters={[
        <DayInput key="from" source="period_start_gte" label={translate('screens.billing.period_from')} />,
        <DayInput key="until" source="period_start_lte" label={translate('screens.billing.period_until')} />,
      ]}
      cells={{
        status: <FunctionField<InvoiceRecord> render={(r) => <StatusChip resource="invoices" value={r.status} />} />,
        total_cents: <FunctionField<InvoiceRecord> render={(r) => cents(r.total_cents, r.currency ?? undefined)} />,
        period_start: <FunctionField<InvoiceRecord> render={(r) => `${day(r.period_start)} – ${day(r.period_end)}`} />,
        due_at: <FunctionField<InvoiceRecord> render={(r) => day(r.due_at)} />,
      }}
      // A phone's card: the period, the status and the total under the invoice's number (not "Draft · 13").
      cardColumns={['period_start', 'status', 'total_cents']}
    />
  );
}
