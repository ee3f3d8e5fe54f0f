import { ApiError, staffApi } from '@pm/api-client';
import { STAFF_MESSAGES } from '@pm/schemas/staff';
import { envelope, fieldMessage, pasteInto, renderPage } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitedAgent } from '../../test/staff-records';
import { InviteStaffPage } from './invite-staff-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { staffApi: ['invite'] }),
);
const invite = vi.mocked(staffApi.invite);

const inviteScreen = {
  path: '/staff/invite',
  page: <InviteStaffPage />,
  leadsTo: { '/staff/:id': 'Member page', '/staff': 'Staff list' },
};

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await pasteInto(user, { Name: 'Bob Agent', Email: 'bob@agency.test' });
  await user.selectOptions(screen.getByLabelText('Role'), 'Agent');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
}

describe('Invite staff (/staff/invite)', { timeout: 15_000 }, () => {
  it('offers the three roles by their labels, none chosen yet', () => {
    renderPage(inviteScreen);
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toEqual([
      'Choose a role',
      'Admin',
      'Agent',
      'Viewer',
    ]);
    expect(role.value).toBe('');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/staff');
  });

  it('shows each field’s message on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(inviteScreen);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(STAFF_MESSAGES.name)).toBeTruthy();
    expect(fieldMessage('Name')).toBe(STAFF_MESSAGES.name);
    expect(fieldMessage('Email')).toBe(STAFF_MESSAGES.email);
    expect(fieldMessage('Role')).toBe(STAFF_MESSAGES.role);
    expect(invite).not.toHaveBeenCalled();
  });

  it('says what an email must look like', async () => {
    const user = userEvent.setup();
    renderPage(inviteScreen);
    await pasteInto(user, { Email: 'bob-at-agency' });
    await user.tab();
    expect(await screen.findByText(STAFF_MESSAGES.emailFormat)).toBeTruthy();
  });

  it('sends the invitation, says so and opens the new member’s page', async () => {
    const user = userEvent.setup();
    invite.mockResolvedValue(envelope(invitedAgent) as never);
    renderPage(inviteScreen);
    await fillAndSend(user);
    expect(invite).toHaveBeenCalledWith({ name: 'Bob Agent', email: 'bob@agency.test', role: 'agent' });
    expect(await screen.findByText('Invitation sent to bob@agency.test')).toBeTruthy();
    expect(await screen.findByText('Member page')).toBeTruthy();
  });

  it('shows the server’s refusal under the form and keeps what was typed', async () => {
    const user = userEvent.setup();
    const taken =
      'This email already has an account: find the person in the staff list instead of inviting them.';
    invite.mockRejectedValue(new ApiError(taken, 409));
    renderPage(inviteScreen);
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toContain(taken);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('bob@agency.test');
    expect(screen.queryByText('Member page')).toBeNull();
  });
});
