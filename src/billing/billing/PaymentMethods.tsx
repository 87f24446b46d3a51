/**
 * A brand's payment methods: cards and bank accounts, the default first. Add a card or a bank
 * account; a bank account is verified with the two micro-deposits it received (docs/requirements/billing.md §4), and a
 * wrong pair's message stays on screen (docs/requirements/billing.md §8: about 100000 s) until it is dismissed or tried
 * again. With the local ledger, staff see the deposits to try it with.
 */
import type { FieldValues } from 'react-hook-form';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCardIcon from '@mui/icons-material/AddCard';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import { schemaResolver } from '../../framework/validation';
import { Confirm, NumberInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { AppForm } from '../../framework/forms';
import { paymentMethodSchema } from '../../../resources/billing/schemas';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { Billing, PaymentMethod } from '../../../providers/methods/billing';
import { LoadError } from '../../components/LoadError';
import { StatusChip } from '../../components/StatusChip';
import { PAYMENT_METHOD_TONES } from '../../../resources/billing/money';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { lazyChunk } from '../../components/lazyChunk';
import { SubmitButton } from '../../framework/SubmitButton';

const StripeCardForm = lazyChunk(() => import('./StripeCardForm'));

/** docs/requirements/billing.md §8: the verification error stays visible about 100000 seconds. */
const VERIFICATION_ERROR_MS = 100_000 * 1000;

function AddMethodDialog({ kind, billing, onClose }: { kind: 'card' | 'bank_account'; billing: Billing; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = usePageMutation(
    (values: Record<string, unknown>) => dataProvider.addPaymentMethod({ ...values, brand_id: billing.brand_id, kind }),
    {
      silent: true,
      success: translate(kind === 'card' ? 'screens.billing.card_added' : 'screens.billing.bank_account_added_verify_it'),
    },
  );
  // With Stripe, card numbers are typed into Stripe's own form, never ours.
  if (kind === 'card' && billing.provider === 'stripe' && billing.publishable_key)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="xs">
        <DialogTitle>{translate('screens.billing.add_a_card')}</DialogTitle>
        <StripeCardForm
          publishableKey={billing.publishable_key}
          busy={add.isPending}
          refusal={refusal}
          onCancel={onClose}
          onToken={(token, holderName) =>
            add.mutate({ token, holder_name: holderName }, { onSuccess: onClose, onError: (e) => setRefusal(e.message) })
          }
        />
      </Dialog>
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      {/* Card and bank numbers are never kept in the browser's storage: no draft. */}
      <AppForm
        draft={false}
        record={{}}
        resolver={schemaResolver(paymentMethodSchema.omit(['brand_id', 'kind']))}
        onSubmit={(values: FieldValues) => {
          setRefusal(null);
          add.mutate(values, { onSuccess: onClose, onError: (e) => setRefusal(e.message) });
        }}
      >
        <DialogTitle>{translate(kind === 'card' ? 'screens.billing.add_a_card' : 'screens.billing.add_a_bank_account')}</DialogTitle>
        <DialogContent>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {translate(refusal, { _: refusal })}
            </Alert>
          )}
          <TextInput
            source="holder_name"
            label={translate(kind === 'card' ? 'screens.billing.name_on_the_card' : 'screens.billing.account_holder')}
            fullWidth
          />
          {kind === 'card' ? (
            <>
              <TextInput source="number" label={translate('screens.billing.card_number')} fullWidth autoComplete="cc-number" isRequired />
              <Stack direction="row" spacing={2}>
                <NumberInput source="exp_month" label={translate('screens.billing.month')} isRequired />
                <NumberInput source="exp_year" label={translate('screens.billing.year')} isRequired />
                <TextInput source="cvc" label="screens.billing.cvc" autoComplete="cc-csc" isRequired />
              </Stack>
              {billing.provider === 'local' && (
                <Typography variant="caption" color="text.secondary">
                  {translate('screens.billing.test_cards_4242_4242_4242_4242')}
                </Typography>
              )}
            </>
          ) : (
            <>
              <TextInput source="routing_number" label={translate('screens.billing.routing_number')} fullWidth isRequired />
              <TextInput source="account_number" label={translate('screens.billing.account_number')} fullWidth isRequired />
              <Typography variant="caption" color="text.secondary">
                {translate('screens.billing.two_small_deposits_are_sent_to')}
              </Typography>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={translate('screens.inventory.add')} disabled={add.isPending} />
        </DialogActions>
      </AppForm>
    </Dialog>
  );
}

function VerifyDialog({ method, onClose }: { method: PaymentMethod; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [refusal, setRefusal] = useState<string | null>(null);
  const verify = usePageMutation(
    (values: { deposit_1: number; deposit_2: number }) =>
      dataProvider.verifyPaymentMethod({
        stripe_customer_id: method.stripe_customer_id,
        customer_source_id: method.customer_source_id,
        ...values,
      }),
    { silent: true, success: translate('screens.billing.bank_account_verified') },
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      {/* Card and bank numbers are never kept in the browser's storage: no draft. */}
      <AppForm
        draft={false}
        record={{}}
        onSubmit={(values: FieldValues) => {
          setRefusal(null);
          verify.mutate(values as Parameters<typeof verify.mutate>[0], {
            onSuccess: onClose,
            onError: (e) => {
              setRefusal(e.message);
              notify(e.message, { type: 'error', autoHideDuration: VERIFICATION_ERROR_MS });
            },
          });
        }}
      >
        <DialogTitle>{translate('screens.billing.verify_the_bank_account')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('screens.billing.enter_the_two_deposits_in_cents', { last4: method.last4 })}
          </Typography>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="verify-error">
              {translate(refusal, { _: refusal })}
            </Alert>
          )}
          {method.test_deposits && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('screens.billing.local_ledger_the_deposits_are', {
                first: method.test_deposits[0],
                second: method.test_deposits[1],
              })}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <NumberInput source="deposit_1" label={translate('screens.billing.first_deposit_cents')} isRequired />
            <NumberInput source="deposit_2" label={translate('screens.billing.second_deposit_cents')} isRequired />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={translate('screens.billing.verify')} disabled={verify.isPending} />
        </DialogActions>
      </AppForm>
    </Dialog>
  );
}

export function PaymentMethods({ billing }: { billing: Billing }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const query = usePageQuery(['billing', 'payment-methods', billing.stripe_customer_id], () =>
    dataProvider.paymentMethods(billing.stripe_customer_id),
  );
  const [adding, setAdding] = useState<'card' | 'bank_account' | null>(null);
  const [verifying, setVerifying] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const source = (m: PaymentMethod) => ({ stripe_customer_id: m.stripe_customer_id, customer_source_id: m.customer_source_id });
  const makeDefault = usePageMutation((m: PaymentMethod) => dataProvider.makeDefaultPaymentMethod(source(m)), {
    success: translate('screens.billing.default_payment_method_changed'),
  });
  const remove = usePageMutation((m: PaymentMethod) => dataProvider.deletePaymentMethod(source(m)), {
    success: translate('screens.billing.payment_method_deleted'),
  });
  return (
    <Card>
      <CardHeader
        title={translate('screens.billing.payment_methods')}
        action={
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<AddCardIcon />} onClick={() => setAdding('card')}>
              {translate('screens.billing.add_a_card')}
            </Button>
            <Button size="small" startIcon={<AccountBalanceIcon />} onClick={() => setAdding('bank_account')}>
              {translate('screens.billing.add_a_bank_account')}
            </Button>
          </Stack>
        }
        sx={{ flexWrap: 'wrap', '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {query.error ? (
          <LoadError error={query.error} onRetry={() => query.refetch()} />
        ) : query.isPending ? (
          <Typography variant="body2">{translate('ra.page.loading')}</Typography>
        ) : query.data!.length === 0 ? (
          <Typography variant="body2">{translate('screens.billing.no_payment_method_yet')}</Typography>
        ) : (
          query.data!.map((m) => (
            <Stack
              key={m.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              alignItems={{ sm: 'center' }}
              justifyContent="space-between"
              sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
              data-testid="payment-method"
            >
              <Stack direction="row" spacing={1.5} alignItems="center">
                {m.kind === 'card' ? <CreditCardIcon color="action" /> : <AccountBalanceIcon color="action" />}
                <Box>
                  <Typography variant="body1">
                    {m.label} •••• {m.last4}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {m.kind === 'card' && m.exp_month
                      ? `${translate('screens.billing.expires')} ${String(m.exp_month).padStart(2, '0')}/${m.exp_year}`
                      : m.holder_name}
                    {m.status === 'pending_verification' &&
                      ` · ${m.tries_left === 1 ? translate('screens.billing.n1_try_left') : translate('screens.billing.count_tries_left', { count: m.tries_left })}`}
                  </Typography>
                </Box>
                <StatusChip resource="payment-methods" value={m.status} tones={PAYMENT_METHOD_TONES} />
                {m.is_default && <Chip size="small" color="primary" variant="outlined" label={translate('screens.orders.default')} />}
              </Stack>
              <Stack direction="row" spacing={1} alignItems="center">
                {m.status === 'pending_verification' && (
                  <Button size="small" variant="contained" onClick={() => setVerifying(m)}>
                    {translate('screens.billing.verify')}
                  </Button>
                )}
                {m.status === 'verified' && !m.is_default && (
                  <Button size="small" onClick={() => makeDefault.mutate(m)} disabled={makeDefault.isPending}>
                    {translate('screens.billing.make_default')}
                  </Button>
                )}
                <IconButton aria-label={translate('ra.action.delete')} onClick={() => setDeleting(m)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Stack>
          ))
        )}
      </CardContent>
      {adding && <AddMethodDialog kind={adding} billing={billing} onClose={() => setAdding(null)} />}
      {verifying && <VerifyDialog method={verifying} onClose={() => setVerifying(null)} />}
      <Confirm
        isOpen={!!deleting}
        loading={remove.isPending}
        title={translate('screens.billing.delete_the_payment_method')}
        content={deleting ? translate('screens.billing.delete_label_ending_last4', { label: deleting.label, last4: deleting.last4 }) : ''}
        onConfirm={() => remove.mutate(deleting!, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
