/**
 * The product's colours and shapes, shared by the app's react-admin theme (src/theme.ts) and the
 * screens before sign-in, which are drawn without react-admin (src/public/).
 */
import { createTheme, type ThemeOptions } from '@mui/material/styles';

export const BRAND_PALETTE = { primary: { main: '#1f3a5f' }, secondary: { main: '#b7791f' }, background: { default: '#f6f7f9' } };
export const BRAND_SHAPE = { borderRadius: 8 };

/** Inputs as react-admin's default theme draws them (filled, dense, full width), so the account screens look the same as before. */
const INPUT_DEFAULTS = { variant: 'filled' as const, margin: 'dense' as const, size: 'small' as const, fullWidth: true };

export const publicThemeOptions: ThemeOptions = {
  palette: BRAND_PALETTE,
  shape: BRAND_SHAPE,
  typography: { h6: { fontWeight: 400 } },
  components: {
    MuiTextField: { defaultProps: INPUT_DEFAULTS },
    MuiFormControl: { defaultProps: INPUT_DEFAULTS },
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
  },
};

export const publicTheme = createTheme(publicThemeOptions);
