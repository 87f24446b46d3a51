/**
 * What a transaction that still fails is answered (server/http/errors.ts) and the retry pause
 * (server/db/transaction.ts); the transactions themselves are tried on a real database in
 * tests/api/transactions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databaseErrorCode, retryPause } from '../../server/db/transaction';
import { fromDatabaseError } from '../../server/http/errors';

/** A driver error as drizzle throws it: the PostgreSQL error is its cause. */
const failed = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });

describe('a transaction that still fails', () => {
  it('after its retries, a deadlock or serialization failure is a 409 with a reason', () => {
    for (const code of ['40P01', '40001'])
      expect(fromDatabaseError(failed(code))).toMatchObject({
        status: 409,
        code: 'concurrent_change',
        message: 'The same records were being changed by another request at the same moment. Nothing was changed; try again.',
      });
  });

  it('a lock waited for too long, or a statement stopped, is a 503', () => {
    expect(fromDatabaseError(failed('55P03'))).toMatchObject({ status: 503, code: 'busy' });
    expect(fromDatabaseError(failed('57014'))).toMatchObject({ status: 503, code: 'timeout' });
  });

  it('reads the code of a wrapped or a bare driver error', () => {
    expect(databaseErrorCode(failed('40P01'))).toBe('40P01');
    expect(databaseErrorCode(Object.assign(new Error('pg'), { code: '40001' }))).toBe('40001');
    expect(databaseErrorCode(new Error('no code'))).toBeUndefined();
  });
});

describe('the pause before a retry', () => {
  it('is drawn between 0 and a bound that doubles, at most 400 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryPause(attempt, () => 1))).toEqual([10, 20, 40, 80, 160, 320, 400]);
    expect(retryPause(3, () => 0)).toBe(0);
    expect(retryPause(2, () => 0.5)).toBe(20);
  });
});
