/** The app's MUI theme: react-admin's default with the product's colours. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1f3a5f' }, secondary: { main: '#b7791f' }, background: { default: '#f6f7f9' } },
  shape: { borderRadius: 8 },
};
