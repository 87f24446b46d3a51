/**
 * The app's MUI themes: react-admin's light and dark defaults with the product's colours. With a
 * dark theme given, react-admin follows the system setting (prefers-color-scheme) until the user
 * picks one.
 */
import { createElement, type KeyboardEvent } from 'react';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_PALETTE, BRAND_SHAPE } from './brandTheme';
import { EditLoadError, ListLoadError, ShowLoadError } from './components/LoadError';

/** Enter on a focused row opens it, as a click does (rows are focusable: tabIndex 0). */
function openRowWithKeyboard(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * A checkbox's `aria-label` names its input, where a screen reader looks: MUI puts the prop on the
 * wrapping span, so react-admin's row checkboxes ("Select this row") had no name. The input's own
 * props (`inputProps`) still apply on top.
 */
function checkboxInputLabel(ownerState: { 'aria-label'?: string; inputProps?: object }) {
  return { 'aria-label': ownerState['aria-label'], ...ownerState.inputProps };
}

const components = (base: RaThemeOptions) =>
  ({
    ...base.components,
    // A list wider than a phone scrolls inside its card; without this the list's flex column
    // grew to the table's width and pushed the toolbar (Export, Table Settings) off screen.
    // A failed load shows its reason and Retry, never the empty state (src/components/LoadError).
    RaShow: { defaultProps: { error: createElement(ShowLoadError) } },
    RaEdit: { defaultProps: { error: createElement(EditLoadError) } },
    RaList: { defaultProps: { error: createElement(ListLoadError) }, styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // Success only once the server said so: a delete can be refused (a record still in use), so
    // it waits for the answer instead of saying "deleted / UNDO" and bringing the row back later.
    RaBulkDeleteButton: { defaultProps: { mutationMode: 'pessimistic' } },
    RaDeleteButton: { defaultProps: { mutationMode: 'pessimistic' } },
    MuiCheckbox: { defaultProps: { slotProps: { input: checkboxInputLabel } } },
    // A chip's words wrap instead of ending in "…": a status or a reorder note is read in full, also on a phone.
    MuiChip: {
      styleOverrides: {
        root: { height: 'auto', minHeight: 32, maxWidth: '100%' },
        sizeSmall: { minHeight: 24 },
        label: { whiteSpace: 'normal', overflowWrap: 'break-word', paddingTop: 2, paddingBottom: 2 },
      },
    },
    // With nothing selected the bulk actions are out of sight: also out of the keyboard's way
    // (react-admin only folds the toolbar to no height, its buttons still took Tab).
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    // Rows open with the keyboard: Tab to a row, Enter opens it.
    RaDataTableRow: {
      defaultProps: { tabIndex: 0, onKeyDown: openRowWithKeyboard },
      styleOverrides: { root: { '&:focus-visible': { outline: '2px solid', outlineOffset: -2 } } },
    },
  }) as RaThemeOptions['components'];

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...BRAND_PALETTE },
  shape: BRAND_SHAPE,
  components: components(defaultTheme),
};

/** The dark theme: the brand's colours lightened enough to read on a dark background. */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#8fb3e0' }, secondary: { main: '#e0b060' } },
  shape: BRAND_SHAPE,
  components: components(defaultDarkTheme),
};
