import { createTheme } from '@mui/material/styles';

// A focus ring anyone sees, on every control reached by keyboard.
const FOCUS_RING = { outline: '3px solid #e07a1f', outlineOffset: 2 } as const;

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4f7c' },
    // Axe color-contrast: white on the brand's #e07a1f reads at 3:1; this orange at 5.3:1, as text on white too.
    secondary: { main: '#a6560f' },
    // MUI's warning orange as the text of an outlined button reads at 3.1:1 on white; this one at 5.5:1.
    warning: { main: '#a84f00' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiPaper: { defaultProps: { variant: 'outlined' } },
    MuiCssBaseline: { styleOverrides: { ':focus-visible': FOCUS_RING } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': FOCUS_RING } } },
    // Axe color-contrast: MUI's default avatar is white on #bdbdbd; a darker grey reads at 4.5:1.
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#fff' } } },
    // Axe scrollable-region-focusable: a table that scrolls sideways on a phone is reachable by keyboard.
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
  },
});
