/** Admin Tools → Email Outbox: the emails the app sent (GET /api/outbox), newest first, links clickable. */
import { Fragment, useEffect, useState } from 'react';
import { Alert, Box, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { api } from '../../../providers/httpClient';

interface Email {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  transport: string;
  error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** The text with its URLs as links. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, fontSize: 13 }}>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <Link key={i} href={part}>
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Box>
  );
}

export function OutboxTab() {
  const [to, setTo] = useState('');
  const [emails, setEmails] = useState<Email[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      api<Email[]>('/api/outbox', { query: { to: to.trim() || undefined, limit: 100 } }).then(
        (rows) => (setEmails(rows), setError(null)),
        (e) => setError(e.message),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [to]);
  return (
    <Stack spacing={2}>
      <TextField size="small" label="Recipient" value={to} onChange={(e) => setTo(e.target.value)} sx={{ maxWidth: 320 }} />
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Sent</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Delivery</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(emails ?? []).map((email) => (
              <Fragment key={email.id}>
                <TableRow hover onClick={() => setOpen(open === email.id ? null : email.id)} sx={{ cursor: 'pointer' }} data-testid={`outbox-${email.to}`}>
                  <TableCell>{new Date(email.created_at).toLocaleString()}</TableCell>
                  <TableCell>{email.to}</TableCell>
                  <TableCell>{email.subject}</TableCell>
                  <TableCell>{email.kind}</TableCell>
                  <TableCell>{email.error ? <Typography color="error" variant="body2">{email.error}</Typography> : email.transport}</TableCell>
                </TableRow>
                {open === email.id && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Linked text={email.text} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
            {emails?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No emails.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
