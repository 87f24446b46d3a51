import { describe, expect, it } from 'vitest';
import { describeServer, waitForDatabase } from '../../server/db/availability';

/** A database whose first `failures` probes fail with `error`. */
function flaky(failures: number, error: Error & { code?: string; syscall?: string }) {
  let tries = 0;
  return {
    tries: () => tries,
    health: async () => ({ ok: true }),
    probe: async <T>() => {
      tries++;
      if (tries <= failures) throw error;
      return [] as T[];
    },
  };
}
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5499'), { code: 'ECONNREFUSED', syscall: 'connect' });

describe('starting before the database answers', () => {
  it('waits for an external PostgreSQL, saying so at each try, and goes on once it answers', async () => {
    const database = flaky(2, refused());
    const told: string[] = [];
    await waitForDatabase(database, 'db:5432/papered', 10_000, (m) => told.push(m));
    expect(database.tries()).toBe(3);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(
      /^Waiting for PostgreSQL at db:5432\/papered \(connect ECONNREFUSED 127\.0\.0\.1:5499\); trying again in 0\.5 s$/,
    );
  });

  it('gives up after the wait with a message that names the server and the setting', async () => {
    const database = flaky(Infinity, refused());
    await expect(waitForDatabase(database, 'db:5432/papered', 300)).rejects.toThrow(
      /^PostgreSQL at db:5432\/papered did not answer within 0 s \(connect ECONNREFUSED .*\)\. Check DATABASE_URL .*DATABASE_WAIT_SECONDS/,
    );
  });

  it('does not wait on what waiting cannot mend (a wrong password)', async () => {
    const database = flaky(Infinity, Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' }));
    await expect(waitForDatabase(database, 'db:5432/papered', 60_000)).rejects.toThrow(
      'PostgreSQL at db:5432/papered refused the connection: password authentication failed for user "app". Check DATABASE_URL.',
    );
    expect(database.tries()).toBe(1);
  });

  it('names the server of a URL without its user or password', () => {
    expect(describeServer('postgres://app:secret@db.internal:6543/papered')).toBe('db.internal:6543/papered');
    expect(describeServer('postgres://postgres@localhost/papered?host=%2Ftmp%2Fpg&port=5432')).toBe('/tmp/pg:5432/papered');
  });
});
