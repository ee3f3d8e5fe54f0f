// MUI as the shell and every remote use it, in two modules shared at runtime as singletons (see @pm/mf-config):
// one copy of MUI's styling core and of each component for the whole page, tree-shaken to what the product uses.
// This one holds what every page draws, the sign-in pages included; mui-advanced.ts the rest. Apps import MUI from
// these two, never from '@mui/material' (a lint rule says so).
export {
  Box,
  Button,
  CircularProgress,
  CssBaseline,
  createTheme,
  FormControl,
  FormHelperText,
  InputLabel,
  Link,
  OutlinedInput,
  Paper,
  ThemeProvider,
  Typography,
} from '@mui/material';
