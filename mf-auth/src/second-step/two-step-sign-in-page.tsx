import { ApiError, authStepsApi } from '@pm/api-client';
import { SIGN_IN_STEP_MESSAGES } from '@pm/schemas/staff-sign-in';
import { sessionStore } from '@pm/session';
import { showPopup } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import { Button, Link as MuiLink } from '@pm/ui/mui-basics';
import { Link, useNavigate } from '@pm/ui/navigation';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { AuthCard } from '../auth-card';
import { authScreenPath } from '../auth-screens';
import { forgetSecondStep, type PendingSecondStep, pendingSecondStep } from './pending-second-step';
import { SecondStepCodeForm } from './second-step-code-form';

/** The server's refusal of a ticket that has expired (or was voided): the password step must be done again. */
export function isExpiredTicket(error: unknown): error is ApiError {
  return error instanceof ApiError && error.message === SIGN_IN_STEP_MESSAGES.ticket;
}

/**
 * The second step of sign-in, after a right password of an account that has one: the authenticator app's code, a
 * recovery code, or a passkey. Passed, it signs in as the login page does ("Login successfull", then /). Without
 * a live ticket (a reload, an expired one) it sends back to /login with the server's sentence.
 */
export function TwoStepSignInPage() {
  const navigate = useNavigate();
  const [step] = useState<PendingSecondStep | null>(pendingSecondStep);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);

  const signInAgain = (message: string) => {
    forgetSecondStep();
    void showPopup({ message, icon: 'error' });
    navigate(authScreenPath('sign-in'), { replace: true });
  };

  // Reached without a ticket (the page was reloaded, or opened by its address): the password step comes first.
  useEffect(() => {
    if (!step) signInAgain(SIGN_IN_STEP_MESSAGES.ticket);
  }, []);
  if (!step) return null;

  const signIn = async (token: string) => {
    forgetSecondStep();
    await showPopup({ message: 'Login successfull', icon: 'success' });
    sessionStore.getState().signIn(token);
    navigate('/', { replace: true });
  };

  const sendCode = async (code: string) => {
    let token: string;
    try {
      token = (await authStepsApi.secondStepCode(step.ticket, code)).data.access_token;
    } catch (error) {
      if (!isExpiredTicket(error)) throw error;
      signInAgain(error.message);
      return;
    }
    await signIn(token);
  };

  const signInWithPasskey = async () => {
    setPasskeyFailure(null);
    setPasskeyBusy(true);
    let token: string;
    try {
      const options = await authStepsApi.secondStepPasskeyOptions(step.ticket);
      // Loaded on the click: neither /login nor this page downloads the WebAuthn helper before it is needed.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({
        optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      token = (await authStepsApi.secondStepPasskey(step.ticket, { ...response })).data.access_token;
    } catch (error) {
      setPasskeyBusy(false);
      if (isExpiredTicket(error)) signInAgain(error.message);
      // The browser's own failures (cancelled, timed out, no passkey here) say nothing useful to a person.
      else
        setPasskeyFailure(error instanceof ApiError ? error.message : SIGN_IN_STEP_MESSAGES.passkeyResponse);
      return;
    }
    await signIn(token);
  };

  return (
    <AuthCard title="Two-step sign-in">
      <SecondStepCodeForm
        methods={step.methods}
        intro={{
          app: 'Enter the 6-digit code of your authenticator app.',
          recoveryCode: 'Enter one of the recovery codes you saved when you turned two-step sign-in on.',
        }}
        submitLabel="Verify"
        busyLabel="Verifying..."
        onSubmit={sendCode}
      >
        {step.methods.includes('passkey') && (
          <>
            {passkeyFailure && <Alert severity="error">{passkeyFailure}</Alert>}
            <Button variant="outlined" size="large" onClick={signInWithPasskey} disabled={passkeyBusy}>
              {passkeyBusy ? 'Waiting for the passkey...' : 'Use a passkey'}
            </Button>
          </>
        )}
        <MuiLink
          component={Link}
          to={authScreenPath('sign-in')}
          onClick={forgetSecondStep}
          sx={{ justifySelf: 'center' }}
        >
          Back to Log in
        </MuiLink>
      </SecondStepCodeForm>
    </AuthCard>
  );
}
