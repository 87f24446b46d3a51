/** Admin Tools → Audit Log: who did what, when, filtered by who, resource and dates; paginated. */
import { useTranslate } from 'react-admin';
import { useFormat } from '../../framework/format';
import { useState } from 'react';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { RecordTable, RecordTablePager } from '../../components/RecordTable';
import { DayField } from '../../components/DayField';
import { usePageQuery, useSettledValue } from '../../framework/pageData';
import { LoadError } from '../../components/LoadError';

interface Entry {
  id: number;
  user_email: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  brand_id: number | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

export function AuditLogTab() {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useAppDataProvider();
  const [user, setUser] = useState('');
  const [resource, setResource] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const query = useSettledValue({
    user: user.trim() || undefined,
    resource: resource || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    page_count: perPage,
  });
  const log = usePageQuery(['system', 'audit-log', query], () => dataProvider.auditLog<Entry>(query), true, {
    keepPrevious: true,
  });
  const data = log.data ?? null;
  const filter = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(0);
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          label={translate('screens.shell.who')}
          placeholder={translate('screens.shell.email_or_user_id')}
          value={user}
          onChange={filter(setUser)}
        />
        <TextField
          select
          size="small"
          label={translate('screens.shell.resource')}
          value={resource}
          onChange={filter(setResource)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('screens.shell.any')}</MenuItem>
          {(data?.resources ?? []).map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
        <DayField
          size="small"
          label={translate('screens.shell.from')}
          value={from}
          onChange={(day) => filter(setFrom)({ target: { value: day } })}
        />
        <DayField
          size="small"
          label={translate('screens.shell.to')}
          value={to}
          onChange={(day) => filter(setTo)({ target: { value: day } })}
        />
      </Stack>
      {log.error && <LoadError error={log.error} onRetry={() => void log.refetch()} />}
      <RecordTable
        outlined
        rows={data?.results}
        empty="screens.shell.no_changes_match_these_filters"
        detail={(entry) => (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {(['before', 'after'] as const).map((side) => (
              <Box key={side} component="pre" sx={{ flex: 1, m: 0, fontSize: 12, whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1 }}>
                {translate(`screens.shell.${side}`)}: {JSON.stringify(entry[side], null, 2)}
              </Box>
            ))}
          </Stack>
        )}
        columns={[
          { header: 'screens.shell.when', cell: (entry) => format.date(entry.created_at) },
          { header: 'screens.shell.who', cell: (entry) => entry.user_email ?? translate('screens.orders.system') },
          { header: 'screens.shell.action', cell: (entry) => entry.action },
          { header: 'screens.shell.resource', cell: (entry) => entry.resource },
          { header: 'screens.shell.record', cell: (entry) => entry.record_id ?? '—' },
          { header: 'screens.shell.brand', cell: (entry) => entry.brand_id ?? '—' },
        ]}
        footer={
          <RecordTablePager count={data?.count ?? 0} page={page} perPage={perPage} onPageChange={setPage} onPerPageChange={setPerPage} />
        }
      />
    </Stack>
  );
}
