import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@pm/api-client';
import { type ChangePasswordInput, changePasswordSchema } from '@pm/schemas/auth';
import { FormTextField } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import { Box, Button, Link as MuiLink, Typography } from '@pm/ui/mui-basics';
import { Link, useLocation } from '@pm/ui/navigation';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AuthCard } from '../auth-card';
import { authScreenPath } from '../auth-screens';
import { clearRecoveryEmail, readRecoveryEmail } from './recovery-email';

export const CHANGE_FAILED_MESSAGE = 'An error occurred. Please try again.';

function emailFromState(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

export function ChangePasswordPage() {
  const location = useLocation();
  const [initialEmail] = useState(() => emailFromState(location.state) ?? readRecoveryEmail());
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, trigger } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: initialEmail, newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const bothPasswordsTouched = Boolean(
    formState.touchedFields.newPassword && formState.touchedFields.confirmPassword,
  );

  // SPEC 2: the stored email is gone once this step is reached, however it was reached.
  useEffect(() => clearRecoveryEmail(), []);

  // "Passwords do not match." belongs to both fields, so once both are touched a change to either re-checks the pair.
  useEffect(() => {
    if (bothPasswordsTouched) void trigger(['newPassword', 'confirmPassword']);
  }, [bothPasswordsTouched, newPassword, confirmPassword, trigger]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await authApi.changePassword(values);
      if (answer.statusCode === 200 && answer.message === 'Success') setChanged(true);
      else setFailure(CHANGE_FAILED_MESSAGE);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : CHANGE_FAILED_MESSAGE);
    }
  });

  if (changed) {
    return (
      <AuthCard title="Change Password">
        <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
          <Typography role="status" color="success" sx={{ fontWeight: 600 }}>
            Password Changed Successfully
          </Typography>
          <MuiLink component={Link} to={authScreenPath('sign-in')}>
            Login
          </MuiLink>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Change Password">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" />
        <FormTextField
          control={control}
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </Box>
    </AuthCard>
  );
}
