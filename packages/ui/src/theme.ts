import { createTheme } from '@pm/ui/mui-basics';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#3b5bdb' },
    secondary: { main: '#0ca678' },
    // Darker than MUI's orange, so warning texts (an outlined "Pending" chip) read at 4.5:1 on white (WCAG AA).
    warning: { main: '#b45309' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.6rem', fontWeight: 700 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    h3: { fontSize: '1.05rem', fontWeight: 600 },
  },
  components: {
    // An input would inject the keyframes by which MUI tells an autofilled value in a stylesheet of its own as it is
    // drawn (19 on the contract form, each parsed and inserted in the task that draws it): the page's HTML holds
    // them once, with the inputs' animation (@pm/mf-config's index.html).
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e6e9f2' } } },
  },
});
