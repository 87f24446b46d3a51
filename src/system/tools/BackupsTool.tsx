/**
 * Admin Tools › Backups (SUPERADMIN): the backups of the embedded database with their time and
 * size, "Back up now" and a download of each (GET/POST /api/admin-tools/backups, docs/ops/README.md
 * "Backups"). On an external PostgreSQL it says that backups are that server's.
 */
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { saveBlob } from '../../../providers/httpClient';
import { RecordTable } from '../../components/RecordTable';
import { useFormat } from '../../framework/format';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { LoadError } from '../../components/LoadError';

interface Backup {
  name: string;
  size: number;
  created_at: string;
}

export default function BackupsTool() {
  const translate = useTranslate();
  const format = useFormat();
  const megabytes = (bytes: number) => `${format.number(bytes / 1048576, 1)} MB`;
  const dataProvider = useAppDataProvider();
  const query = usePageQuery(['system', 'backups'], () => dataProvider.backups<Backup>());
  const backUp = usePageMutation(() => dataProvider.takeBackup<Backup>(), {
    success: (b) => translate('screens.shell.backup_name_taken', { name: b.name }),
  });
  const download = usePageMutation(async (name: string) => saveBlob(await dataProvider.backupFile(name), name));
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const state = query.data;
  if (!state) return null;
  if (!state.available)
    return (
      <Alert severity="info" data-testid="backups-external">
        {translate('screens.shell.the_database_is_an_external')}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button variant="contained" onClick={() => backUp.mutate(undefined)} disabled={backUp.isPending}>
          {translate(backUp.isPending ? 'screens.shell.backing_up' : 'screens.shell.back_up_now')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {state.interval_hours > 0
            ? translate('screens.shell.a_backup_every_hours_h_the', { hours: state.interval_hours, keep: state.keep })
            : translate('screens.shell.no_scheduled_backups_the_newest', { keep: state.keep })}
        </Typography>
      </Stack>
      <RecordTable
        outlined
        rows={state.results.map((b) => ({ ...b, id: b.name }))}
        empty="screens.shell.no_backups_yet"
        rowTestId={(b) => `backup-${b.name}`}
        columns={[
          { header: 'screens.shell.taken', cell: (b) => format.date(b.created_at) },
          { header: 'screens.shell.file_size', cell: (b) => megabytes(b.size) },
          { header: 'screens.shell.file', cell: (b) => b.name },
          {
            header: '',
            cell: (b) => (
              <Button size="small" onClick={() => download.mutate(b.name)} disabled={download.isPending}>
                {translate('screens.shell.download')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
