/** Changing an order's shipping address (`PUT orders`): a react-admin form with the shared address rules. */
import { addressSchema, type Address } from '../../../resources/orders/schemas';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { FormDialog } from '../../framework/FormDialog';
import { AddressFields } from '../../components/AddressFields';

export function AddressDialog({ orderId, address, onClose }: { orderId: number; address: Address | null; onClose: () => void }) {
  const dataProvider = useAppDataProvider();
  return (
    <FormDialog<Address>
      title="screens.orders.change_the_shipping_address"
      onClose={onClose}
      record={address ?? {}}
      schema={addressSchema}
      save={(next) => dataProvider.changeShippingAddress(orderId, next)}
      success="screens.orders.shipping_address_changed"
      // The server's field messages name the order's field (`shipping_address.city`).
      fieldOf={(field) => field.replace(/^shipping_address\./, '')}
    >
      <AddressFields />
    </FormDialog>
  );
}
