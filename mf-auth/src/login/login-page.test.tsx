import { ApiError, authApi } from '@pm/api-client';
import { sessionStore } from '@pm/session';
import { registerScreenPaths } from '@pm/ui/navigation';
import { fieldMessageCases } from '@pm/ui/page-tests';
import { renderPage } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetSecondStep, pendingSecondStep } from '../second-step/pending-second-step';
import { LoginPage } from './login-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { authApi: ['login'] }),
);

const { login } = vi.mocked(authApi);
const loginScreen = {
  path: '/login',
  page: <LoginPage />,
  leadsTo: {
    '/': 'Dashboard screen',
    '/forgot-password': 'Forgot password screen',
    '/login/two-step': 'Two-step screen',
    '/account': 'My account screen',
  },
};

async function signIn(email = 'staff@agency.test', password = 'secret') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  sessionStore.getState().signOut();
  forgetSecondStep();
});

afterEach(() => sessionStore.getState().signOut());

// Rendering MUI forms through user-event is slow on a busy 2-core CI machine.
describe('LoginPage', { timeout: 15_000 }, () => {
  fieldMessageCases(loginScreen, {
    required: { Email: 'Please enter an email', Password: 'Please enter your password' },
    tooShort: {
      typed: { Email: 'a', Password: 'ab' },
      messages: {
        Email: 'Email cannot be less than 2 characters!',
        Password: 'Password cannot be less than 3 characters!',
      },
    },
  });

  it('links to /forgot-password', async () => {
    renderPage(loginScreen);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(screen.getByText('Forgot password screen')).toBeTruthy();
  });

  it('says "Logging in..." with the button disabled while signing in, then stores the token and goes to /', async () => {
    let answer: (value: Awaited<ReturnType<typeof login>>) => void = () => {};
    login.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(loginScreen);

    await signIn();

    expect(login).toHaveBeenCalledWith({ email: 'staff@agency.test', password: 'secret' });
    expect((screen.getByRole('button', { name: 'Logging in...' }) as HTMLButtonElement).disabled).toBe(true);

    answer({ statusCode: 200, message: 'Success', data: { access_token: 'token-123' } });
    expect(await screen.findByRole('alertdialog', { name: 'Login successfull' })).toBeTruthy();
    expect(await screen.findByText('Dashboard screen', {}, { timeout: 3000 })).toBeTruthy();
    expect(document.cookie).toContain('auth-token=token-123');
  });

  it('says "Invalid email or password" whatever the server said, and stays signed out', async () => {
    login.mockRejectedValue(new ApiError('No staff account uses this email.', 401));
    renderPage(loginScreen);

    await signIn();

    const popup = await screen.findByRole('alertdialog', { name: 'Invalid email or password' });
    expect(within(popup).getByText('Invalid email or password')).toBeTruthy();
    expect(screen.queryByText('No staff account uses this email.')).toBeNull();
    expect(document.cookie).not.toContain('auth-token');
    const button = (await screen.findByRole(
      'button',
      { name: 'Log in' },
      { timeout: 3000 },
    )) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(screen.queryByText('Dashboard screen')).toBeNull();
  });

  describe('an account with a second step, or one that must turn it on (issue 27)', () => {
    it('keeps the ticket in memory only and opens the two-step screen, without a popup or a token', async () => {
      login.mockResolvedValue({
        statusCode: 200,
        message: 'Success',
        data: { second_step: { ticket: 'ticket-abc', methods: ['totp', 'passkey', 'recovery-code'] } },
      });
      renderPage(loginScreen);

      await signIn();

      expect(await screen.findByText('Two-step screen')).toBeTruthy();
      expect(pendingSecondStep()).toEqual({
        ticket: 'ticket-abc',
        methods: ['totp', 'passkey', 'recovery-code'],
      });
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(document.cookie).not.toContain('auth-token');
      expect(document.cookie).not.toContain('ticket-abc');
      expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('ticket-abc');
      expect(JSON.stringify(window.history.state)).not.toContain('ticket-abc');
    });

    it('signs in with a token limited to enrolment and opens the account page, named by its screen id', async () => {
      registerScreenPaths({ 'sign-in': '/login', 'recovery-email': '/forgot-password', account: '/account' });
      login.mockResolvedValue({
        statusCode: 200,
        message: 'Success',
        data: { access_token: 'enrol-only', must_enrol: true },
      });
      renderPage(loginScreen);

      await signIn();

      expect(await screen.findByRole('alertdialog', { name: 'Login successfull' })).toBeTruthy();
      expect(await screen.findByText('My account screen', {}, { timeout: 3000 })).toBeTruthy();
      expect(document.cookie).toContain('auth-token=enrol-only');
    });

    it('goes to / when no deployed app declares the account page', async () => {
      login.mockResolvedValue({
        statusCode: 200,
        message: 'Success',
        data: { access_token: 'enrol-only', must_enrol: true },
      });
      renderPage(loginScreen);

      await signIn();

      expect(await screen.findByText('Dashboard screen', {}, { timeout: 3000 })).toBeTruthy();
    });
  });
});
