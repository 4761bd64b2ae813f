import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** The system font stack: nothing is loaded from a CDN (the app runs offline). */
const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  'sans-serif',
].join(',');

/**
 * The staff app's theme options: calm colours and a slightly dense scale for all-day use
 * (small inputs and buttons, dense lists). A language's theme is made from these and MUI's texts in
 * that language (app.tsx): passing the made `theme` there instead type-checks a Theme against
 * ThemeOptions, which cost tsc about 4 of the web's 17 s.
 */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#1f5fa8' },
    // Every colour reads at 4.5:1 or more on white and under white text (WCAG AA,
    // docs/screens.md#accessibility): MUI's own orange and light blue do not.
    secondary: { main: '#147a50', contrastText: '#ffffff' },
    warning: { main: '#a84d00', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: systemFonts,
    fontSize: 14,
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiList: { defaultProps: { dense: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#dde3ea' } } },
    // Initials on a slate grey (5.4:1) rather than MUI's light grey (1.9:1).
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#5f6b7a', color: '#ffffff' } } },
  },
};

/** The theme in English (MUI's own texts). */
export const theme = createTheme(themeOptions);
