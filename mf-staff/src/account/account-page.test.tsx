import { ApiError, accountApi } from '@pm/api-client';
import { STAFF_MESSAGES } from '@pm/schemas/staff';
import { sessionStore } from '@pm/session';
import { envelope, fieldMessage, pasteInto, renderPage } from '@pm/ui/testing';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, listAnswer, thisDevice } from '../../test/staff-records';
import { AccountPage } from './account-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    accountApi: [
      'me',
      'changePassword',
      'totpEnrol',
      'totpConfirm',
      'passkeyOptions',
      'passkeyRegister',
      'passkeyRemove',
      'twoStepDisable',
      'sessions',
    ],
  }),
);
vi.mock('@simplewebauthn/browser', async (importActual) => ({
  ...(await importActual<typeof import('@simplewebauthn/browser')>()),
  browserSupportsWebAuthn: () => true,
  startRegistration: vi.fn(),
}));
const api = vi.mocked(accountApi);
const register = vi.mocked(startRegistration);

const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code-${String(index).padStart(4, '0')}`);
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const accountScreen = { path: '/account', page: <AccountPage />, leadsTo: { '/': 'Dashboard' } };

async function openAccount(me = account) {
  api.me.mockResolvedValue(envelope(me) as never);
  renderPage(accountScreen);
  return screen.findByRole('region', { name: 'Two-step sign-in' });
}

/** Set up authenticator app, then the code, then Confirm. */
async function enrolTotp(user: ReturnType<typeof userEvent.setup>) {
  api.totpEnrol.mockResolvedValue(
    envelope({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/x', qrCode: QR }) as never,
  );
  await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
  const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
  expect(qr.getAttribute('src')).toBe(QR);
  expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
  await pasteInto(user, { 'Code from the app': '123456' });
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('My account (/account)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    api.sessions.mockResolvedValue(listAnswer([thisDevice]) as never);
  });
  afterEach(() => sessionStore.getState().signOut());

  it('shows who I am and that two-step sign-in is off', async () => {
    const twoStep = await openAccount();
    expect(screen.getByText('ann@agency.test')).toBeTruthy();
    expect(within(twoStep).getByText('Off')).toBeTruthy();
    expect(within(twoStep).queryByRole('form', { name: 'Turn off two-step' })).toBeNull();
  });

  it('shows the daily lease digest switch as the account has it', async () => {
    await openAccount({ ...account, leaseDigest: false });
    const digest = screen.getByRole('region', { name: 'Daily lease digest' });
    const toggle = within(digest).getByRole('switch', { name: 'Send me the daily lease digest' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(within(digest).getByText('You do not get the daily lease digest.')).toBeTruthy();
  });

  it('sets up the authenticator app and shows the 10 recovery codes once', async () => {
    const user = userEvent.setup();
    api.totpConfirm.mockResolvedValue(envelope({ recoveryCodes: RECOVERY_CODES }) as never);
    await openAccount();
    await enrolTotp(user);
    expect(api.totpConfirm).toHaveBeenCalledWith('123456');

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(await screen.findByText('Authenticator app turned on')).toBeTruthy();
    expect(api.me).toHaveBeenCalledTimes(1);

    api.me.mockResolvedValue(envelope({ ...account, totp: true, recoveryCodesLeft: 10 }) as never);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Your authenticator app is set up.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.queryByText(RECOVERY_CODES[0])).toBeNull();
    expect(screen.getByText('On (authenticator app)')).toBeTruthy();
    expect(screen.getByText('10 recovery codes left')).toBeTruthy();
    expect(api.me).toHaveBeenCalledTimes(2);
  });

  it('shows a wrong code’s sentence and keeps the QR code', async () => {
    const user = userEvent.setup();
    const wrong = 'This code is not right: type the code your app shows now.';
    api.totpConfirm.mockRejectedValue(new ApiError(wrong, 400));
    await openAccount();
    await enrolTotp(user);
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('asks for the code before confirming', async () => {
    const user = userEvent.setup();
    api.totpEnrol.mockResolvedValue(
      envelope({ secret: 'ABCD', otpauthUrl: 'otpauth://x', qrCode: QR }) as never,
    );
    await openAccount();
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(STAFF_MESSAGES.code)).toBeTruthy();
    expect(api.totpConfirm).not.toHaveBeenCalled();
  });

  it('carries on with the full token of an enrolment-limited session once the codes are saved', async () => {
    const user = userEvent.setup();
    sessionStore.getState().signIn('enrol-only-token');
    api.totpConfirm.mockResolvedValue(
      envelope({ recoveryCodes: RECOVERY_CODES, access_token: 'full-token' }) as never,
    );
    await openAccount({ ...account, twoStepRequired: true });
    expect(screen.getByText(/Your account must use two-step sign-in/)).toBeTruthy();
    await enrolTotp(user);
    await screen.findByRole('list', { name: 'Recovery codes' });
    expect(sessionStore.getState().token).toBe('enrol-only-token');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(sessionStore.getState().token).toBe('full-token');
    expect(document.cookie).toContain('auth-token=full-token');
  });

  it('adds a named passkey through the browser and shows the recovery codes it answers', async () => {
    const user = userEvent.setup();
    const options = {
      challenge: 'abc',
      rp: { name: 'PM' },
      user: { id: 'u', name: 'ann', displayName: 'Ann' },
    };
    const response = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: {},
      clientExtensionResults: {},
    };
    api.passkeyOptions.mockResolvedValue(envelope(options) as never);
    register.mockResolvedValue(response as never);
    api.passkeyRegister.mockResolvedValue(
      envelope({
        passkey: { _id: 'p1', name: 'Work laptop', createdAt: '2025-02-01T08:00:00.000Z', lastUsedAt: null },
        recoveryCodes: RECOVERY_CODES,
      }) as never,
    );
    await openAccount();
    await pasteInto(user, { 'Passkey name': 'Work laptop' });
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(register).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.passkeyRegister).toHaveBeenCalledWith('Work laptop', response);
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(await screen.findByText('Passkey "Work laptop" added')).toBeTruthy();
  });

  it('lists the passkeys and removes one after a confirmation', async () => {
    const user = userEvent.setup();
    const passkey = {
      _id: 'p1',
      name: 'Work laptop',
      createdAt: '2025-02-01T08:00:00.000Z',
      lastUsedAt: null,
    };
    api.passkeyRemove.mockResolvedValue(envelope(null) as never);
    await openAccount({ ...account, passkeys: [passkey], recoveryCodesLeft: 8 });
    const table = screen.getByRole('table', { name: 'Passkeys' });
    expect(within(table).getByText('Never')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Remove passkey Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the passkey "Work laptop"?' });
    api.me.mockResolvedValue(envelope(account) as never);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.passkeyRemove).toHaveBeenCalledWith('p1');
    expect(await screen.findByText('No passkeys yet.')).toBeTruthy();
  });

  it('turns two-step off with a current code, and never offers it when the account must have it', async () => {
    const user = userEvent.setup();
    api.twoStepDisable.mockResolvedValue(envelope(null) as never);
    await openAccount({ ...account, totp: true, recoveryCodesLeft: 10 });
    const form = screen.getByRole('form', { name: 'Turn off two-step' });
    await pasteInto(user, { 'Current code': '654321' }, form);
    api.me.mockResolvedValue(envelope(account) as never);
    await user.click(within(form).getByRole('button', { name: 'Turn off two-step' }));
    expect(api.twoStepDisable).toHaveBeenCalledWith('654321');
    expect(await screen.findByText('Two-step sign-in turned off')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Turn off two-step' })).toBeNull());
  });

  it('hides "Turn off two-step" when the account must have a second step', async () => {
    await openAccount({ ...account, totp: true, recoveryCodesLeft: 10, twoStepRequired: true });
    expect(screen.queryByRole('form', { name: 'Turn off two-step' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn off two-step' })).toBeNull();
  });

  it('changes the password, and shows the server’s password-rule sentence under the new password', async () => {
    const user = userEvent.setup();
    const rule = 'New password is one of the most common passwords. Choose one that is harder to guess.';
    api.changePassword.mockRejectedValueOnce(new ApiError(rule, 400));
    api.changePassword.mockResolvedValueOnce(envelope(null) as never);
    await openAccount();
    const form = screen.getByRole('form', { name: 'Change password' });
    await pasteInto(
      user,
      { 'Current password': 'old secret', 'New password': 'password', 'Confirm new password': 'password' },
      form,
    );
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldMessage('New password')).toBe(rule));
    expect(api.changePassword).toHaveBeenCalledWith({
      currentPassword: 'old secret',
      newPassword: 'password',
      confirmPassword: 'password',
    });

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await pasteInto(user, {
      'New password': 'quiet-harbour-lamp-7',
      'Confirm new password': 'quiet-harbour-lamp-7',
    });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
  });

  it('says when the new passwords differ, and sends nothing', async () => {
    const user = userEvent.setup();
    await openAccount();
    await pasteInto(user, {
      'Current password': 'old',
      'New password': 'one-long-pass',
      'Confirm new password': 'other',
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(STAFF_MESSAGES.passwordsDiffer)).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
  });
});
