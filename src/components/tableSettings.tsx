/**
 * Table settings of docs/requirements/shell.md §3, §4, §9: row size (small, medium, large) and hidden columns, stored
 * in local storage under `table_settings.v1`, one entry per table keyed by the table's id or else
 * the current path. A column registered with defaultVisible false starts hidden unless settings
 * already exist. A failed save is logged to the console only.
 */
import { useTranslate } from 'react-admin';
import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { SizedDialog } from './SizedDialog';

export const TABLE_SETTINGS_KEY = 'table_settings.v1';
export type RowSize = 'small' | 'medium' | 'large';
export const ROW_SIZES: RowSize[] = ['small', 'medium', 'large'];

export interface TableSettings {
  rowSize: RowSize;
  hiddenColumns: string[];
}

export interface TableColumn {
  id: string;
  label: string;
  defaultVisible?: boolean;
}

function readAll(): Record<string, TableSettings> {
  try {
    const parsed = JSON.parse(localStorage.getItem(TABLE_SETTINGS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

export function readTableSettings(tableKey: string): TableSettings | undefined {
  return readAll()[tableKey];
}

export function saveTableSettings(tableKey: string, settings: TableSettings): void {
  try {
    localStorage.setItem(TABLE_SETTINGS_KEY, JSON.stringify({ ...readAll(), [tableKey]: settings }));
  } catch (error) {
    console.error('Could not save the table settings', error);
  }
}

export function tableKeyOf(tableId?: string): string {
  return tableId ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
}

/** Settings of one table: stored ones, else defaults (small for a dense table, else medium). */
export function useTableSettings(columns: TableColumn[], options: { tableId?: string; dense?: boolean } = {}) {
  const key = tableKeyOf(options.tableId);
  const initial = (): TableSettings =>
    readTableSettings(key) ?? {
      rowSize: options.dense ? 'small' : 'medium',
      hiddenColumns: columns.filter((c) => c.defaultVisible === false).map((c) => c.id),
    };
  const [settings, setSettings] = useState<TableSettings>(initial);
  useEffect(() => setSettings(initial()), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const update = useCallback(
    (next: TableSettings) => {
      setSettings(next);
      saveTableSettings(key, next);
    },
    [key],
  );
  const visible = columns.filter((c) => !settings.hiddenColumns.includes(c.id));
  return { settings, update, visible, key };
}

export function TableSettingsDialog({
  open,
  onClose,
  columns,
  settings,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  columns: TableColumn[];
  settings: TableSettings;
  onChange: (settings: TableSettings) => void;
}) {
  const toggle = (id: string) =>
    onChange({
      ...settings,
      hiddenColumns: settings.hiddenColumns.includes(id) ? settings.hiddenColumns.filter((c) => c !== id) : [...settings.hiddenColumns, id],
    });
  const translate = useTranslate();
  return (
    <SizedDialog open={open} onClose={onClose} size="md">
      <DialogTitle>{translate('screens.shell.table_settings')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('screens.shell.row_size')}
          value={settings.rowSize}
          onChange={(e) => onChange({ ...settings, rowSize: e.target.value as RowSize })}
        >
          {ROW_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {translate(`screens.shell.${size}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('screens.shell.columns')}
        </Typography>
        {columns.length === 0 ? (
          <Typography variant="body2">{translate('screens.shell.no_columns_registered')}</Typography>
        ) : (
          columns.map((column) => (
            <FormControlLabel
              key={column.id}
              sx={{ display: 'flex' }}
              control={<Checkbox checked={!settings.hiddenColumns.includes(column.id)} onChange={() => toggle(column.id)} />}
              label={column.label}
            />
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close', { _: 'Close' })}</Button>
      </DialogActions>
    </SizedDialog>
  );
}
