import { ApiError, authApi } from '@pm/api-client';
import { renderRoutes } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordPage } from './forgot-password-page';
import { RECOVERY_EMAIL_KEY } from './recovery-email';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { authApi: ['requestCode'] }),
);

const requestCode = vi.mocked(authApi.requestCode);

function renderPage() {
  return renderRoutes('/forgot-password', {
    '/forgot-password': <ForgotPasswordPage />,
    '/verify-otp': 'Verify code screen',
  });
}

function messageOf(label: string): string | null {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

beforeEach(() => {
  localStorage.clear();
});

// Rendering MUI forms through user-event is slow on a busy 2-core CI machine.
describe('ForgotPasswordPage', { timeout: 15_000 }, () => {
  it('is titled Verify Email and shows the email messages only after the field is touched', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Verify Email' })).toBeTruthy();
    expect(screen.queryByText('Please enter a email')).toBeNull();

    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(messageOf('Email')).toBe('Please enter a email');

    await user.type(screen.getByLabelText('Email'), 'a');
    expect(messageOf('Email')).toBe('email cannot be less than 2 characters!');

    await user.type(screen.getByLabelText('Email'), 'b@x.io');
    expect(messageOf('Email')).toBeNull();
  });

  it('sends the code, says so, keeps the email in local storage and goes to /verify-otp', async () => {
    const user = userEvent.setup();
    let answer: (value: { statusCode: number; message: string; data: null }) => void = () => {};
    requestCode.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();

    await user.type(screen.getByLabelText('Email'), 'staff@agency.test');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    const busy = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(requestCode).toHaveBeenCalledWith('staff@agency.test');

    answer({ statusCode: 200, message: 'Success', data: null });
    expect(await screen.findByText('A verification code has been sent to you email.')).toBeTruthy();
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBe('staff@agency.test');
    expect(await screen.findByText('Verify code screen', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows a Failed alert with the server message and stays on the page', async () => {
    const user = userEvent.setup();
    requestCode.mockRejectedValue(new ApiError('Please wait a minute before asking for another code.', 429));
    renderPage();

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
