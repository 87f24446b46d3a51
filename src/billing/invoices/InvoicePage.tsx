/**
 * /invoices/{invoice_id}: the invoice — period, status, every line, totals, its payments — with
 * its PDF, and the actions its status allows: Pay with the default method (the brand's ADMIN),
 * Issue and Void (SUPERADMIN). A refused charge says why and the invoice stays open (no false
 * success): the message comes from the payment provider.
 */
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import DownloadIcon from '@mui/icons-material/Download';
import PaymentIcon from '@mui/icons-material/Payment';
import SendIcon from '@mui/icons-material/Send';
import { Confirm, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { saveBlob } from '../../../providers/httpClient';
import type { Invoice } from '../../../providers/methods/billing';
import { pageState } from '../../components/LoadError';
import { RecordTable } from '../../components/RecordTable';
import { StatusChip } from '../../components/StatusChip';
import { useFormat } from '../../framework/format';
import { keyedText } from '../../framework/keyedText';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { usePageTitle } from '../../layout/pageTitle';

type Action = 'pay' | 'issue' | 'void';

export default function InvoicePage() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { cents, day, date, percent } = useFormat();
  const { canAccess: canPay = false } = useCanAccess({ resource: 'invoices', action: 'edit' });
  const { canAccess: canIssue = false } = useCanAccess({ resource: 'invoice-issuing', action: 'edit' });
  const query = usePageQuery(['invoices', id], () => dataProvider.invoicePage(id!), !!id);
  const invoice = query.data;
  usePageTitle(invoice ? `${translate('screens.billing.invoice')} ${invoice.invoice_number}` : translate('screens.billing.invoice'));
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [downloading, setDownloading] = useState(false);
  const act = usePageMutation(
    ({ action, invoice }: { action: Action; invoice: Invoice }) =>
      action === 'pay'
        ? dataProvider.payInvoice(invoice.id)
        : action === 'issue'
          ? dataProvider.issueInvoice(invoice.id)
          : dataProvider.voidInvoice(invoice.id),
    {
      success: (row: Invoice) =>
        translate(
          row.status === 'paid'
            ? 'screens.billing.invoice_paid'
            : row.status === 'open'
              ? 'screens.billing.invoice_issued'
              : 'screens.billing.invoice_voided',
        ),
    },
  );
  const state = pageState(query, invoice, translate('screens.billing.this_invoice_does_not_exist'));
  if (state || !invoice) return state;

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await dataProvider.invoicePdf(invoice.id), `${invoice.invoice_number}.pdf`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  const total = cents(invoice.total_cents, invoice.currency);
  const confirmText: Record<Action, string> = {
    pay: translate('screens.billing.charge_total_to_the_default', { total }),
    issue: translate('screens.billing.issue_number_it_falls_due_in_30', { number: invoice.invoice_number }),
    void: translate('screens.billing.void_number_its_orders_can_then', { number: invoice.invoice_number }),
  };
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Card>
        <CardHeader
          title={
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <span>
                {translate('screens.billing.invoice')} {invoice.invoice_number}
              </span>
              <StatusChip resource="invoices" value={invoice.status} />
            </Stack>
          }
          subheader={[invoice.brand_name, `${day(invoice.period_start)} – ${day(invoice.period_end)}`].filter(Boolean).join(' · ')}
        />
        <CardContent sx={{ pt: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 2 }}>
            <Fact label={translate('screens.orders.total')} value={total} strong />
            <Fact label={translate('screens.orders.orders')} value={String(invoice.order_count)} />
            <Fact label={translate('screens.billing.issued')} value={day(invoice.issued_at) || '—'} />
            <Fact label={translate('screens.billing.due')} value={day(invoice.due_at) || '—'} />
            {invoice.paid_at && <Fact label={translate('screens.billing.paid')} value={day(invoice.paid_at)} />}
          </Stack>
          {invoice.status === 'open' && invoice.payment_failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="payment-failure">
              {translate('screens.billing.the_last_payment_failed_reason', { reason: invoice.payment_failure })}
            </Alert>
          )}
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={downloading}>
              {translate('screens.billing.download_pdf')}
            </Button>
            {canPay && invoice.status === 'open' && (
              <Button variant="contained" startIcon={<PaymentIcon />} onClick={() => setConfirming('pay')}>
                {translate('screens.billing.pay_total', { total })}
              </Button>
            )}
            {canIssue && invoice.status === 'draft' && (
              <Button variant="contained" startIcon={<SendIcon />} onClick={() => setConfirming('issue')}>
                {translate('screens.billing.issue')}
              </Button>
            )}
            {canIssue && ['draft', 'open'].includes(invoice.status) && (
              <Button color="error" startIcon={<BlockIcon />} onClick={() => setConfirming('void')}>
                {translate('screens.billing.void_invoice')}
              </Button>
            )}
            {canPay && invoice.status === 'open' && (
              <Button component={RouterLink} to="/billing">
                {translate('screens.billing.payment_methods')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={translate('screens.inventory.lines')} />
        <RecordTable
          rows={invoice.lines}
          rowTestId="invoice-line"
          empty="screens.billing.no_lines"
          columns={[
            {
              header: 'screens.shell.description',
              cell: (line) =>
                line.order_id ? (
                  <RouterLink to={`/orders/${line.order_id}`} style={{ color: 'inherit' }}>
                    {keyedText(translate, { text: line.description, code: line.description_code, values: line.description_values })}
                  </RouterLink>
                ) : (
                  keyedText(translate, { text: line.description, code: line.description_code, values: line.description_values })
                ),
            },
            {
              header: 'screens.inventory.units',
              align: 'right',
              // "2 rolls", "2 rouleaux": the count with its unit, plural as the language says it.
              cell: (line) =>
                line.units
                  ? translate(`unit.count.${line.basis}`, { smart_count: Number(line.units), _: `${line.units} ${line.basis ?? ''}` })
                  : '',
            },
            {
              header: 'screens.billing.unit_price',
              align: 'right',
              cell: (line) => (line.unit_price_cents == null ? '' : cents(line.unit_price_cents, invoice.currency)),
            },
            { header: 'screens.billing.amount', align: 'right', cell: (line) => cents(line.amount_cents, invoice.currency) },
          ]}
          footer={
            <Stack spacing={0.5} sx={{ p: 2, ml: 'auto', maxWidth: 360 }}>
              <Total label={translate('screens.orders.subtotal')} value={cents(invoice.subtotal_cents, invoice.currency)} />
              <Total label={translate('screens.orders.shipping')} value={cents(invoice.shipping_cents, invoice.currency)} />
              <Total
                label={`${translate('screens.orders.tax')} (${percent(invoice.tax_rate_bps)})`}
                value={cents(invoice.tax_cents, invoice.currency)}
              />
              <Total label={translate('screens.orders.total')} value={total} strong />
            </Stack>
          }
        />
      </Card>

      {invoice.payments.length > 0 && (
        <Card>
          <CardHeader title={translate('screens.billing.payments')} />
          <CardContent sx={{ pt: 0 }}>
            {invoice.payments.map((p) => (
              <Stack key={p.id} direction="row" spacing={2} alignItems="center" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <StatusChip resource="invoices" field="payment_status" value={p.status} />
                <Typography variant="body2">{cents(p.amount_cents, p.currency)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[p.method_label && `${p.method_label} •••• ${p.method_last4}`, date(p.created_at), p.failure_message]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Stack>
            ))}
          </CardContent>
        </Card>
      )}

      <Confirm
        isOpen={!!confirming}
        loading={act.isPending}
        title={translate(
          confirming === 'pay'
            ? 'screens.billing.pay_the_invoice'
            : confirming === 'issue'
              ? 'screens.billing.issue_the_invoice'
              : 'screens.billing.void_the_invoice',
        )}
        content={confirming ? confirmText[confirming] : ''}
        onConfirm={() => act.mutate({ action: confirming!, invoice }, { onSettled: () => setConfirming(null) })}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body1'}>{value}</Typography>
    </Box>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ fontWeight: strong ? 700 : undefined }}>
      <span>{label}</span>
      <span>{value}</span>
    </Stack>
  );
}
