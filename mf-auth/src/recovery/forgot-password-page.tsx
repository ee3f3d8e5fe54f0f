import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@pm/api-client';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@pm/schemas/auth';
import { FormTextField, saveOrShowFailure, showPopup } from '@pm/ui';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { useNavigate } from '@pm/ui/navigation';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../auth-card';
import { authScreenPath } from '../auth-screens';
import { storeRecoveryEmail } from './recovery-email';

export const CODE_SENT_MESSAGE = 'A verification code has been sent to you email.';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    if (!(await saveOrShowFailure(() => authApi.requestCode(email), 'error'))) return;
    storeRecoveryEmail(email);
    await showPopup({ message: CODE_SENT_MESSAGE, icon: 'success' });
    navigate(authScreenPath('recovery-code'));
  });

  return (
    <AuthCard title="Verify Email">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">
          Enter your account's email and we will send you a verification code.
        </Typography>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : 'Send Code'}
        </Button>
      </Box>
    </AuthCard>
  );
}
