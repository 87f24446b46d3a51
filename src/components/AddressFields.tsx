/**
 * The inputs of a postal address (an order's shipping address, a customer's address, a brand's
 * billing address), two per row where short; `prefix` nests them ('address.' → address.city).
 */
import { Grid } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'company', label: 'Company' },
  { name: 'address1', label: 'Address', required: true },
  { name: 'address2', label: 'Address Line 2' },
  { name: 'city', label: 'City', half: true, required: true },
  { name: 'province', label: 'State / Province', half: true },
  { name: 'postal_code', label: 'Postal Code', half: true },
  { name: 'country_code', label: 'Country', half: true, required: true },
  { name: 'phone', label: 'Phone' },
];

export function AddressFields({ prefix = '' }: { prefix?: string }) {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2}>
      {FIELDS.map((f) => (
        <Grid key={f.name} size={{ xs: 12, sm: f.half ? 6 : 12 }}>
          <TextInput source={`${prefix}${f.name}`} label={translate(f.label)} fullWidth isRequired={!!f.required} />
        </Grid>
      ))}
    </Grid>
  );
}
