/**
 * The failed order queue's Retry notice (issue 24 #11): its colour and words follow what really
 * became of the retried items — green only when all were imported, never "1 orders queued again"
 * in green for a retry that failed.
 */
import { describe, expect, it } from 'vitest';
import { retryNotice } from '../../src/orders/queue/FailedQueue';
import { en, fr } from '../../resources/i18n';

/** The screens' English by key (resources/i18n/screens), values put in. */
const english = (key: string, options: Record<string, unknown> = {}) =>
  (en[key] ?? key).replace(/%\{(\w+)\}/g, (_whole, name) => String(options[name]));
const result = (id: number, status: 'processed' | 'failed', reason: string | null = null) => ({
  id,
  status,
  order_id: status === 'processed' ? 100 + id : null,
  reason,
});

describe('the retry notice', () => {
  it('is red with the reason when the one retried import failed again', () => {
    const notice = retryNotice(
      {
        retried: [2],
        results: [result(2, 'failed', 'Line 1 (Fern Grove): the material “Metallic Foil” is not offered to this brand.')],
        succeeded: 0,
        failed: 1,
      },
      english,
    );
    expect(notice).toEqual({
      type: 'error',
      message: 'The order failed again: Line 1 (Fern Grove): the material “Metallic Foil” is not offered to this brand.',
    });
  });

  it('words a keyed reason in the chosen language', () => {
    const french = (key: string, options: Record<string, unknown> = {}) =>
      (fr[key] ?? key).replace(/%\{(\w+)\}/g, (_whole, name) => String(options[name]));
    const failedAgain = {
      ...result(2, 'failed', 'Line 1 (Fern Grove) has no material.'),
      message_code: 'orders.import.no_material',
      message_values: { line: 1, title: 'Fern Grove' },
    };
    expect(retryNotice({ retried: [2], results: [failedAgain], succeeded: 0, failed: 1 }, french).message).toBe(
      `${fr['screens.orders.the_order_failed_again_reason'].replace(/%\{reason\}.*/, '')}Ligne 1 (Fern Grove) : aucun matériau.`,
    );
  });

  it('is green, singular or plural, when every import succeeded', () => {
    expect(retryNotice({ retried: [2], results: [result(2, 'processed')], succeeded: 1, failed: 0 }, english)).toEqual({
      type: 'success',
      message: 'Order imported',
    });
    expect(
      retryNotice({ retried: [2, 3], results: [result(2, 'processed'), result(3, 'processed')], succeeded: 2, failed: 0 }, english),
    ).toEqual({ type: 'success', message: '2 orders imported' });
  });

  it('is amber when some failed again, red when all did, and says when there was nothing to retry', () => {
    expect(
      retryNotice({ retried: [2, 3], results: [result(2, 'processed'), result(3, 'failed', 'x')], succeeded: 1, failed: 1 }, english),
    ).toEqual({ type: 'warning', message: '1 imported, 1 failed again' });
    expect(
      retryNotice({ retried: [2, 3], results: [result(2, 'failed', 'x'), result(3, 'failed', 'y')], succeeded: 0, failed: 2 }, english),
    ).toEqual({ type: 'error', message: '2 orders failed again' });
    expect(retryNotice({ retried: [], results: [], succeeded: 0, failed: 0 }, english)).toEqual({
      type: 'info',
      message: 'Nothing to retry',
    });
  });
});
