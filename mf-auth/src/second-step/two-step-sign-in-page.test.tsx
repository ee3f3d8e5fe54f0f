import { ApiError, authStepsApi } from '@pm/api-client';
import { STAFF_MESSAGES } from '@pm/schemas/staff';
import { sessionStore } from '@pm/session';
import { deferred, fieldMessage, renderPage } from '@pm/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdSecondStep, pendingSecondStep, type SecondStepMethod } from './pending-second-step';
import { TwoStepSignInPage } from './two-step-sign-in-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    authStepsApi: ['secondStepCode', 'secondStepPasskeyOptions', 'secondStepPasskey'],
  }),
);
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn() }));

const { startAuthentication } = vi.mocked(await import('@simplewebauthn/browser'));
const { secondStepCode, secondStepPasskeyOptions, secondStepPasskey } = vi.mocked(authStepsApi);
const EXPIRED = STAFF_MESSAGES.ticket;
const WRONG_CODE =
  'That code is not right: type the current 6-digit code of your authenticator app, or one of your recovery codes.';
const token = (access_token: string) => ({
  statusCode: 200 as const,
  message: 'Success' as const,
  data: { access_token },
});

const twoStepScreen = {
  path: '/login/two-step',
  from: ['/login'],
  page: <TwoStepSignInPage />,
  leadsTo: { '/': 'Dashboard screen', '/login': 'Login screen' },
};

function openWith(methods: SecondStepMethod[] = ['totp', 'passkey', 'recovery-code']) {
  holdSecondStep({ ticket: 'ticket-1', methods });
  return renderPage(twoStepScreen);
}

async function submitCode(code: string, label = '6-digit code') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(label), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** The popup closes by itself (SPEC 9): the next test starts without it. */
const popupCloses = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });

beforeEach(() => sessionStore.getState().signOut());
afterEach(() => sessionStore.getState().signOut());

// Rendering MUI forms through user-event is slow on a busy 2-core CI machine.
describe('TwoStepSignInPage', { timeout: 15_000 }, () => {
  it('asks for the 6-digit code with one-time-code autofill and a numeric keyboard, with the other ways beside', () => {
    openWith();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
    const field = screen.getByLabelText('6-digit code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
  });

  it('offers no passkey to an account without one', () => {
    openWith(['totp', 'recovery-code']);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('signs in with a right code: "Login successfull", the token in the cookie, then /', async () => {
    const answer = deferred<ReturnType<typeof token>>();
    secondStepCode.mockReturnValue(answer.promise);
    openWith();

    await submitCode('123456');

    expect(secondStepCode).toHaveBeenCalledWith('ticket-1', '123456');
    expect((screen.getByRole('button', { name: 'Verifying...' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(token('full-token'));
    expect(await screen.findByRole('alertdialog', { name: 'Login successfull' })).toBeTruthy();
    expect(await screen.findByText('Dashboard screen', {}, { timeout: 3000 })).toBeTruthy();
    expect(document.cookie).toContain('auth-token=full-token');
    expect(pendingSecondStep()).toBeNull();
  });

  it("shows the server's sentence under the field for a wrong code, and stays", async () => {
    secondStepCode.mockRejectedValue(new ApiError(WRONG_CODE, 401));
    openWith();

    await submitCode('000000');

    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(fieldMessage('6-digit code')).toBe(WRONG_CODE);
    expect(screen.getByLabelText('6-digit code').getAttribute('aria-invalid')).toBe('true');
    expect(document.cookie).not.toContain('auth-token');
    expect(pendingSecondStep()).not.toBeNull();
  });

  it('takes a recovery code through the toggle, and back', async () => {
    const user = userEvent.setup();
    secondStepCode.mockResolvedValue(token('full-token'));
    openWith();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field.getAttribute('inputmode')).toBeNull();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));

    await submitCode('ABCD-EFGH-1234', 'Recovery code');

    expect(secondStepCode).toHaveBeenCalledWith('ticket-1', 'ABCD-EFGH-1234');
    expect(await screen.findByText('Dashboard screen', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('asks for a recovery code at once when the account has no authenticator app', () => {
    openWith(['passkey', 'recovery-code']);
    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use the authenticator app' })).toBeNull();
  });

  it('sends back to /login with the sentence when the ticket has expired', async () => {
    secondStepCode.mockRejectedValue(new ApiError(EXPIRED, 401));
    openWith();

    await submitCode('123456');

    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(within(screen.getByRole('alertdialog', { name: EXPIRED })).getByText(EXPIRED)).toBeTruthy();
    expect(pendingSecondStep()).toBeNull();
    expect(document.cookie).not.toContain('auth-token');
    await popupCloses();
  });

  it('sends back to /login with the sentence when reached without a ticket (a reload)', async () => {
    renderPage(twoStepScreen);
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: EXPIRED })).toBeTruthy();
    expect(secondStepCode).not.toHaveBeenCalled();
    await popupCloses();
  });

  it('signs in with a passkey: the challenge for the ticket, the browser’s answer, then the token', async () => {
    const user = userEvent.setup();
    const optionsJSON = { challenge: 'challenge-1', allowCredentials: [], rpId: 'localhost' };
    const response = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: {},
      clientExtensionResults: {},
    };
    secondStepPasskeyOptions.mockResolvedValue({ statusCode: 200, message: 'Success', data: optionsJSON });
    startAuthentication.mockResolvedValue(response as never);
    secondStepPasskey.mockResolvedValue(token('passkey-token'));
    openWith();

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

    expect(await screen.findByRole('alertdialog', { name: 'Login successfull' })).toBeTruthy();
    expect(secondStepPasskeyOptions).toHaveBeenCalledWith('ticket-1');
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON });
    expect(secondStepPasskey).toHaveBeenCalledWith('ticket-1', response);
    expect(await screen.findByText('Dashboard screen', {}, { timeout: 3000 })).toBeTruthy();
    expect(document.cookie).toContain('auth-token=passkey-token');
  });

  it('says the passkey did not answer when the browser gives up (cancelled, timed out), and stays', async () => {
    const user = userEvent.setup();
    secondStepPasskeyOptions.mockResolvedValue({
      statusCode: 200,
      message: 'Success',
      data: { challenge: 'c' },
    });
    startAuthentication.mockRejectedValue(
      new DOMException('The operation was not allowed.', 'NotAllowedError'),
    );
    openWith();

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.passkeyResponse);
    expect(secondStepPasskey).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Use a passkey' }) as HTMLButtonElement).disabled).toBe(false);
    expect(document.cookie).not.toContain('auth-token');
  });

  it("shows the server's sentence when it refuses the passkey", async () => {
    const user = userEvent.setup();
    const refused =
      'The passkey was not accepted: try again, or type a code of your authenticator app or a recovery code.';
    secondStepPasskeyOptions.mockResolvedValue({
      statusCode: 200,
      message: 'Success',
      data: { challenge: 'c' },
    });
    startAuthentication.mockResolvedValue({ id: 'x', type: 'public-key' } as never);
    secondStepPasskey.mockRejectedValue(new ApiError(refused, 401));
    openWith();

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refused);
  });

  it('goes back to /login from its link, forgetting the ticket', async () => {
    openWith();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Log in' }));
    expect(screen.getByText('Login screen')).toBeTruthy();
    expect(pendingSecondStep()).toBeNull();
  });
});
