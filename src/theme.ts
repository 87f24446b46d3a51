/** The app's MUI theme: react-admin's default with the product's colours. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_PALETTE, BRAND_SHAPE } from './brandTheme';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...BRAND_PALETTE },
  shape: BRAND_SHAPE,
  components: {
    ...defaultTheme.components,
    // A list wider than a phone scrolls inside its card; without this the list's flex column
    // grew to the table's width and pushed the toolbar (Export, Table Settings) off screen.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  } as RaThemeOptions['components'],
};
