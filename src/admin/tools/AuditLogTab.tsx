/** Admin Tools → Audit Log: who did what, when, filtered by who, resource and dates; paginated. */
import { Fragment, useEffect, useState } from 'react';
import { Alert, Box, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import { api } from '../../../providers/httpClient';

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
  const [user, setUser] = useState('');
  const [resource, setResource] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [data, setData] = useState<{ results: Entry[]; count: number; resources: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      api('/api/admin-tools/audit-log', { query: { user: user.trim() || undefined, resource: resource || undefined, from: from || undefined, to: to || undefined, page, page_count: perPage } }).then(
        (d) => (setData(d), setError(null)),
        (e) => setError(e.message),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [user, resource, from, to, page, perPage]);
  const filter = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(0);
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField size="small" label="Who" placeholder="email or user id" value={user} onChange={filter(setUser)} />
        <TextField select size="small" label="Resource" value={resource} onChange={filter(setResource)} sx={{ minWidth: 180 }}>
          <MenuItem value="">Any</MenuItem>
          {(data?.resources ?? []).map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="date" label="From" value={from} onChange={filter(setFrom)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="To" value={to} onChange={filter(setTo)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Resource</TableCell>
              <TableCell>Record</TableCell>
              <TableCell>Brand</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.results ?? []).map((entry) => (
              <Fragment key={entry.id}>
                <TableRow hover sx={{ cursor: 'pointer' }} onClick={() => setOpen(open === entry.id ? null : entry.id)}>
                  <TableCell>{new Date(entry.created_at).toLocaleString()}</TableCell>
                  <TableCell>{entry.user_email ?? 'system'}</TableCell>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell>{entry.resource}</TableCell>
                  <TableCell>{entry.record_id ?? '—'}</TableCell>
                  <TableCell>{entry.brand_id ?? '—'}</TableCell>
                </TableRow>
                {open === entry.id && (
                  <TableRow>
                    <TableCell colSpan={6}>
                      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                        {(['before', 'after'] as const).map((side) => (
                          <Box key={side} component="pre" sx={{ flex: 1, m: 0, fontSize: 12, whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1 }}>
                            {side}: {JSON.stringify(entry[side], null, 2)}
                          </Box>
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data?.count ?? 0}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => (setPerPage(Number(e.target.value)), setPage(0))}
        />
      </Paper>
    </Stack>
  );
}
