import { Alert, AlertTitle } from '@pm/ui/mui-advanced';
import { Button } from '@pm/ui/mui-basics';

/** A remote that could not be loaded or threw: a clear message and a retry, inside the layout. */
export default function RemoteFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      data-testid="remote-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>This section could not be loaded</AlertTitle>
      The rest of the application still works. Try again in a moment.
      <br />
      <small>{error.message}</small>
    </Alert>
  );
}
