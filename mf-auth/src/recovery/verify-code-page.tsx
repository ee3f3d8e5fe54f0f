import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@pm/api-client';
import { type VerifyCodeInput, verifyCodeSchema } from '@pm/schemas/auth';
import { FormTextField } from '@pm/ui';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { useNavigate } from '@pm/ui/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../auth-card';
import { authScreenPath } from '../auth-screens';
import { clearRecoveryEmail, readRecoveryEmail } from './recovery-email';
import { useCountdown } from './use-countdown';

/** SPEC 9: the wait between two codes. */
export const RESEND_WAIT_SECONDS = 60;

export function VerifyCodePage() {
  const navigate = useNavigate();
  const [email] = useState(readRecoveryEmail);
  const [verified, setVerified] = useState(false);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const { control, handleSubmit, formState, setError } = useForm<VerifyCodeInput>({
    resolver: zodResolver(verifyCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    try {
      const answer = await authApi.validateCode(email, code);
      if (answer.statusCode === 200 && answer.message === 'Success') {
        // An account with a second step passes it before choosing a password (issue 27); the email stays stored.
        const secondStep = answer.data?.second_step;
        if (secondStep)
          navigate(authScreenPath('recovery-second-step'), { state: { methods: secondStep.methods } });
        else setVerified(true);
        return;
      }
    } catch {
      // SPEC 8: whatever went wrong, the same message on the code field.
    }
    setError('code', { type: 'server', message: 'Invalid email or code' }, { shouldFocus: true });
  });

  const resend = () => {
    countdown.restart();
    authApi.resendCode(email).catch((error: unknown) => console.error('Resending the code failed', error));
  };

  const goToChangePassword = () => {
    clearRecoveryEmail();
    navigate(authScreenPath('recovery-password'), { state: { email } });
  };

  if (verified) {
    return (
      <AuthCard title="Verify Code">
        <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
          <Typography role="status" color="success" sx={{ fontWeight: 600 }}>
            OTP Verified Successfully
          </Typography>
          <Button variant="contained" size="large" onClick={goToChangePassword}>
            Change Password
          </Button>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify Code">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">
          {email ? `Enter the code sent to ${email}.` : 'Enter the code we sent to your email.'}
        </Typography>
        <FormTextField
          control={control}
          name="code"
          label="Code"
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {countdown.remaining > 0 ? `Resend code in ${countdown.remaining}s` : "Didn't get the code?"}
          </Typography>
          <Button variant="text" onClick={resend} disabled={countdown.remaining > 0}>
            Resend Code
          </Button>
        </Box>
      </Box>
    </AuthCard>
  );
}
