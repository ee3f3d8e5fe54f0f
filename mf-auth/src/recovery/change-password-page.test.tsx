import { ApiError, authApi } from '@pm/api-client';
import { fieldMessageCases } from '@pm/ui/page-tests';
import { fieldMessage, type PageUnderTest, renderPage } from '@pm/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordPage } from './change-password-page';
import { RECOVERY_EMAIL_KEY } from './recovery-email';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { authApi: ['changePassword'] }),
);

const { changePassword } = vi.mocked(authApi);
const EMAIL = 'staff@agency.test';

/** The screen, reached with the email the verify step passes along, or without. */
const changePasswordScreen = (state?: { email: string }): PageUnderTest => ({
  path: { pathname: '/change-password', state },
  pattern: '/change-password',
  page: <ChangePasswordPage />,
  leadsTo: { '/login': 'Login screen' },
});

async function fillAndSubmit(newPassword = 'n3w-secret', confirmPassword = newPassword) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), newPassword);
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

beforeEach(() => {
  localStorage.clear();
});

// Rendering MUI forms through user-event is slow on a busy 2-core CI machine.
describe('ChangePasswordPage', { timeout: 15_000 }, () => {
  fieldMessageCases(changePasswordScreen(), {
    required: {
      Email: 'Please enter an email',
      'New Password': 'Please enter your password',
      'Confirm Password': 'Please enter your password',
    },
    tooShort: {
      typed: { Email: 'a', 'New Password': 'ab' },
      messages: {
        Email: 'Email cannot be less than 2 characters!',
        'New Password': 'Password cannot be less than 3 characters!',
      },
    },
  });

  it('marks both password fields when a typed confirmation differs', async () => {
    const user = userEvent.setup();
    renderPage(changePasswordScreen({ email: EMAIL }));

    await user.type(screen.getByLabelText('New Password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdeg');
    await user.tab();

    await waitFor(() => expect(fieldMessage('New Password')).toBe('Passwords do not match.'));
    expect(fieldMessage('Confirm Password')).toBe('Passwords do not match.');

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdef');
    await waitFor(() => expect(fieldMessage('New Password')).toBeNull());
    expect(fieldMessage('Confirm Password')).toBeNull();

    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(fieldMessage('Confirm Password')).toBe('Passwords do not match.'));
    expect(fieldMessage('New Password')).toBe('Passwords do not match.');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('prefills the email passed by the verify step', () => {
    renderPage(changePasswordScreen({ email: EMAIL }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(EMAIL);
  });

  it('removes the stored email when the page is reached, after prefilling the field from it', () => {
    localStorage.setItem(RECOVERY_EMAIL_KEY, EMAIL);
    renderPage(changePasswordScreen());
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(EMAIL);
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBeNull();
  });

  it('sends email, new password and confirmation, then shows the success with a Login link', async () => {
    let answer: (value: Awaited<ReturnType<typeof changePassword>>) => void = () => {};
    changePassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(changePasswordScreen({ email: EMAIL }));

    await fillAndSubmit();

    expect(changePassword).toHaveBeenCalledWith({
      email: EMAIL,
      newPassword: 'n3w-secret',
      confirmPassword: 'n3w-secret',
    });
    expect((screen.getByRole('button', { name: 'Changing...' }) as HTMLButtonElement).disabled).toBe(true);

    answer({ statusCode: 200, message: 'Success', data: null });
    expect(await screen.findByText('Password Changed Successfully')).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Login screen')).toBeTruthy();
  });

  it('shows "An error occurred. Please try again." above the form for a non-success answer', async () => {
    // Not an answer our server sends, but the SPEC's client checks the message.
    changePassword.mockResolvedValue({ statusCode: 200, message: 'Not changed', data: null } as never);
    renderPage(changePasswordScreen({ email: EMAIL }));

    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An error occurred. Please try again.');
    expect(screen.queryByText('Password Changed Successfully')).toBeNull();
    expect(screen.getByLabelText('New Password')).toBeTruthy();
  });

  it('shows the message of a failed call above the form', async () => {
    changePassword.mockRejectedValue(new ApiError('Verify a code first; it is valid for 10 minutes.', 400));
    renderPage(changePasswordScreen({ email: EMAIL }));

    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Verify a code first; it is valid for 10 minutes.');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
  });
});
