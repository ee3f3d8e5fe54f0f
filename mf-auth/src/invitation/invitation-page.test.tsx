import { ApiError, authStepsApi } from '@pm/api-client';
import { STAFF_MESSAGES } from '@pm/schemas/staff';
import { sessionStore } from '@pm/session';
import { registerScreenPaths } from '@pm/ui/navigation';
import { deferred, fieldMessage, renderPage } from '@pm/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvitationPage } from './invitation-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    authStepsApi: ['invitation', 'invitationAccept'],
  }),
);

const { invitation, invitationAccept } = vi.mocked(authStepsApi);
const NOT_VALID =
  'This invitation link is not valid any more: it was used, it has expired, or it was replaced. Ask an admin to send you a new invitation.';
const PASSWORD = 'quiet-harbour-lamp-7';

const invitationScreen = (search = '?token=link-token-1') => ({
  path: `/invitation${search}`,
  pattern: '/invitation',
  page: <InvitationPage />,
  leadsTo: { '/': 'Dashboard screen', '/login': 'Login screen', '/account': 'My account screen' },
});
const invited = {
  statusCode: 200 as const,
  message: 'Success' as const,
  data: { email: 'nok@agency.test', name: 'Nok' },
};
const signedIn = (data: { access_token: string; must_enrol?: true }) => ({
  statusCode: 200 as const,
  message: 'Success' as const,
  data,
});

async function choosePassword(password = PASSWORD, confirmPassword = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Join the team' }));
}

/** The page shows the sentence and a link to /login, and no form. */
async function expectNoForm(sentence: string) {
  expect((await screen.findByRole('alert')).textContent).toBe(sentence);
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByLabelText('Password')).toBeNull();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Log in' }));
  expect(screen.getByText('Login screen')).toBeTruthy();
}

afterEach(() => sessionStore.getState().signOut());

// Rendering MUI forms through user-event is slow on a busy 2-core CI machine.
describe('InvitationPage', { timeout: 15_000 }, () => {
  it('reads who the link is for: "Welcome, {name}", the email read-only, and the two password fields', async () => {
    const answer = deferred<typeof invited>();
    invitation.mockReturnValue(answer.promise);
    renderPage(invitationScreen());

    expect(screen.getByRole('heading', { name: 'Join the team' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(invitation).toHaveBeenCalledWith('link-token-1');
    answer.resolve(invited);

    expect(await screen.findByText('Welcome, Nok')).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('nok@agency.test');
    expect(email.readOnly).toBe(true);
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm Password')).toBeTruthy();
  });

  it('chooses the password, signs in and opens /', async () => {
    invitation.mockResolvedValue(invited);
    const answer = deferred<ReturnType<typeof signedIn>>();
    invitationAccept.mockReturnValue(answer.promise);
    renderPage(invitationScreen());

    await choosePassword();

    expect(invitationAccept).toHaveBeenCalledWith({
      token: 'link-token-1',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect((screen.getByRole('button', { name: 'Joining...' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(signedIn({ access_token: 'new-member-token' }));
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(document.cookie).toContain('auth-token=new-member-token');
  });

  it('opens the account page when the new account must turn a second step on first', async () => {
    registerScreenPaths({ 'sign-in': '/login', account: '/account' });
    invitation.mockResolvedValue(invited);
    invitationAccept.mockResolvedValue(signedIn({ access_token: 'enrol-only', must_enrol: true }));
    renderPage(invitationScreen());

    await choosePassword();

    expect(await screen.findByText('My account screen')).toBeTruthy();
    expect(document.cookie).toContain('auth-token=enrol-only');
  });

  it('checks the two passwords before sending them', async () => {
    invitation.mockResolvedValue(invited);
    renderPage(invitationScreen());

    await choosePassword(PASSWORD, 'something-else');

    await waitFor(() => expect(fieldMessage('Confirm Password')).toBe(STAFF_MESSAGES.passwordsDiffer));
    expect(invitationAccept).not.toHaveBeenCalled();
  });

  it("shows the server's sentence above the form when it refuses the password, and stays", async () => {
    const tooWeak = 'Password is too common: choose one that is harder to guess.';
    invitation.mockResolvedValue(invited);
    invitationAccept.mockRejectedValue(new ApiError(tooWeak, 400));
    renderPage(invitationScreen());

    await choosePassword('password123');

    expect((await screen.findByRole('alert')).textContent).toBe(tooWeak);
    expect(screen.getByRole('button', { name: 'Join the team' })).toBeTruthy();
    expect(document.cookie).not.toContain('auth-token');
  });

  it("shows the server's sentence and a link to /login, and no form, for an unknown, used or expired link", async () => {
    invitation.mockRejectedValue(new ApiError(NOT_VALID, 400));
    renderPage(invitationScreen('?token=used-link'));
    await expectNoForm(NOT_VALID);
    expect(invitation).toHaveBeenCalledWith('used-link');
  });

  it('says the link is incomplete, without asking the server, when it has no token', async () => {
    renderPage(invitationScreen(''));
    await expectNoForm(STAFF_MESSAGES.invitationToken);
    expect(invitation).not.toHaveBeenCalled();
  });
});
