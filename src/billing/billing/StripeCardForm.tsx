/**
 * Card entry with Stripe Elements, used when payments go to Stripe: the card's numbers go from
 * the browser to Stripe only, and our server receives a token (`POST billing/payment-methods
 * {token}`). Loaded lazily with Stripe.js (from js.stripe.com) only when it is needed. Stripe's
 * refusals are shown in its words (docs/requirements/billing.md §8).
 */
import { useState } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, TextField } from '@mui/material';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useTranslate } from 'react-admin';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

interface Props {
  publishableKey: string;
  busy: boolean;
  refusal: string | null;
  onToken: (token: string, holderName: string) => void;
  onCancel: () => void;
}

function CardForm({ busy, refusal, onToken, onCancel }: Omit<Props, 'publishableKey'>) {
  const translate = useTranslate();
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setError(null);
    const result = await stripe.createToken(card, { name: name || undefined });
    if (result.error) setError(result.error.message ?? translate('billing.refusals.card_declined'));
    else onToken(result.token.id, name);
  };
  return (
    <>
      <DialogContent>
        {(error ?? refusal) && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error ?? refusal}
          </Alert>
        )}
        <TextField
          label={translate('screens.billing.name_on_the_card')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          fullWidth
          sx={{ mb: 2 }}
        />
        <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <CardElement options={{ hidePostalCode: false }} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!stripe || busy} onClick={submit}>
          {translate('screens.inventory.add')}
        </Button>
      </DialogActions>
    </>
  );
}

export default function StripeCardForm({ publishableKey, ...props }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}
