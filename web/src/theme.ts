import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4f7c' },
    secondary: { main: '#e07a1f' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiPaper: { defaultProps: { variant: 'outlined' } },
  },
});
