import { zodResolver } from '@hookform/resolvers/zod';
import { authStepsApi } from '@pm/api-client';
import {
  type InvitationAcceptInput,
  invitationAcceptSchema,
  SIGN_IN_STEP_MESSAGES,
} from '@pm/schemas/staff-sign-in';
import { sessionStore } from '@pm/session';
import { FormTextField, LoadingState, useLoad } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import {
  Box,
  Button,
  FormControl,
  InputLabel,
  Link as MuiLink,
  OutlinedInput,
  Typography,
} from '@pm/ui/mui-basics';
import { Link, useLocation, useNavigate } from '@pm/ui/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../auth-card';
import { afterSignInPath, authScreenPath } from '../auth-screens';
import { holdSecondStep } from '../second-step/pending-second-step';

interface Invited {
  email: string;
  name: string;
}

/** The link's token (`?token=`), or null when the link has none. */
function tokenOf(search: string): string | null {
  return new URLSearchParams(search).get('token') || null;
}

/** The sentence of a link that cannot be used, and the way to sign in instead; no form. */
function LinkNotValid({ message }: { message: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
      <Typography role="alert">{message}</Typography>
      <MuiLink component={Link} to={authScreenPath('sign-in')}>
        Go to Log in
      </MuiLink>
    </Box>
  );
}

/** The invited person's password, chosen through the link; then they are signed in. */
function ChoosePasswordForm({ token, invited }: { token: string; invited: Invited }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<InvitationAcceptInput>({
    resolver: zodResolver(invitationAcceptSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    let answer: Awaited<ReturnType<typeof authStepsApi.invitationAccept>>;
    try {
      answer = await authStepsApi.invitationAccept({ ...values });
    } catch (error) {
      // The server's password rules, or a link that was used or has expired in the meantime.
      setFailure(error instanceof Error && error.message ? error.message : String(error));
      return;
    }
    const { data } = answer;
    if ('second_step' in data) {
      // Not for a new account, but the answer is a sign-in's: its second step comes next.
      holdSecondStep(data.second_step);
      navigate(authScreenPath('sign-in-second-step'), { replace: true });
      return;
    }
    sessionStore.getState().signIn(data.access_token);
    navigate(afterSignInPath(data.must_enrol), { replace: true });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" component="p" sx={{ textAlign: 'center' }}>
        {`Welcome, ${invited.name}`}
      </Typography>
      <Typography color="text.secondary">Choose the password you will sign in with.</Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormControl fullWidth>
        <InputLabel htmlFor="invitation-email" shrink>
          Email
        </InputLabel>
        <OutlinedInput
          id="invitation-email"
          name="email"
          label="Email"
          notched
          value={invited.email}
          readOnly
          autoComplete="username"
        />
      </FormControl>
      <FormTextField
        control={control}
        name="password"
        label="Password"
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
        {formState.isSubmitting ? 'Joining...' : 'Join the team'}
      </Button>
    </Box>
  );
}

/**
 * "Join the team" (issue 27): the public page of an invitation mail's link. It reads who the link is for, then
 * the invited person chooses a password and is signed in (to /, or to the account page when a second step must be
 * turned on first). A link that is unknown, used or expired shows the server's sentence and a way to /login.
 */
export function InvitationPage() {
  const { search } = useLocation();
  const token = tokenOf(search);
  const invited = useLoad(
    () => (token ? authStepsApi.invitation(token).then((answer) => answer.data) : Promise.resolve(null)),
    [token],
  );

  return (
    <AuthCard title="Join the team">
      {!token ? (
        <LinkNotValid message={SIGN_IN_STEP_MESSAGES.invitationToken} />
      ) : invited.status === 'loading' ? (
        <LoadingState />
      ) : invited.status === 'error' ? (
        <LinkNotValid message={invited.message} />
      ) : (
        invited.data && <ChoosePasswordForm token={token} invited={invited.data} />
      )}
    </AuthCard>
  );
}
