import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@pm/api-client';
import { type LoginInput, loginSchema } from '@pm/schemas/auth';
import { sessionStore } from '@pm/session';
import { FormTextField, showPopup } from '@pm/ui';
import { Box, Button, Link as MuiLink } from '@pm/ui/mui-basics';
import { Link, useNavigate } from '@pm/ui/navigation';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../auth-card';
import { afterSignInPath, authScreenPath } from '../auth-screens';
import { holdSecondStep } from '../second-step/pending-second-step';

export function LoginPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    let token: string;
    let mustEnrol = false;
    try {
      const { data } = await authApi.login(values);
      if ('second_step' in data) {
        // The password was right; the account's second step comes next, on a screen of its own.
        holdSecondStep(data.second_step);
        navigate(authScreenPath('sign-in-second-step'));
        return;
      }
      token = data.access_token;
      mustEnrol = data.must_enrol === true;
      if (!token) throw new Error('No token');
    } catch {
      await showPopup({ message: 'Invalid email or password', icon: 'error' });
      return;
    }
    await showPopup({ message: 'Login successfull', icon: 'success' });
    sessionStore.getState().signIn(token);
    navigate(afterSignInPath(mustEnrol), { replace: true });
  });

  return (
    <AuthCard title="Log in to your account">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <MuiLink component={Link} to={authScreenPath('recovery-email')} sx={{ justifySelf: 'end' }}>
          Forgot Password?
        </MuiLink>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Logging in...' : 'Log in'}
        </Button>
      </Box>
    </AuthCard>
  );
}
