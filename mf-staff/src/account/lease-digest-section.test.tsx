import { ApiError, accountApi } from '@pm/api-client';
import { deferred, envelope, renderPage } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account } from '../../test/staff-records';
import { LeaseDigestSection } from './lease-digest-section';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { accountApi: ['leaseDigest'] }),
);
const api = vi.mocked(accountApi);

const digestSection = (leaseDigest: boolean) => ({
  path: '/account',
  page: <LeaseDigestSection account={{ ...account, leaseDigest }} />,
});
const digestSwitch = () =>
  screen.getByRole('switch', { name: 'Send me the daily lease digest' }) as HTMLInputElement;
const section = () => screen.getByRole('region', { name: 'Daily lease digest' });

describe('Daily lease digest', () => {
  it('shows the switch as the account has it, and says what that means', () => {
    renderPage(digestSection(true));
    expect(digestSwitch().checked).toBe(true);
    expect(within(section()).getByRole('status').textContent).toBe('You get the daily lease digest.');
    expect(within(section()).getByText(/contracts that end in the next 30 days/)).toBeTruthy();
  });

  it('turns it off through POST /account/digest, then confirms it', async () => {
    const user = userEvent.setup();
    const answer = deferred<never>();
    api.leaseDigest.mockReturnValue(answer.promise);
    renderPage(digestSection(true));
    await user.click(digestSwitch());
    expect(api.leaseDigest).toHaveBeenCalledWith(false);
    expect(digestSwitch().disabled).toBe(true);
    answer.resolve(envelope({ ...account, leaseDigest: false }) as never);
    expect(await screen.findByText('Daily lease digest turned off')).toBeTruthy();
    expect(digestSwitch().checked).toBe(false);
    expect(digestSwitch().disabled).toBe(false);
    expect(within(section()).getByRole('status').textContent).toBe('You do not get the daily lease digest.');
  });

  it('turns it on', async () => {
    const user = userEvent.setup();
    api.leaseDigest.mockResolvedValue(envelope({ ...account, leaseDigest: true }) as never);
    renderPage(digestSection(false));
    expect(digestSwitch().checked).toBe(false);
    await user.click(digestSwitch());
    expect(api.leaseDigest).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Daily lease digest turned on')).toBeTruthy();
    expect(digestSwitch().checked).toBe(true);
  });

  it("shows the server's sentence when it cannot be saved, and keeps the switch as it was", async () => {
    const user = userEvent.setup();
    api.leaseDigest.mockRejectedValue(new ApiError('leaseDigest must be true or false.', 400));
    renderPage(digestSection(true));
    await user.click(digestSwitch());
    expect((await within(section()).findByRole('alert')).textContent).toBe(
      'leaseDigest must be true or false.',
    );
    expect(digestSwitch().checked).toBe(true);
    expect(within(section()).getByRole('status').textContent).toBe('You get the daily lease digest.');
  });
});
