/**
 * A small table of records that a page already holds (an order's line items, a customer's orders,
 * Admin Tools' jobs): headers from columns (translated), one row per record, an optional detail row
 * that opens when a row is clicked, an empty-state row and an optional footer (pagination). A list
 * of a resource is `ResourceList`'s; this is for the rows inside a page. Wide tables scroll inside
 * their box; `outlined` draws the frame when the table is not inside a card. On a phone the rows
 * are cards, as a generated list's are (`useCardsOnSmallScreen`): each column's header beside its
 * value, the row's buttons below, so nothing scrolls sideways and every action stays reachable.
 */
import { useTranslate } from 'react-admin';
import { Fragment, useState, type ReactNode } from 'react';
import {
  Box,
  List,
  ListItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TablePagination,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useCardsOnSmallScreen } from '../framework/smallScreen';

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
  /** The open row, when the page holds it (its own button says open or closed); else the table does. */
  openRow?: T['id'] | null;
  onOpenRow?: (id: T['id'] | null) => void;
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
  openRow,
  onOpenRow,
  rowTestId,
  rowSx,
  testId,
  footer,
  outlined = false,
}: RecordTableProps<T>) {
  const translate = useTranslate();
  const [ownOpen, setOwnOpen] = useState<T['id'] | null>(null);
  const open = onOpenRow ? (openRow ?? null) : ownOpen;
  const setOpen = onOpenRow ?? setOwnOpen;
  const cards = useCardsOnSmallScreen();
  const toggle = (row: T) => setOpen(open === row.id ? null : row.id);
  const testIdOf = (row: T) => (typeof rowTestId === 'function' ? rowTestId(row) : rowTestId);
  const table = cards ? (
    <Box>
      <RecordCards
        columns={columns}
        rows={rows}
        detail={detail}
        open={open}
        onToggle={toggle}
        rowSx={rowSx}
        testId={testId}
        rowTestIdOf={testIdOf}
      />
      {empty && rows?.length === 0 && (
        <Typography variant="body2" sx={{ p: 2 }}>
          {translate(empty)}
        </Typography>
      )}
      {footer}
    </Box>
  ) : (
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
                onClick={detail ? () => toggle(row) : undefined}
                data-testid={testIdOf(row)}
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

/** Nothing to show in a card: a cell that draws nothing (no button for this row, no value). */
function isEmptyCell(value: ReactNode) {
  return value === null || value === undefined || value === false || value === '';
}

interface RecordCardsProps<T extends { id: number | string }> {
  columns: RecordColumn<T>[];
  rows: T[] | undefined;
  detail?: (row: T) => ReactNode;
  open: T['id'] | null;
  onToggle: (row: T) => void;
  rowSx?: (row: T) => SxProps<Theme>;
  testId?: string;
  rowTestIdOf: (row: T) => string | undefined;
}

/**
 * The rows as cards (a list item each, like `SimpleList`'s): a leading picture (a first column
 * without a header) on the left, then each headed column as "header — value", then the cells
 * without a header (the row's buttons), which wrap within the phone's width.
 */
function RecordCards<T extends { id: number | string }>({
  columns,
  rows,
  detail,
  open,
  onToggle,
  rowSx,
  testId,
  rowTestIdOf,
}: RecordCardsProps<T>) {
  const translate = useTranslate();
  const lead = columns[0] && !columns[0].header ? columns[0] : undefined;
  const rest = lead ? columns.slice(1) : columns;
  return (
    <List disablePadding data-testid={testId}>
      {(rows ?? []).map((row) => {
        // A value beside its header is the record's data (as a table cell is: `data-record-value`
        // tells the screenshot review so); a cell without a header is a picture or the row's buttons.
        const cell = (c: RecordColumn<T>, i: number, value: ReactNode, headed = false) => (
          <Box
            key={i}
            data-record-value={headed || undefined}
            sx={
              [
                { minWidth: 0, overflowWrap: 'anywhere', textAlign: headed ? 'right' : 'left', flex: headed ? 1 : undefined },
                (c.cellSx ? c.cellSx(row) : c.sx) ?? {},
              ] as SxProps<Theme>
            }
          >
            {value}
          </Box>
        );
        const values = rest.map((c) => ({ c, value: c.cell(row) }));
        return (
          <Fragment key={row.id}>
            <ListItem
              divider
              alignItems="flex-start"
              data-testid={rowTestIdOf(row)}
              onClick={detail ? () => onToggle(row) : undefined}
              sx={[{ gap: 1.5 }, detail ? { cursor: 'pointer' } : {}, rowSx?.(row) ?? {}] as SxProps<Theme>}
            >
              {lead && cell(lead, -1, lead.cell(row))}
              <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                {values.map(({ c, value }, i) =>
                  !c.header || isEmptyCell(value) ? null : (
                    <Stack key={i} direction="row" spacing={2} justifyContent="space-between" alignItems="baseline">
                      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {translate(c.header)}
                      </Typography>
                      {cell(c, i, value, true)}
                    </Stack>
                  ),
                )}
                {values.some(({ c, value }) => !c.header && !isEmptyCell(value)) && (
                  <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                    {values.map(({ c, value }, i) => (c.header || isEmptyCell(value) ? null : cell(c, i, value)))}
                  </Stack>
                )}
              </Stack>
            </ListItem>
            {detail && open === row.id && <ListItem divider>{detail(row)}</ListItem>}
          </Fragment>
        );
      })}
    </List>
  );
}

export interface RecordTablePagerProps {
  count: number;
  /** 0-based. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** Unset: the page size is fixed. A change of size goes back to the first page. */
  onPerPageChange?: (perPage: number) => void;
}

/** A RecordTable's footer when its rows come in pages: MUI's pagination with the app's own words. */
export function RecordTablePager({ count, page, perPage, onPageChange, onPerPageChange }: RecordTablePagerProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={onPerPageChange ? [10, 25, 50, 100] : [perPage]}
      onPageChange={(_e, p) => onPageChange(p)}
      onRowsPerPageChange={(e) => {
        onPerPageChange?.(Number(e.target.value));
        onPageChange(0);
      }}
      labelRowsPerPage={translate('screens.settings.rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) => translate('screens.settings.from_to_of_count', { from, to, count: total })}
    />
  );
}
