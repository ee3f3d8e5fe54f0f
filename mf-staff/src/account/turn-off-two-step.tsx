import { zodResolver } from '@hookform/resolvers/zod';
import { accountApi } from '@pm/api-client';
import { codeSchema } from '@pm/schemas/staff';
import { FormTextField, showToast } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText } from '../common/staff-text';

/** "Turn off two-step": a current code of the app (or a recovery code) proves it is the account's owner asking. */
export function TurnOffTwoStep({ onTurnedOff }: { onTurnedOff: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const turnOff = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await accountApi.twoStepDisable(code);
      reset({ code: '' });
      void showToast('Two-step sign-in turned off');
      onTurnedOff();
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={turnOff}
      aria-label="Turn off two-step"
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <Typography color="text.secondary">
        Turning it off removes your authenticator app, passkeys and recovery codes: your password alone will
        sign you in.
      </Typography>
      <FormTextField
        control={control}
        name="code"
        label="Current code"
        id="disable-code"
        helperText="A code of your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="outlined" color="error" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Turning off...' : 'Turn off two-step'}
        </Button>
      </Box>
    </Box>
  );
}
