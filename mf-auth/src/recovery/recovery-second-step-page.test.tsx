import { ApiError, authStepsApi } from '@pm/api-client';
import { deferred, fieldMessage, type PageUnderTest, renderPage } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordPage } from './change-password-page';
import { RECOVERY_EMAIL_KEY } from './recovery-email';
import { RecoverySecondStepPage } from './recovery-second-step-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { authStepsApi: ['recoverySecondStep'] }),
);

const { recoverySecondStep } = vi.mocked(authStepsApi);
const EMAIL = 'staff@agency.test';
const WRONG_CODE = 'That code is not right: type the current 6-digit code of your authenticator app.';

/** The screen, reached from the verify step with the account's ways, or reloaded (no state). */
const secondStepScreen = (methods?: string[]): PageUnderTest => ({
  path: { pathname: '/forgot-password/two-step', state: methods ? { methods } : undefined },
  pattern: '/forgot-password/two-step',
  page: <RecoverySecondStepPage />,
  leadsTo: { '/change-password': <ChangePasswordPage />, '/forgot-password': 'Verify email screen' },
});

async function confirmWith(code: string, label = '6-digit code') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(label), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(RECOVERY_EMAIL_KEY, EMAIL);
});

// Rendering MUI forms through user-event is slow on a busy 2-core CI machine.
describe('RecoverySecondStepPage', { timeout: 15_000 }, () => {
  it('asks for the authenticator code before the password can change, then opens change-password with the email', async () => {
    const answer = deferred<{ statusCode: 200; message: 'Success'; data: null }>();
    recoverySecondStep.mockReturnValue(answer.promise);
    renderPage(secondStepScreen(['totp', 'passkey', 'recovery-code']));
    expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toBeTruthy();
    expect(screen.getByLabelText('6-digit code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    await confirmWith('123456');

    expect(recoverySecondStep).toHaveBeenCalledWith(EMAIL, '123456');
    expect((screen.getByRole('button', { name: 'Confirming...' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve({ statusCode: 200, message: 'Success', data: null });
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(EMAIL);
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBeNull();
  });

  it('takes a recovery code instead', async () => {
    recoverySecondStep.mockResolvedValue({ statusCode: 200, message: 'Success', data: null });
    renderPage(secondStepScreen(['totp', 'recovery-code']));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await confirmWith('ABCD-EFGH', 'Recovery code');

    expect(recoverySecondStep).toHaveBeenCalledWith(EMAIL, 'ABCD-EFGH');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
  });

  it('asks for a recovery code at once for an account whose only other way is a passkey', () => {
    renderPage(secondStepScreen(['passkey', 'recovery-code']));
    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
  });

  it("shows the server's sentence under the field for a wrong code, and stays with the email stored", async () => {
    recoverySecondStep.mockRejectedValue(new ApiError(WRONG_CODE, 400));
    renderPage(secondStepScreen());

    await confirmWith('000000');

    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(fieldMessage('6-digit code')).toBe(WRONG_CODE);
    expect(screen.queryByRole('heading', { name: 'Change Password' })).toBeNull();
    expect(localStorage.getItem(RECOVERY_EMAIL_KEY)).toBe(EMAIL);
  });

  it('sends back to the start without the email of the recovery', async () => {
    localStorage.clear();
    renderPage(secondStepScreen(['totp']));
    expect(screen.getByRole('alert').textContent).toBe(
      'This step needs the email of your recovery: please start again.',
    );
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Start again' }));
    expect(screen.getByText('Verify email screen')).toBeTruthy();
  });
});
