/** Emailing the customer about an order (`POST v2/email/send` → "Email sent"). */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ORDER_EMAIL_TEMPLATES, orderEmailSchema } from '../../../resources/orders/schemas';
import { choiceLabel } from '../../../resources/framework';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { OrderEmail } from '../../../providers/methods/orders';
import { usePageMutation } from '../../framework/pageData';

export function EmailDialog({ orderId, email, onClose }: { orderId: number; email: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const send = usePageMutation((values: OrderEmail) => dataProvider.sendOrderEmail(values), { success: translate('Email sent') });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Form
        record={{ order_id: orderId, template: 'order_confirmation', to: email ?? '' }}
        resolver={yupResolver(orderEmailSchema as any)}
        onSubmit={(values: Record<string, any>) => send.mutate(values as OrderEmail, { onSuccess: onClose })}
      >
        <DialogTitle>{translate('Send an email')}</DialogTitle>
        <DialogContent>
          <SelectInput
            source="template"
            label={translate('Email')}
            fullWidth
            choices={ORDER_EMAIL_TEMPLATES.map((t) => ({ id: t, name: translate(choiceLabel(t)) }))}
          />
          <TextInput source="to" label={translate('To')} type="email" fullWidth />
          <TextInput source="subject" label={translate('Subject')} fullWidth helperText={translate('Left empty, the template’s subject')} />
          <TextInput source="message" label={translate('Message')} fullWidth multiline minRows={4} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={translate('Send')} icon={<></>} disabled={send.isPending} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
