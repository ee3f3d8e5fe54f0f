import { Alert, Dialog, DialogContent, Snackbar } from '@pm/ui/mui-advanced';
import { Box, Typography } from '@pm/ui/mui-basics';
import type { Feedback } from './feedback-types';
import { CheckCircleIcon, ErrorOutlineIcon, HelpOutlineIcon } from './icons';

const popupIcons = {
  success: <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />,
  error: <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} />,
  question: <HelpOutlineIcon color="warning" sx={{ fontSize: 64 }} />,
};

/** What FeedbackHost shows: the current toast or popup. */
export default function FeedbackView({
  current,
  close,
}: {
  current: Feedback | null;
  close: (id: number) => void;
}) {
  return (
    <>
      <Snackbar
        open={current?.kind === 'toast'}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        onClose={() => current && close(current.id)}
      >
        {current?.kind === 'toast' ? (
          <Alert severity={current.severity} variant="filled" role="status">
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
      <Dialog
        open={current?.kind === 'popup'}
        onClose={() => current && close(current.id)}
        maxWidth="xs"
        fullWidth
      >
        {current?.kind === 'popup' && (
          <DialogContent role="alertdialog" aria-label={current.title ?? current.message}>
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, py: 2, textAlign: 'center' }}>
              {popupIcons[current.icon]}
              {current.title && (
                <Typography variant="h2" component="h2">
                  {current.title}
                </Typography>
              )}
              <Typography>{current.message}</Typography>
            </Box>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
