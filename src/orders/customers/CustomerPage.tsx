/**
 * /customers/{customer_id}: the customer's details, their addresses (add, change, delete in a
 * dialog with the address type) and their orders, newest first.
 */
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardHeader, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { BooleanInput, Confirm, ReferenceInput, SelectInput, useCanAccess, useTranslate } from 'react-admin';
import { createSchema } from '../../../resources/framework';
import customerAddresses, { type CustomerAddressRecord } from '../../../resources/orders/customerAddresses';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { pageState } from '../../components/LoadError';
import { FormDialog } from '../../framework/FormDialog';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { usePageTitle } from '../../layout/pageTitle';
import { AddressLines } from '../orders/OrderPage';
import { AddressFields } from '../../components/AddressFields';
import { useFormat } from '../../framework/format';
import { RecordTable } from '../../components/RecordTable';
import { StatusChip } from '../../components/StatusChip';

/** The declaration's rules; the record's other fields (id, dates) pass. */
const ADDRESS_SCHEMA = createSchema(customerAddresses).noUnknown(false);

type CustomerAddress = CustomerAddressRecord;

interface Customer {
  id: number;
  first: string | null;
  last: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
  addresses: CustomerAddress[];
  orders: Array<{ id: number; order_number: string; status: string; total: number; currency: string; created_at: string }>;
}

function AddressForm({
  customerId,
  address,
  onClose,
}: {
  customerId: number;
  address: Partial<CustomerAddress> | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const save = (values: Record<string, unknown>) => {
    const { id: _id, brand_id: _brand, created_at: _c, updated_at: _u, ...data } = values;
    return address?.id
      ? dataProvider.update('customer-addresses', { id: address.id, data, previousData: { ...address, id: address.id } })
      : dataProvider.create('customer-addresses', { data: { ...data, customer_id: customerId } });
  };
  return (
    <FormDialog
      title={address?.id ? 'screens.orders.change_the_address' : 'screens.orders.add_an_address'}
      onClose={onClose}
      record={address ?? { customer_id: customerId, is_default: false }}
      schema={ADDRESS_SCHEMA}
      save={save}
      success="screens.orders.address_saved"
    >
      <ReferenceInput source="address_type_id" reference="customer-address-types">
        <SelectInput label={translate('screens.orders.address_type')} optionText="name" fullWidth />
      </ReferenceInput>
      <AddressFields />
      <BooleanInput source="is_default" label={translate('screens.orders.default')} />
    </FormDialog>
  );
}

export default function CustomerPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { money, date } = useFormat();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'customers', action: 'edit' });
  const query = usePageQuery(['customers', id], () => dataProvider.customerPage<Customer>(id!), !!id);
  const customer = query.data;
  const name = customer ? [customer.first, customer.last].filter(Boolean).join(' ') || customer.email || `#${customer.id}` : '';
  usePageTitle(customer ? name : translate('screens.orders.customer'));
  const [editing, setEditing] = useState<Partial<CustomerAddress> | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const remove = usePageMutation(
    (address: CustomerAddress) => dataProvider.delete('customer-addresses', { id: address.id, previousData: address }),
    {
      success: translate('screens.orders.address_deleted'),
    },
  );
  const state = pageState(query, customer, translate('screens.orders.this_customer_does_not_exist'));
  if (state || !customer) return state;
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }}>
      <Card>
        <CardHeader
          title={name}
          subheader={[customer.email, customer.phone].filter(Boolean).join(' · ')}
          action={
            canEdit && (
              <Button component={RouterLink} to={`/customers/${customer.id}/details`} startIcon={<EditIcon />}>
                {translate('ra.action.edit')}
              </Button>
            )
          }
        />
        {customer.notes && (
          <CardContent sx={{ pt: 0 }}>
            <Typography variant="body2">{customer.notes}</Typography>
          </CardContent>
        )}
      </Card>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardHeader
              title={translate('screens.orders.addresses')}
              action={
                canEdit && (
                  <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
                    {translate('screens.inventory.add')}
                  </Button>
                )
              }
            />
            <CardContent sx={{ pt: 0 }}>
              {customer.addresses.length === 0 && <Typography variant="body2">{translate('screens.orders.no_address_yet')}</Typography>}
              {customer.addresses.map((a) => (
                <Stack
                  key={a.id}
                  direction="row"
                  justifyContent="space-between"
                  sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
                  data-testid="customer-address"
                >
                  <Box>
                    {a.is_default && (
                      <Typography variant="caption" color="primary">
                        {translate('screens.orders.default')}
                      </Typography>
                    )}
                    <AddressLines address={a} />
                  </Box>
                  {canEdit && (
                    <Box sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={translate('ra.action.edit')} onClick={() => setEditing(a)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton aria-label={translate('ra.action.delete')} onClick={() => setDeleting(a)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  )}
                </Stack>
              ))}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader title={translate('screens.orders.orders')} />
            <RecordTable
              rows={customer.orders}
              columns={[
                {
                  header: 'screens.orders.order',
                  cell: (o) => (
                    <Link component={RouterLink} to={`/orders/${o.id}`}>
                      {o.order_number}
                    </Link>
                  ),
                },
                { header: 'screens.shell.status', cell: (o) => <StatusChip resource="orders" value={o.status} /> },
                { header: 'screens.orders.total', align: 'right', cell: (o) => money(o.total, o.currency) },
                { header: 'screens.inventory.ordered', sx: { whiteSpace: 'nowrap' }, cell: (o) => date(o.created_at) },
              ]}
            />
          </Card>
        </Grid>
      </Grid>
      {editing !== undefined && <AddressForm customerId={customer.id} address={editing} onClose={() => setEditing(undefined)} />}
      <Confirm
        isOpen={!!deleting}
        loading={remove.isPending}
        title={translate('screens.orders.delete_this_address')}
        content={deleting ? [deleting.address1, deleting.city].join(', ') : ''}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
