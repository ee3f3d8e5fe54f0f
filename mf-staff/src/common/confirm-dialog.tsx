import { Dialog, DialogContent } from '@pm/ui/mui-advanced';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { useId } from 'react';

export interface Confirmation {
  title: string;
  message: string;
  /** The confirming button's text ("Deactivate"). */
  confirm: string;
  /** A destructive action's button is red. */
  danger?: boolean;
}

/** Asks before an action that takes something away: its title, a sentence, Cancel and the action's own button. */
export function ConfirmDialog({
  confirmation,
  busy,
  onConfirm,
  onCancel,
}: {
  /** Open while set. */
  confirmation: Confirmation | null;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={confirmation !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      {confirmation && (
        <DialogContent sx={{ display: 'grid', gap: 2, minWidth: { sm: 400 } }}>
          <Typography id={titleId} variant="h3" component="h2">
            {confirmation.title}
          </Typography>
          <Typography id={messageId}>{confirmation.message}</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="contained"
              color={confirmation.danger ? 'error' : 'primary'}
              onClick={onConfirm}
              disabled={busy}
            >
              {confirmation.confirm}
            </Button>
          </Box>
        </DialogContent>
      )}
    </Dialog>
  );
}
