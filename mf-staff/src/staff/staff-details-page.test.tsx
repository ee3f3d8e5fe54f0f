import { ApiError, staffApi } from '@pm/api-client';
import { detailValue, envelope, renderPage } from '@pm/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ID, AGENT_ID, admin, invitedAgent, listAnswer, ownerUpdate } from '../../test/staff-records';
import { StaffDetailsPage } from './staff-details-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    staffApi: [
      'get',
      'activity',
      'changeRole',
      'deactivate',
      'reactivate',
      'endSessions',
      'resetTwoStep',
      'resendInvitation',
    ],
  }),
);
const api = vi.mocked(staffApi);

const LAST_ADMIN =
  'An admin cannot change the role of the last active admin: make another person an admin first.';

const memberScreen = (id: string) => ({
  path: `/staff/${id}`,
  pattern: '/staff/:id',
  page: <StaffDetailsPage />,
  leadsTo: { '/staff': 'Staff list' },
});

function openAdmin() {
  api.get.mockResolvedValue(envelope(admin) as never);
  renderPage(memberScreen(ADMIN_ID));
  return screen.findByRole('heading', { name: 'Ann Admin' });
}

describe('Staff member (/staff/{id})', { timeout: 15_000 }, () => {
  beforeEach(() => {
    api.activity.mockResolvedValue(listAnswer([]) as never);
  });

  it('shows the member: role, status, last sign-in and two-step, with Back to the list', async () => {
    await openAdmin();
    expect(api.get).toHaveBeenCalledWith(ADMIN_ID);
    expect(screen.getByText('ann@agency.test')).toBeTruthy();
    expect(detailValue('Role')).toBe('Admin');
    expect(detailValue('Status')).toBe('Active');
    expect(detailValue('Last sign-in')).toMatch(/^2025-01-3[01] \d\d:\d\d$/);
    expect(detailValue('Two-step sign-in')).toBe('On');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/staff');
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
  });

  it('shows the server’s sentence when the member cannot be read', async () => {
    api.get.mockRejectedValue(new ApiError('No staff member has this id.', 404));
    renderPage(memberScreen(ADMIN_ID));
    expect(await screen.findByText('Error: No staff member has this id.')).toBeTruthy();
  });

  it('changes the role with Save, and shows the new one', async () => {
    const user = userEvent.setup();
    api.get.mockResolvedValue(envelope(invitedAgent) as never);
    api.changeRole.mockResolvedValue(envelope({ ...invitedAgent, role: 'viewer' }) as never);
    renderPage(memberScreen(AGENT_ID));
    await screen.findByRole('heading', { name: 'Bob Agent' });
    await user.selectOptions(screen.getByLabelText('Role'), 'Viewer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.changeRole).toHaveBeenCalledWith(AGENT_ID, 'viewer');
    expect(await screen.findByText('Bob Agent is now Viewer')).toBeTruthy();
    await waitFor(() => expect(detailValue('Role')).toBe('Viewer'));
  });

  it('shows the last-admin refusal under the role, and keeps the role shown', async () => {
    const user = userEvent.setup();
    api.changeRole.mockRejectedValue(new ApiError(LAST_ADMIN, 409));
    await openAdmin();
    await user.selectOptions(screen.getByLabelText('Role'), 'Agent');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('region', { name: 'Change role' });
    expect((await within(form).findByRole('alert')).textContent).toBe(LAST_ADMIN);
    expect(detailValue('Role')).toBe('Admin');
  });

  it('deactivates after a confirmation, then offers Reactivate', async () => {
    const user = userEvent.setup();
    api.deactivate.mockResolvedValue(envelope({ ...admin, status: 'deactivated' }) as never);
    await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ann Admin?' });
    expect(api.deactivate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(api.deactivate).toHaveBeenCalledWith(ADMIN_ID);
    expect(await screen.findByText('Ann Admin was deactivated')).toBeTruthy();
    await waitFor(() => expect(detailValue('Status')).toBe('Deactivated'));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.deactivate).not.toHaveBeenCalled();
  });

  it('shows the server’s sentence when a deactivation is refused', async () => {
    const user = userEvent.setup();
    const refusal = 'An admin cannot deactivate the last active admin: make another person an admin first.';
    api.deactivate.mockRejectedValue(new ApiError(refusal, 409));
    await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(detailValue('Status')).toBe('Active');
  });

  it('ends all sessions after a confirmation', async () => {
    const user = userEvent.setup();
    api.endSessions.mockResolvedValue(envelope(null) as never);
    await openAdmin();
    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all sessions of Ann Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(api.endSessions).toHaveBeenCalledWith(ADMIN_ID);
    expect(await screen.findByText('Ann Admin was signed out everywhere')).toBeTruthy();
  });

  it('resets the two-step sign-in after a confirmation; a member without one has none to reset', async () => {
    const user = userEvent.setup();
    api.resetTwoStep.mockResolvedValue(envelope({ ...admin, twoStep: false }) as never);
    await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Reset two-step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the two-step sign-in of Ann Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step' }));
    expect(api.resetTwoStep).toHaveBeenCalledWith(ADMIN_ID);
    expect(await screen.findByText('The two-step sign-in of Ann Admin was reset')).toBeTruthy();
    await waitFor(() => expect(detailValue('Two-step sign-in')).toBe('Off'));
    expect(screen.queryByRole('button', { name: 'Reset two-step' })).toBeNull();
  });

  it('resends the invitation of an invited member, without asking', async () => {
    const user = userEvent.setup();
    api.get.mockResolvedValue(envelope(invitedAgent) as never);
    api.resendInvitation.mockResolvedValue(envelope(null) as never);
    renderPage(memberScreen(AGENT_ID));
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    expect(api.resendInvitation).toHaveBeenCalledWith(AGENT_ID);
    expect(await screen.findByText('A new invitation was sent to bob@agency.test')).toBeTruthy();
  });

  it('lists the recent activity with who and what, a page at a time', async () => {
    const user = userEvent.setup();
    api.activity.mockImplementation(
      async (_id, page = 1) =>
        listAnswer([{ ...ownerUpdate, _id: `e${page}` }], { page, limit: 10, total: 12 }) as never,
    );
    await openAdmin();
    const activity = await screen.findByRole('list', { name: 'Activity' });
    expect(api.activity).toHaveBeenCalledWith(ADMIN_ID, 1, 10);
    const entry = within(activity).getAllByRole('listitem')[0];
    expect(entry.textContent).toContain('Ann Admin (ann@agency.test) · Updated owner 9f8e7d6c');
    expect(entry.textContent).toContain('nickName: Jo → Johnny');
    const pager = screen.getByRole('navigation', { name: 'Activity pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.activity).toHaveBeenLastCalledWith(ADMIN_ID, 2, 10));
    expect(await screen.findByText('Showing 11-12 of 12')).toBeTruthy();
  });

  it('says when there is no activity', async () => {
    await openAdmin();
    expect(await screen.findByText('No activity recorded.')).toBeTruthy();
  });
});
