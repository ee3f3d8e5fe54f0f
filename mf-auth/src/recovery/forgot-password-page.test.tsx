import { ApiError, authApi } from '@pm/api-client';
import { fieldMessageCases } from '@pm/ui/page-tests';
import { fieldMessage, renderPage } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordPage } from './forgot-password-page';
import { RECOVERY_EMAIL_KEY } from './recovery-email';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { authApi: ['requestCode'] }),
);

const { requestCode } = vi.mocked(authApi);
const forgotPasswordScreen = {
  path: '/forgot-password',
  page: <ForgotPasswordPage />,
  leadsTo: { '/verify-otp': 'Verify code screen' },
};

beforeEach(() => {
  localStorage.clear();
});

// Rendering MUI forms through user-event is slow on a busy 2-core CI machine.
describe('ForgotPasswordPage', { timeout: 15_000 }, () => {
  fieldMessageCases(forgotPasswordScreen, {
    required: { Email: 'Please enter a email' },
    tooShort: { typed: { Email: 'a' }, messages: { Email: 'email cannot be less than 2 characters!' } },
  });

  it('is titled Verify Email; once the field is touched, its message follows what is typed', async () => {
    const user = userEvent.setup();
    renderPage(forgotPasswordScreen);
    expect(screen.getByRole('heading', { name: 'Verify Email' })).toBeTruthy();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();

    await user.type(screen.getByLabelText('Email'), 'a');
    expect(fieldMessage('Email')).toBe('email cannot be less than 2 characters!');

    await user.type(screen.getByLabelText('Email'), 'b@x.io');
    expect(fieldMessage('Email')).toBeNull();
  });

  it('sends the code, says so, keeps the email in local storage and goes to /verify-otp', async () => {
    const user = userEvent.setup();
    let answer: (value: Awaited<ReturnType<typeof requestCode>>) => void = () => {};
    requestCode.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(forgotPasswordScreen);

    await user.type(screen.getByLabelText('Email'), 'staff@agency.test');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    const busy = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(requestCode).toHaveBeenCalledWith('staff@agency.test');

    answer({ statusCode: 200, message: 'Success', data: { message: 'A code was sent.' } });
    expect(await screen.findByText('A verification code has been sent to you email.')).toBeTruthy();
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBe('staff@agency.test');
    expect(await screen.findByText('Verify code screen', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows a Failed alert with the server message and stays on the page', async () => {
    const user = userEvent.setup();
    requestCode.mockRejectedValue(new ApiError('Please wait a minute before asking for another code.', 429));
    renderPage(forgotPasswordScreen);

    await user.type(screen.getByLabelText('Email'), 'staff@agency.test');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    const alert = await screen.findByRole('alertdialog', { name: 'Failed' });
    expect(within(alert).getByText('Please wait a minute before asking for another code.')).toBeTruthy();
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBeNull();
    expect(screen.queryByText('Verify code screen')).toBeNull();
    const button = (await screen.findByRole(
      'button',
      { name: 'Send Code' },
      { timeout: 3000 },
    )) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });
});
