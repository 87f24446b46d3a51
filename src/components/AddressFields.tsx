/**
 * The inputs of a postal address (an order's shipping address, a customer's address, a brand's
 * billing address), two per row where short; `prefix` nests them ('address.' → address.city).
 */
import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';

const FIELDS = [
  { name: 'name', label: 'screens.shell.name' },
  { name: 'company', label: 'screens.orders.company' },
  { name: 'address1', label: 'screens.orders.address', required: true },
  { name: 'address2', label: 'screens.orders.address_line_2' },
  { name: 'city', label: 'screens.orders.city', half: true, required: true },
  { name: 'province', label: 'screens.orders.state_province', half: true },
  { name: 'postal_code', label: 'screens.orders.postal_code', half: true },
  { name: 'country_code', label: 'screens.orders.country', half: true, required: true },
  { name: 'phone', label: 'screens.orders.phone' },
];

export function AddressFields({ prefix = '' }: { prefix?: string }) {
  return (
    <Grid container columnSpacing={2}>
      {FIELDS.map((f) => (
        <Grid key={f.name} size={{ xs: 12, sm: f.half ? 6 : 12 }}>
          <TextInput source={`${prefix}${f.name}`} label={f.label} fullWidth isRequired={!!f.required} />
        </Grid>
      ))}
    </Grid>
  );
}
