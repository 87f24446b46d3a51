/** The failed queue item's parts: its type, the mapping of a missing material, and an update's differences side by side. */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, serverFieldErrors } from '../../../providers/httpClient';
import { useAppDataProvider } from '../../../providers/dataProvider';
import { usePageQuery } from '../../framework/pageData';

export interface QueueItem {
  id: number;
  brand_id: number;
  order_number: string | null;
  store_order_id: string | null;
  channel: string;
  status: string;
  reason: string | null;
  /** The reason's key and values (resources/i18n/areas/orders.ts), when it has them. */
  reason_code?: string | null;
  reason_values?: Record<string, unknown> | null;
  attempts: number;
  order_id: number | null;
  payload: unknown;
  /** An update of an imported order that could not be applied: what differs. */
  differences: Array<{ field: string; imported: unknown; incoming: unknown }> | null;
  /** What the store order names that we do not know (server/orders/storeOrder.ts MissingReference). */
  missing: MissingReference[] | null;
  created_at: string;
}

export interface MissingReference {
  kind: 'material';
  name: string;
  line: number;
  design: string | null;
}

/**
 * "Map to an existing material": the store's name of a material becomes one of the materials
 * offered to the brand (a material-aliases record, audited), so this and future imports use it.
 */
export function MapMaterialDialog({
  brandId,
  missing,
  onClose,
  onMapped,
}: {
  brandId: number;
  missing: MissingReference;
  onClose: () => void;
  onMapped: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const materials = usePageQuery(['materials', 'offered', brandId], () => dataProvider.materialsOfBrand(brandId));
  const [materialId, setMaterialId] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.create('material-aliases', { data: { store_name: missing.name, material_id: materialId, brand_id: brandId } });
      notify(translate('screens.imports.mapping_saved'), { type: 'success' });
      onMapped();
    } catch (err) {
      const fields = Object.values(serverFieldErrors(err));
      setError(translate(fields[0] ?? errorMessage(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="map-material-title">
      <DialogTitle id="map-material-title">{translate('screens.imports.map_to_an_existing_material')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('screens.imports.orders_from_this_store_naming', { name: missing.name })}
        </Typography>
        <TextField
          select
          fullWidth
          label={translate('screens.orders.material')}
          value={materialId}
          onChange={(e) => setMaterialId(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'map-material' } }}
        >
          {(materials.data ?? []).map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!materialId || busy} onClick={save}>
          {translate('screens.imports.map_and_retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An update the store sent that could not be applied: each difference side by side. */
export function Differences({ differences }: { differences: NonNullable<QueueItem['differences']> }) {
  const translate = useTranslate();
  const label = (field: string) => {
    const [head, rest] = field.split(/\.(.*)/s);
    if (head === 'shipping_address') return `${translate('resources.orders.fields.shipping_address', { _: 'Shipping Address' })}: ${rest}`;
    if (head === 'line_items') return `${translate('screens.orders.line_item')} ${rest}`;
    return translate(`resources.orders.fields.${field}`, { _: field });
  };
  const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
  return (
    <Box sx={{ mb: 2, overflowX: 'auto' }} data-testid="import-differences">
      <Typography variant="subtitle2">{translate('screens.orders.what_the_store_sends_now_differs')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('screens.orders.field')}</TableCell>
            <TableCell>{translate('screens.orders.imported_order_as_it_came_from')}</TableCell>
            <TableCell>{translate('screens.orders.in_the_store_now')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {differences.map((d) => (
            <TableRow key={d.field}>
              <TableCell>{label(d.field)}</TableCell>
              <TableCell>{shown(d.imported)}</TableCell>
              <TableCell>{shown(d.incoming)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
