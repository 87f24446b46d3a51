/** Admin Tools → Email Outbox: the emails the app sent (GET /api/outbox), newest first, links clickable. */
import { useTranslate } from 'react-admin';
import { useFormat } from '../../framework/format';
import { Fragment, useState } from 'react';
import { Alert, Box, Link, Stack, TextField } from '@mui/material';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { RecordTable } from '../../components/RecordTable';
import { usePageQuery, useSettledValue } from '../../framework/pageData';
import { ErrorMessage } from '../../components/ErrorMessage';

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
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useAppDataProvider();
  const [to, setTo] = useState('');
  const recipient = useSettledValue(to.trim() || undefined);
  const outbox = usePageQuery(['system', 'outbox', recipient], () => dataProvider.outbox<Email>(recipient), true, {
    keepPrevious: true,
  });
  const emails = outbox.data ?? null;
  const error = outbox.error?.message ?? null;
  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        label={translate('screens.shell.recipient')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        sx={{ maxWidth: 320 }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <RecordTable
        outlined
        rows={emails ?? undefined}
        empty="screens.shell.no_emails"
        rowTestId={(email) => `outbox-${email.to}`}
        detail={(email) => <Linked text={email.text} />}
        columns={[
          { header: 'screens.shell.sent', cell: (email) => format.date(email.created_at) },
          { header: 'screens.shell.to', cell: (email) => email.to },
          { header: 'screens.shell.subject', cell: (email) => email.subject },
          { header: 'screens.shell.kind', cell: (email) => email.kind },
          {
            header: 'screens.shell.delivery',
            cell: (email) => (email.error ? <ErrorMessage message={email.error} /> : email.transport),
          },
        ]}
      />
    </Stack>
  );
}
