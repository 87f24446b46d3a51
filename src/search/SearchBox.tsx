/**
 * The search box (issue 26 "one search box"): a search button in the top bar, and `/` or Ctrl-K
 * (⌘K) from any screen, open a dialog that looks up what is typed or scanned — orders (number,
 * tracking number, customer, email, city, design), item labels, parcels, customers, products,
 * purchase orders, trackable items — in one request (`GET /api/search`, which keeps to what the
 * user may see). Results come grouped by kind; ↑ and ↓ choose one, Enter opens it.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/dataProvider';
import type { SearchHit, SearchKind } from '../../resources/search/schemas';
import { useChoiceLabel } from '../framework/fieldViews';
import { usePageQuery } from '../framework/pageData';
import { ErrorMessage } from '../components/ErrorMessage';

/** How long typing pauses before the search is sent. */
const DEBOUNCE_MS = 200;

/** The group headings' keys, by kind. */
export const KIND_LABELS: Record<SearchKind, string> = {
  orders: 'screens.orders.orders',
  line_items: 'screens.settings.item_labels',
  parcels: 'screens.settings.parcels',
  customers: 'screens.settings.found_customers',
  products: 'screens.settings.found_products',
  purchase_orders: 'screens.settings.found_purchase_orders',
  trackable_items: 'screens.settings.found_trackable_items',
};

/** Where a kind's status is declared, so it shows in words ("Unfulfilled", not UNFULFILLED). */
const KIND_STATUS: Partial<Record<SearchKind, { resource: string; field: string }>> = {
  orders: { resource: 'orders', field: 'status' },
  line_items: { resource: 'line-items', field: 'status' },
  parcels: { resource: 'shipments', field: 'status' },
  products: { resource: 'products', field: 'processing_status' },
  purchase_orders: { resource: 'purchase-orders', field: 'status' },
};

/** Whether a key press is typing into a field (then `/` is a character, not the shortcut). */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** Opens the search on `/` (outside a field) and Ctrl-K / ⌘K (anywhere). */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
      if (!ctrlK && !slash) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

interface Row extends SearchHit {
  kind: SearchKind;
  /** The "all orders" row that opens the orders list searched for the term. */
  more?: boolean;
}

/** The dialog itself: the field, the grouped results and their keyboard choice. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  const statusLabel = (kind: SearchKind, status: string) => {
    const declared = KIND_STATUS[kind];
    return declared ? choiceLabel(declared.field, status, declared.resource) : status;
  };
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const { data, error, isFetching } = usePageQuery(['search', term], () => dataProvider.search(term), open && term.length > 0, {
    keepPrevious: true,
  });
  const answered = term.length > 0 && data?.q === term;

  // Every row in the order shown, for ↑ ↓; a kind with more orders than shown ends with "all orders".
  const rows: Row[] = useMemo(() => {
    if (!answered || !data) return [];
    return data.groups.flatMap((group) => {
      const items: Row[] = group.items.map((item) => ({ ...item, kind: group.kind }));
      if (group.kind === 'orders' && group.more)
        items.push({
          kind: 'orders',
          id: 0,
          title: translate('screens.settings.all_orders_found'),
          path: `/orders?filter=${encodeURIComponent(JSON.stringify({ q: term }))}`,
          more: true,
        });
      return items;
    });
  }, [answered, data, term, translate]);

  useEffect(() => setActive(0), [data]);
  useEffect(() => {
    if (!open) setText('');
  }, [open]);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const go = (row: Row | undefined) => {
    if (!row) return;
    onClose();
    navigate(row.path);
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' && rows.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % rows.length);
    } else if (event.key === 'ArrowUp' && rows.length) {
      event.preventDefault();
      setActive((i) => (i - 1 + rows.length) % rows.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(rows[active]);
    }
  };

  const optionId = (i: number) => `search-option-${i}`;
  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-label={translate('screens.settings.search_everything')}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogContent sx={{ p: 0 }}>
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('screens.settings.order_tracking_number_customer')}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('screens.settings.search_everything'),
            'aria-expanded': rows.length > 0,
            'aria-controls': 'search-results',
            'aria-activedescendant': rows.length ? optionId(active) : undefined,
            'aria-autocomplete': 'list',
            maxLength: 120,
          }}
          InputProps={{
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            sx: { borderRadius: 0, '& fieldset': { border: 'none' } },
          }}
        />
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {error ? (
          <ErrorMessage message="screens.settings.the_search_failed_try_again" sx={{ px: 2, py: 1.5 }} />
        ) : answered && !rows.length ? (
          <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            {translate('screens.settings.nothing_found_for_q', { q: term, _: `Nothing found for “${term}”` })}
          </Typography>
        ) : null}
        {rows.length > 0 && (
          <List id="search-results" role="listbox" ref={listRef} dense sx={{ maxHeight: '60vh', overflowY: 'auto', pt: 0 }}>
            {data!.groups.map((group) => (
              <li key={group.kind} role="presentation">
                <ul role="group" aria-labelledby={`search-group-${group.kind}`} style={{ padding: 0 }}>
                  <ListSubheader id={`search-group-${group.kind}`} role="presentation" sx={{ lineHeight: '32px' }}>
                    {translate(KIND_LABELS[group.kind])}
                  </ListSubheader>
                  {rows
                    .filter((row) => row.kind === group.kind)
                    .map((row) => {
                      index += 1;
                      const i = index;
                      return (
                        <ListItemButton
                          key={`${row.kind}-${row.id}-${row.more ? 'more' : ''}`}
                          id={optionId(i)}
                          data-index={i}
                          role="option"
                          aria-selected={i === active}
                          selected={i === active}
                          tabIndex={-1}
                          onMouseEnter={() => setActive(i)}
                          onClick={() => go(row)}
                        >
                          <ListItemText
                            primary={row.title}
                            secondary={
                              [row.subtitle, row.status && statusLabel(row.kind, row.status)].filter(Boolean).join(' · ') || undefined
                            }
                            primaryTypographyProps={{ fontWeight: row.more ? undefined : 500, color: row.more ? 'primary' : undefined }}
                          />
                        </ListItemButton>
                      );
                    })}
                </ul>
              </li>
            ))}
          </List>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          {translate('screens.settings.to_choose_enter_to_open_esc_to')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}

/** The top bar's search button (with its shortcuts) and the dialog it opens. */
export function SearchButton({ wide }: { wide?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const show = useMemo(() => () => setOpen(true), []);
  useSearchShortcut(show);
  const label = translate('screens.settings.search_everything');
  return (
    <>
      {wide ? (
        <Button
          color="inherit"
          variant="outlined"
          onClick={show}
          startIcon={<SearchIcon />}
          aria-label={label}
          aria-keyshortcuts="/ Control+K"
          sx={{
            mx: 1,
            color: 'text.secondary',
            borderColor: 'divider',
            textTransform: 'none',
            minWidth: 180,
            justifyContent: 'flex-start',
          }}
        >
          <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
            {label}
          </Box>
          <Box
            component="kbd"
            sx={{ ml: 2, px: 0.75, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'inherit' }}
          >
            /
          </Box>
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton onClick={show} aria-label={label} aria-keyshortcuts="/ Control+K">
            <SearchIcon />
          </IconButton>
        </Tooltip>
      )}
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
