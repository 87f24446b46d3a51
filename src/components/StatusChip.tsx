/** A status as a coloured chip, in words of the chosen language (orders, line items, queue items, invoices, payment methods). */
import { Chip } from '@mui/material';
import { useChoiceLabel } from '../framework/fieldViews';

type Colour = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

/** Waiting is amber, moving is blue, done is green, stopped or broken is red, closed is grey. */
const COLOURS: Record<string, Colour> = {
  UNFULFILLED: 'warning',
  PARTIAL: 'info',
  FULFILLED: 'primary',
  SUCCESS: 'success',
  CANCELLED: 'default',
  pending: 'warning',
  in_production: 'info',
  dropped: 'info',
  printed: 'info',
  scanned: 'primary',
  weighed: 'primary',
  shipped: 'success',
  issue: 'error',
  wasted: 'error',
  cancelled: 'default',
  unprocessed: 'warning',
  processing: 'info',
  processed: 'success',
  ready: 'success',
  failed: 'error',
  draft: 'default',
  open: 'warning',
  paid: 'success',
  void: 'default',
  verified: 'success',
  pending_verification: 'warning',
  locked: 'error',
  succeeded: 'success',
};

export function StatusChip({ resource, value, field = 'status' }: { resource: string; value: string | null | undefined; field?: string }) {
  const label = useChoiceLabel();
  if (!value) return null;
  return <Chip size="small" color={COLOURS[value] ?? 'default'} label={label(field, value, resource)} data-status={value} />;
}
