/** Admin Tools › Backups: the list with time and size, "Back up now", and the notice on an external PostgreSQL. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { englishI18n, signedInWithRules } from '../support/inAdmin';
import BackupsTool from '../../src/system/tools/BackupsTool';

afterEach(cleanup);

const backup = (name: string, size: number) => ({ name, size, created_at: '2026-11-28T10:00:00.000Z' });

function renderWith(dataProvider: Record<string, unknown>) {
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      i18nProvider={englishI18n}
      authProvider={signedInWithRules('SUPERADMIN')}
    >
      <BackupsTool />
    </AdminContext>,
  );
}

describe('Backups tool', () => {
  it('lists the backups and takes one now', async () => {
    const list = [backup('papered-20261128T100000000Z.tar.gz', 3 * 1048576)];
    let taken = 0;
    renderWith({
      backups: async () => ({ available: true, interval_hours: 24, keep: 7, results: [...list] }),
      takeBackup: async () => {
        taken++;
        const b = backup('papered-20261128T110000000Z.tar.gz', 1048576);
        list.unshift(b);
        return b;
      },
    });
    expect(await screen.findByText('papered-20261128T100000000Z.tar.gz')).toBeInTheDocument();
    expect(screen.getByText('3 MB')).toBeInTheDocument();
    expect(screen.getByText('A backup every 24 h; the newest 7 are kept.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('papered-20261128T110000000Z.tar.gz')).toBeInTheDocument();
    await waitFor(() => expect(taken).toBe(1));
  });

  it('says backups belong to an external PostgreSQL server', async () => {
    renderWith({ backups: async () => ({ available: false, interval_hours: 24, keep: 7, results: [] }) });
    expect(await screen.findByTestId('backups-external')).toHaveTextContent('pg_dump');
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });
});
