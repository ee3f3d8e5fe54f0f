import { Box, CircularProgress, Typography } from '@mui/material';

/** SPEC 8: "Loading..." while a screen's data loads. */
export function LoadingState() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
      <CircularProgress size={20} />
      <Typography>Loading...</Typography>
    </Box>
  );
}

/** SPEC 8: "Error: {message}" when a load fails; screens with their own text pass it whole. */
export function ErrorState({ message, text }: { message?: string; text?: string }) {
  return (
    <Typography role="alert" color="error" sx={{ py: 4 }}>
      {text ?? `Error: ${message}`}
    </Typography>
  );
}
