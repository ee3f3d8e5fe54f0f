import { Box, CircularProgress, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';
import type { LoadState } from './use-load';

/** SPEC 8: "Loading..." while a screen's data loads. */
export function LoadingState() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
      <CircularProgress size={20} aria-hidden />
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

/**
 * SPEC 4/8: "Loading...", then "Error: {message}" (or the screen's own `errorText`), then `children(data)`.
 */
export function LoadStates<T>({
  state,
  errorText,
  children,
}: {
  state: LoadState<T>;
  errorText?: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState message={state.message} text={errorText} />;
  return <>{children(state.data)}</>;
}
