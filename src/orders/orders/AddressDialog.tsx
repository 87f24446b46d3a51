/** Changing an order's shipping address (`PUT orders`): a react-admin form with the shared address rules. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useEffect } from 'react';
import { addressSchema, type Address } from '../../../resources/orders/schemas';
import { serverFieldErrors } from '../../../providers/httpClient';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { usePageMutation } from '../../framework/pageData';
import { AddressFields } from '../../components/AddressFields';

/** The server's field messages (`shipping_address.city`) under the inputs. */
function ServerErrors({ error }: { error: unknown }) {
  const { setError } = useFormContext();
  useEffect(() => {
    for (const [key, message] of Object.entries(serverFieldErrors(error)))
      setError(key.replace(/^shipping_address\./, ''), { type: 'server', message });
  }, [error, setError]);
  return null;
}

export function AddressDialog({ orderId, address, onClose }: { orderId: number; address: Address | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const save = usePageMutation((next: Address) => dataProvider.changeShippingAddress(orderId, next), {
    success: translate('Shipping address changed'),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Form
        record={address ?? {}}
        resolver={yupResolver(addressSchema as any)}
        onSubmit={(values: Record<string, any>) => save.mutate(values as Address, { onSuccess: onClose })}
      >
        <DialogTitle>{translate('Change the shipping address')}</DialogTitle>
        <DialogContent>
          <ServerErrors error={save.error} />
          <AddressFields />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={translate('ra.action.save')} disabled={save.isPending} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
