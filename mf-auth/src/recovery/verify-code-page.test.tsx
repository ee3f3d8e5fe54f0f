import { ApiError, authApi } from '@pm/api-client';
import { useLocation } from '@pm/ui/navigation';
import { fieldMessageCases } from '@pm/ui/page-tests';
import { fieldMessage, renderPage } from '@pm/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordPage } from './change-password-page';
import { RECOVERY_EMAIL_KEY } from './recovery-email';
import { VerifyCodePage } from './verify-code-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    authApi: ['validateCode', 'resendCode', 'changePassword'],
  }),
);

const { validateCode, resendCode } = vi.mocked(authApi);
const EMAIL = 'staff@agency.test';
const verifyCodeScreen = {
  path: '/verify-otp',
  page: <VerifyCodePage />,
  leadsTo: {
    '/change-password': <ChangePasswordPage />,
    '/forgot-password/two-step': <StateOfTheSecondStep />,
  },
};

/** Stands for the recovery's second step: shows what the verify step passed on. */
function StateOfTheSecondStep() {
  return <p>{`Second step screen ${JSON.stringify(useLocation().state)}`}</p>;
}

function resendButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Resend Code' }) as HTMLButtonElement;
}

async function submitCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(RECOVERY_EMAIL_KEY, EMAIL);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Rendering MUI forms through user-event is slow on a busy 2-core CI machine.
describe('VerifyCodePage', { timeout: 15_000 }, () => {
  fieldMessageCases(verifyCodeScreen, {
    required: { Code: 'Please enter your code' },
    tooShort: { typed: { Code: '123' }, messages: { Code: 'Code cannot be less than 4 characters!' } },
  });

  it('once the code field is touched, its message follows what is typed', async () => {
    const user = userEvent.setup();
    renderPage(verifyCodeScreen);
    await user.click(screen.getByLabelText('Code'));
    await user.tab();

    await user.type(screen.getByLabelText('Code'), '123');
    expect(fieldMessage('Code')).toBe('Code cannot be less than 4 characters!');

    await user.type(screen.getByLabelText('Code'), '4');
    expect(fieldMessage('Code')).toBeNull();
  });

  it('verifies the stored email with the code, then the Change Password button clears the storage and prefills the email', async () => {
    validateCode.mockResolvedValue({ statusCode: 200, message: 'Success', data: { verified: true } });
    renderPage(verifyCodeScreen);

    await submitCode('123456');

    expect(await screen.findByText('OTP Verified Successfully')).toBeTruthy();
    expect(validateCode).toHaveBeenCalledWith(EMAIL, '123456');
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBe(EMAIL);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(EMAIL);
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBeNull();
  });

  it('goes to the second step, keeping the email stored, when the account has one (issue 27)', async () => {
    validateCode.mockResolvedValue({
      statusCode: 200,
      message: 'Success',
      data: { verified: true, second_step: { methods: ['totp', 'recovery-code'] } },
    });
    renderPage(verifyCodeScreen);

    await submitCode('123456');

    expect(await screen.findByText('Second step screen {"methods":["totp","recovery-code"]}')).toBeTruthy();
    expect(screen.queryByText('OTP Verified Successfully')).toBeNull();
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBe(EMAIL);
  });

  it('treats an answer that is not statusCode 200 with message Success as invalid', async () => {
    // Not an answer our server sends, but the SPEC's client checks the message.
    validateCode.mockResolvedValue({ statusCode: 200, message: 'Code expired', data: null } as never);
    renderPage(verifyCodeScreen);

    await submitCode('123456');

    expect(await screen.findByText('Invalid email or code')).toBeTruthy();
    expect(fieldMessage('Code')).toBe('Invalid email or code');
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('OTP Verified Successfully')).toBeNull();
  });

  it('shows "Invalid email or code" on the code field whatever the server said', async () => {
    validateCode.mockRejectedValue(new ApiError('Too many wrong codes; ask for a new one.', 400));
    renderPage(verifyCodeScreen);

    await submitCode('000000');

    expect(await screen.findByText('Invalid email or code')).toBeTruthy();
    expect(fieldMessage('Code')).toBe('Invalid email or code');
    expect(screen.queryByText('Too many wrong codes; ask for a new one.')).toBeNull();
  });

  it('keeps Resend Code disabled through a visible 60-second countdown, and resending restarts it', async () => {
    vi.useFakeTimers();
    resendCode.mockResolvedValue({
      statusCode: 200,
      message: 'Success',
      data: { message: 'A code was sent.' },
    });
    renderPage(verifyCodeScreen);

    expect(screen.getByText('Resend code in 60s')).toBeTruthy();
    expect(resendButton().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Resend code in 59s')).toBeTruthy();

    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByText('Resend code in 1s')).toBeTruthy();
    expect(resendButton().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton().disabled).toBe(false);
    expect(screen.queryByText(/Resend code in/)).toBeNull();

    fireEvent.click(resendButton());
    await act(async () => {});

    expect(resendCode).toHaveBeenCalledWith(EMAIL);
    expect(screen.getByText('Resend code in 60s')).toBeTruthy();
    expect(resendButton().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(60_000));
    expect(resendButton().disabled).toBe(false);
  });

  it('only logs a failed resend', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    resendCode.mockRejectedValue(new ApiError('Mail server unavailable', 503));
    renderPage(verifyCodeScreen);

    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(resendButton());
    await act(async () => {});

    expect(resendCode).toHaveBeenCalledWith(EMAIL);
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Mail server unavailable')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Resend code in 60s')).toBeTruthy();
  });
});
