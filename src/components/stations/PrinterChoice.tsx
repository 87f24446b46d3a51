/**
 * The printer a station prints on (docs/requirements/production.md §3 Printer: the chosen printer is stored locally; the
 * default is the first one returned): chosen from the printers list, remembered on this device
 * per station (localStorage), the first one until chosen. The server prints on the printer named
 * (`printer_id`), and refuses one that does not exist.
 */
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

const keyOf = (station: string) => `papered.station-printer:${station}`;

/** The station's printer: the one chosen on this device if it still exists, else the first one. */
export function usePrinterChoice(station: string) {
  const printers = useGetList<{ id: number; name: string }>('printers', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<number | null>(() => Number(localStorage.getItem(keyOf(station))) || null);
  const list = printers.data ?? [];
  const printer = list.find((p) => p.id === chosen) ?? list[0] ?? null;
  const choose = (id: number) => {
    localStorage.setItem(keyOf(station), String(id));
    setChosen(id);
  };
  return { printers: list, printer, choose };
}

export function PrinterSelect({ choice }: { choice: ReturnType<typeof usePrinterChoice> }) {
  const translate = useTranslate();
  if (!choice.printers.length) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('screens.shell.printer')}
      value={choice.printer?.id ?? ''}
      onChange={(e) => choice.choose(Number(e.target.value))}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': 'station-printer' } }}
    >
      {choice.printers.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
