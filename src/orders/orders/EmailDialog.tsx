/** Emailing the customer about an order (`POST v2/email/send` → "Email sent"). */
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { ORDER_EMAIL_TEMPLATES, orderEmailSchema } from '../../../resources/orders/schemas';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { OrderEmail } from '../../../providers/methods/orders';
import { FormDialog } from '../../framework/FormDialog';

export function EmailDialog({ orderId, email, onClose }: { orderId: number; email: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  return (
    <FormDialog<OrderEmail>
      title="screens.orders.send_an_email"
      onClose={onClose}
      record={{ order_id: orderId, template: 'order_confirmation', to: email ?? '' }}
      schema={orderEmailSchema}
      save={(values) => dataProvider.sendOrderEmail(values)}
      success="screens.orders.email_sent"
      saveLabel="screens.orders.send"
      saveIcon={<></>}
    >
      <SelectInput
        source="template"
        label={translate('screens.shell.email')}
        fullWidth
        choices={ORDER_EMAIL_TEMPLATES.map((t) => ({ id: t, name: translate(`screens.orders.${t}`) }))}
      />
      <TextInput source="to" label={translate('screens.shell.to')} type="email" fullWidth />
      <TextInput
        source="subject"
        label={translate('screens.shell.subject')}
        fullWidth
        helperText={translate('screens.orders.left_empty_the_template_s')}
      />
      <TextInput source="message" label={translate('screens.shell.message')} fullWidth multiline minRows={4} />
    </FormDialog>
  );
}
