/**
 * A small table of records that a page already holds (an order's line items, a customer's orders,
 * Admin Tools' jobs): headers from columns (translated), one row per record, an optional detail row
 * that opens when a row is clicked, an empty-state row and an optional footer (pagination). A list
 * of a resource is `ResourceList`'s; this is for the rows inside a page. Wide tables scroll inside
 * their box; `outlined` draws the frame when the table is not inside a card.
 */
import { useTranslate } from 'react-admin';
import { Fragment, useState, type ReactNode } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';

export interface RecordColumn<T> {
  /** A text or translation key; '' for none (a picture, the row's buttons). */
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
  /** The cell's style by its row (a job's status colour). */
  cellSx?: (row: T) => SxProps<Theme>;
}

interface RecordTableProps<T extends { id: number | string }> {
  columns: RecordColumn<T>[];
  rows: T[] | undefined;
  /** Shown when the list is loaded and empty (nothing when not given). */
  empty?: string;
  /** What a clicked row opens below itself. */
  detail?: (row: T) => ReactNode;
  rowTestId?: string | ((row: T) => string);
  /** A row's style by its record (an archived one faded). */
  rowSx?: (row: T) => SxProps<Theme>;
  testId?: string;
  footer?: ReactNode;
  outlined?: boolean;
}

export function RecordTable<T extends { id: number | string }>({
  columns,
  rows,
  empty,
  detail,
  rowTestId,
  rowSx,
  testId,
  footer,
  outlined = false,
}: RecordTableProps<T>) {
  const translate = useTranslate();
  const [open, setOpen] = useState<T['id'] | null>(null);
  const table = (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i} align={c.align}>
                {c.header && translate(c.header)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <Fragment key={row.id}>
              <TableRow
                hover={!!detail}
                sx={[detail ? { cursor: 'pointer' } : {}, rowSx?.(row) ?? {}] as SxProps<Theme>}
                onClick={detail ? () => setOpen(open === row.id ? null : row.id) : undefined}
                data-testid={typeof rowTestId === 'function' ? rowTestId(row) : rowTestId}
              >
                {columns.map((c, i) => (
                  <TableCell key={i} align={c.align} sx={c.cellSx ? c.cellSx(row) : c.sx}>
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
          {empty && rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{translate(empty)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {footer}
    </Box>
  );
  return outlined ? <Paper variant="outlined">{table}</Paper> : table;
}
