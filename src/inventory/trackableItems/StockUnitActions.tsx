/** Per stock unit: change its units (by a delta or to a count) or move it to another zone. */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useInventoryMutation } from '../useInventory';
import { useAppDataProvider } from '../../../providers/dataProvider';

export interface Unit {
  id: string;
  barcode?: string | null;
  unit_count: number;
  status: string;
  zone?: { id: string; code: string } | null;
}

export function AdjustQuantityDialog({ unit, open, onClose }: { unit: Unit; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [mode, setMode] = useState<'delta' | 'absolute'>('delta');
  const [value, setValue] = useState('');
  const dataProvider = useAppDataProvider();
  const mutation = useInventoryMutation(
    ({ id, ...change }: { id: string; delta?: number; absolute?: number }) => dataProvider.adjustUnitQuantity(id, change),
    { success: 'screens.inventory.quantity_updated' },
  );
  const n = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(n) && (mode === 'absolute' ? n >= 0 : n !== 0);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('screens.inventory.adjust_unit', { unit: unit.barcode ?? `#${unit.id}` })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_e, m) => m && setMode(m)}>
            <ToggleButton value="delta">{translate('screens.inventory.add_or_take')}</ToggleButton>
            <ToggleButton value="absolute">{translate('screens.inventory.set_count')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            autoFocus
            label={
              mode === 'delta' ? translate('screens.inventory.units_to_add_negative_to_take') : translate('screens.inventory.units_left')
            }
            type="number"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            helperText={translate('screens.inventory.now_count_units', { count: unit.unit_count })}
            slotProps={{ htmlInput: { 'data-testid': 'quantity-input', step: 1 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('screens.shell.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || mutation.isPending}
          onClick={() =>
            mutation.mutate(
              { id: unit.id, ...(mode === 'delta' ? { delta: n } : { absolute: n }) },
              { onSuccess: () => (setValue(''), onClose()) },
            )
          }
        >
          {translate('screens.shell.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function MoveDialog({
  unit,
  zones,
  open,
  onClose,
}: {
  unit: Unit;
  zones: Array<{ id: string; code: string; name: string }>;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [zone, setZone] = useState('');
  const dataProvider = useAppDataProvider();
  const mutation = useInventoryMutation(({ id, zone }: { id: string; zone: string }) => dataProvider.moveUnitToZone(id, zone), {
    success: (d) => translate('screens.inventory.moved_to_zone', { zone: d.moveInventoryItemToZone.zone?.code }),
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('screens.inventory.move_unit', { unit: unit.barcode ?? `#${unit.id}` })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          sx={{ mt: 1 }}
          label={translate('screens.inventory.to_zone')}
          value={zone}
          onChange={(e) => setZone(e.target.value)}
          helperText={translate('screens.inventory.now_in_zone', { zone: unit.zone?.code ?? translate('screens.inventory.no_zone') })}
        >
          {zones
            .filter((z) => z.id !== unit.zone?.id)
            .map((z) => (
              <MenuItem key={z.id} value={z.id}>
                {z.code} · {z.name}
              </MenuItem>
            ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('screens.shell.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!zone || mutation.isPending}
          onClick={() => mutation.mutate({ id: unit.id, zone }, { onSuccess: onClose })}
        >
          {translate('screens.inventory.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
