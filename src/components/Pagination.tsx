/**
 * Pagination of docs/requirements/shell.md §3, §9: at most 5 page buttons, shown only when the total exceeds the page
 * size (unless `alwaysShow`), the range text "start-end of total", 10 per page by default, and a
 * page-size change goes back to page 0. Pages are 0-based, as in the spec's pagination object.
 * A total beyond COUNT_CAP is the server's estimate and shows as "10,000+".
 */
import { Box, Button, MenuItem, Select, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COUNT_CAP } from '../../resources/framework';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];
export const MAX_PAGE_BUTTONS = 5;

export interface PaginationState {
  totals: { current: number };
  itemsPerPage: { current: number; options?: number[]; change: (size: number) => void };
  pages: { current: number; change: (page: number) => void };
}

/** The page numbers (0-based) of the buttons: up to 5, a window around the current page. */
export function pageButtons(current: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pageCount <= 0) return [];
  const size = Math.min(max, pageCount);
  let start = Math.max(0, current - Math.floor(size / 2));
  start = Math.min(start, pageCount - size);
  return Array.from({ length: size }, (_, i) => start + i);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** English texts when no translations are loaded (a key comes back as itself). */
const FALLBACK: Record<string, string> = { 'pagination.range': '%{start}-%{end} of %{total}', 'pagination.capped_total': '10,000+' };
const english: Translate = (key, options = {}) => FALLBACK[key].replace(/%\{(\w+)\}/g, (_, name) => String(options[name]));

export function rangeText(page: number, pageSize: number, total: number, translate: Translate = english): string {
  const t: Translate = (key, options) => {
    const text = translate(key, options);
    return text === key ? english(key, options) : text;
  };
  if (total === 0) return t('pagination.range', { start: 0, end: 0, total: 0 });
  const start = page * pageSize + 1;
  const end = Math.min(total, (page + 1) * pageSize);
  return t('pagination.range', { start, end, total: total > COUNT_CAP ? t('pagination.capped_total') : total });
}

export function Pagination({ pagination, alwaysShow = false }: { pagination: PaginationState; alwaysShow?: boolean }) {
  const translate = useTranslate();
  const total = pagination.totals.current;
  const pageSize = pagination.itemsPerPage.current;
  const page = pagination.pages.current;
  if (!alwaysShow && total <= pageSize) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const options = pagination.itemsPerPage.options ?? PAGE_SIZE_OPTIONS;
  return (
    <Box
      component="nav"
      aria-label={translate('screens.shell.pagination')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', p: 1 }}
    >
      <Typography variant="body2" data-testid="pagination-range">
        {rangeText(page, pageSize, total, translate)}
      </Typography>
      <Select
        size="small"
        value={pageSize}
        inputProps={{ 'aria-label': translate('screens.production.rows_per_page') }}
        onChange={(e) => {
          pagination.itemsPerPage.change(Number(e.target.value));
          pagination.pages.change(0);
        }}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </Select>
      {/* The page buttons wrap as one row (at 375 px they had split "1 2" / "3 4 5 ›"). */}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          disabled={page <= 0}
          onClick={() => pagination.pages.change(page - 1)}
          aria-label={translate('screens.production.previous_page')}
          sx={{ minWidth: 36 }}
        >
          ‹
        </Button>
        {pageButtons(page, pageCount).map((p) => (
          <Button
            key={p}
            size="small"
            variant={p === page ? 'contained' : 'text'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p + 1}`}
            onClick={() => pagination.pages.change(p)}
            sx={{ minWidth: 36 }}
          >
            {p + 1}
          </Button>
        ))}
        <Button
          size="small"
          disabled={page >= pageCount - 1}
          onClick={() => pagination.pages.change(page + 1)}
          aria-label={translate('screens.production.next_page')}
          sx={{ minWidth: 36 }}
        >
          ›
        </Button>
      </Box>
    </Box>
  );
}
