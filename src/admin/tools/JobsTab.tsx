/** Admin Tools → Background Jobs: every brand's jobs with their states (spec 1 §4 colours). */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { api } from '../../../providers/httpClient';

const STATUS_COLOURS: Record<string, string> = { unprocessed: 'grey.500', processing: 'warning.main', processed: 'success.main', failed: 'error.main' };

interface Job {
  id: number;
  brand_name: string | null;
  category: string;
  status: string;
  status_message: string | null;
  attempts: number;
  passthrough_data: Record<string, unknown>;
  updated_at: string;
}

export function JobsTab() {
  const [status, setStatus] = useState<string | undefined>();
  const [page, setPage] = useState(0);
  const [data, setData] = useState<{ results: Job[]; count: number; counts: Record<string, number> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api('/api/admin-tools/jobs', { query: { status, page, page_count: 25 } }).then(
      (d) => (setData(d), setError(null)),
      (e) => setError(e.message),
    );
  }, [status, page]);
  useEffect(load, [load]);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label="All" variant={status ? 'outlined' : 'filled'} onClick={() => (setStatus(undefined), setPage(0))} />
        {Object.keys(STATUS_COLOURS).map((s) => (
          <Chip key={s} label={`${s} (${data?.counts?.[s] ?? 0})`} variant={status === s ? 'filled' : 'outlined'} onClick={() => (setStatus(s), setPage(0))} />
        ))}
        <Button size="small" startIcon={<RefreshIcon />} onClick={load}>
          Refresh
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Id</TableCell>
              <TableCell>Brand</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Data</TableCell>
              <TableCell>Updated</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.results ?? []).map((job) => (
              <TableRow key={job.id}>
                <TableCell sx={{ borderLeft: 4, borderLeftColor: STATUS_COLOURS[job.status] ?? 'grey.500' }}>{job.id}</TableCell>
                <TableCell>{job.brand_name ?? '—'}</TableCell>
                <TableCell>{job.category}</TableCell>
                <TableCell>{job.status}</TableCell>
                <TableCell>{job.status_message ?? '—'}</TableCell>
                <TableCell>
                  <Box component="code" sx={{ fontSize: 12 }}>
                    {JSON.stringify(job.passthrough_data)}
                  </Box>
                </TableCell>
                <TableCell>{new Date(job.updated_at).toLocaleString()}</TableCell>
              </TableRow>
            ))}
            {data?.results.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>No jobs.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination component="div" count={data?.count ?? 0} page={page} rowsPerPage={25} rowsPerPageOptions={[25]} onPageChange={(_e, p) => setPage(p)} />
      </Paper>
    </Stack>
  );
}
