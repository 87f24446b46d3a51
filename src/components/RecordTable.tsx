/**
 * The table of an Admin Tools tab: headers from columns, one row per record, an optional detail
 * row that opens when a row is clicked, an empty-state row and an optional footer (pagination).
 */
import { useTranslate } from 'react-admin';
import { Fragment, useState, type ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';

export interface ToolColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  sx?: (row: T) => SxProps<Theme>;
}

interface ToolTableProps<T extends { id: number }> {
  columns: ToolColumn<T>[];
  rows: T[] | undefined;
  /** Shown when the list is loaded and empty. */
  empty: string;
  /** What a clicked row opens below itself. */
  detail?: (row: T) => ReactNode;
  rowTestId?: (row: T) => string;
  footer?: ReactNode;
}

export function ToolTable<T extends { id: number }>({ columns, rows, empty, detail, rowTestId, footer }: ToolTableProps<T>) {
  const translate = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Paper variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header}>{translate(c.header)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <Fragment key={row.id}>
              <TableRow
                hover={!!detail}
                sx={detail ? { cursor: 'pointer' } : undefined}
                onClick={detail ? () => setOpen(open === row.id ? null : row.id) : undefined}
                data-testid={rowTestId?.(row)}
              >
                {columns.map((c) => (
                  <TableCell key={c.header} sx={c.sx?.(row)}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
              {detail && open === row.id && (
                <TableRow>
                  <TableCell colSpan={columns.length}>{detail(row)}</TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{translate(empty)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {footer}
    </Paper>
  );
}
