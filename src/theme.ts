/** The app's MUI theme: react-admin's default with the product's colours. */
import { createElement } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_PALETTE, BRAND_SHAPE } from './brandTheme';
import { EditLoadError, ListLoadError, ShowLoadError } from './components/LoadError';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...BRAND_PALETTE },
  shape: BRAND_SHAPE,
  components: {
    ...defaultTheme.components,
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
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  } as RaThemeOptions['components'],
};
