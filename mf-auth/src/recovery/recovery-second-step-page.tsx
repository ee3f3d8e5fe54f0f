import { authStepsApi } from '@pm/api-client';
import { SECOND_STEP_METHODS, type SecondStepMethod } from '@pm/schemas/staff-sign-in';
import { Box, Link as MuiLink, Typography } from '@pm/ui/mui-basics';
import { Link, useLocation, useNavigate } from '@pm/ui/navigation';
import { useState } from 'react';
import { AuthCard } from '../auth-card';
import { authScreenPath } from '../auth-screens';
import { SecondStepCodeForm } from '../second-step/second-step-code-form';
import { clearRecoveryEmail, readRecoveryEmail } from './recovery-email';

/** The account's ways, as the verify step passes them on; the code ways when the page was reloaded. */
function methodsFromState(state: unknown): readonly SecondStepMethod[] {
  const methods = (state as { methods?: unknown } | null)?.methods;
  if (Array.isArray(methods) && methods.length > 0) {
    return methods.filter((method): method is SecondStepMethod =>
      (SECOND_STEP_METHODS as readonly unknown[]).includes(method),
    );
  }
  return ['totp', 'recovery-code'];
}

/**
 * A recovery's second step (issue 27, ASVS 6.4.3): for an account with a second step, the emailed code alone does
 * not change the password. After it, the authenticator app's code or a recovery code; then the SPEC's change-password
 * screen, with the email (which leaves local storage then, as SPEC 2 says).
 */
export function RecoverySecondStepPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email] = useState(readRecoveryEmail);
  const [methods] = useState(() => methodsFromState(location.state));

  const confirm = async (code: string) => {
    await authStepsApi.recoverySecondStep(email, code);
    clearRecoveryEmail();
    navigate(authScreenPath('recovery-password'), { state: { email }, replace: true });
  };

  return (
    <AuthCard title="Confirm it is you">
      {email ? (
        <SecondStepCodeForm
          methods={methods}
          intro={{
            app: 'Your account has two-step sign-in. Before you choose a new password, enter the 6-digit code of your authenticator app.',
            recoveryCode:
              'Your account has two-step sign-in. Before you choose a new password, enter one of your recovery codes.',
          }}
          submitLabel="Confirm"
          busyLabel="Confirming..."
          onSubmit={confirm}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
          <Typography role="alert">
            This step needs the email of your recovery: please start again.
          </Typography>
          <MuiLink component={Link} to={authScreenPath('recovery-email')}>
            Start again
          </MuiLink>
        </Box>
      )}
    </AuthCard>
  );
}
