/**
 * An order's timeline (docs/requirements/orders.md §3 audit event types): newest first, each event with its icon, who
 * and when; a comment box adds a comment, which shows at once.
 */
import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import AddCommentIcon from '@mui/icons-material/AddComment';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CommentIcon from '@mui/icons-material/Comment';
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonIcon from '@mui/icons-material/Person';
import PrintIcon from '@mui/icons-material/Print';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReplayIcon from '@mui/icons-material/Replay';
import ScaleIcon from '@mui/icons-material/Scale';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import UndoIcon from '@mui/icons-material/Undo';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { OrderEvent } from '../../../providers/methods/orders';
import { LoadError } from '../../components/LoadError';
import { useChoiceLabel } from '../../framework/fieldViews';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { useFormat } from '../../framework/format';
import { eventPersonOf } from '../../../resources/orders/eventMessages';
import { useEventMessage } from './eventMessage';

const ICONS: Record<string, SvgIconComponent> = {
  create: ShoppingCartIcon,
  update: EditIcon,
  cancel: BlockIcon,
  customer_create: PersonAddIcon,
  customer_update: PersonIcon,
  send_to_print: PrintIcon,
  resend_to_print: ReplayIcon,
  print_run_undone: UndoIcon,
  line_item_scan: QrCodeScannerIcon,
  line_item_unscan: UndoIcon,
  weigh: ScaleIcon,
  invoice: ReceiptLongIcon,
  ship: LocalShippingIcon,
  deliver: CheckCircleIcon,
  comment: CommentIcon,
};

export function Timeline({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const format = useFormat();
  const typeLabel = useChoiceLabel();
  const messageOf = useEventMessage();
  const events = usePageQuery(['orders', orderId, 'timeline'], () => dataProvider.orderTimeline(orderId));
  const [comment, setComment] = useState('');
  const add = usePageMutation((message: string) => dataProvider.addOrderComment(orderId, message), {
    success: translate('screens.orders.comment_added'),
  });
  return (
    <Card>
      <CardHeader title={translate('screens.orders.timeline')} />
      <CardContent>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (comment.trim()) add.mutate(comment.trim(), { onSuccess: () => setComment('') });
          }}
        >
          <TextField
            size="small"
            fullWidth
            multiline
            maxRows={4}
            label={translate('screens.orders.add_a_comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button type="submit" variant="contained" startIcon={<AddCommentIcon />} disabled={!comment.trim() || add.isPending}>
            {translate('screens.orders.comment')}
          </Button>
        </Stack>
        {events.error ? (
          <LoadError error={events.error} onRetry={() => void events.refetch()} />
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="timeline">
            {(events.data ?? []).map((event: OrderEvent) => {
              const Icon = ICONS[event.type] ?? CommentIcon;
              return (
                <Box
                  component="li"
                  key={event.id}
                  sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
                  data-type={event.type}
                >
                  <Icon fontSize="small" color={event.type === 'cancel' ? 'error' : 'action'} sx={{ mt: 0.25 }} aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {typeLabel('type', event.type, 'order-events')}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                      // A comment is what a person wrote, shown as written; the system's messages are translated.
                      data-testid={event.type === 'comment' ? 'timeline-comment' : undefined}
                    >
                      {messageOf(event)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {format.date(event.created_at)} · {eventPersonOf(event) ?? translate('screens.orders.system')}
                    </Typography>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
