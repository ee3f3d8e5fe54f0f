import { theme } from '@pm/ui';
import { Box, Button, CssBaseline, ThemeProvider, Typography } from '@pm/ui/mui-basics';

/** Shown instead of the app when its runtime configuration (remotes.json) could not be loaded. */
export function StartupFailure() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        role="alert"
        sx={{
          minHeight: '100vh',
          display: 'grid',
          placeContent: 'center',
          textAlign: 'center',
          gap: 2,
          p: 2,
        }}
      >
        <Typography variant="h1">The app could not start</Typography>
        <Typography color="text.secondary">
          Its configuration could not be loaded from the server. Check the connection, then retry.
        </Typography>
        <Button variant="contained" onClick={() => location.reload()}>
          Retry
        </Button>
      </Box>
    </ThemeProvider>
  );
}
