import { ApiError, accountApi } from '@pm/api-client';
import { envelope, renderPage, rowTexts } from '@pm/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, phone, thisDevice } from '../../test/staff-records';
import { SessionsSection } from './sessions-section';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    accountApi: ['sessions', 'endSession', 'endOtherSessions'],
  }),
);
const api = vi.mocked(accountApi);

const sessionsScreen = { path: '/account', page: <SessionsSection /> };

describe('My sessions', { timeout: 15_000 }, () => {
  it('lists device, address, sign-in and last seen, marking this device, with "Sign out" for the others', async () => {
    api.sessions.mockResolvedValue(listAnswer([thisDevice, phone]) as never);
    renderPage(sessionsScreen);
    const table = await screen.findByRole('table', { name: 'My sessions' });
    const [headers, current, other] = rowTexts(table);
    expect(headers).toEqual(['Device', 'Address', 'Signed in', 'Last seen', 'Actions']);
    expect(current[0]).toBe('Chrome on LinuxThis device');
    expect(current[1]).toBe('203.0.113.7');
    expect(current[4]).toBe('');
    expect(other[0]).toBe('Safari on iOS');
    expect(other[2]).toMatch(/^2025-01-2[01] \d\d:\d\d$/);
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Sign out Safari on iOS (198.51.100.20)']);
    expect(api.sessions).toHaveBeenCalledWith(1, 15);
  });

  it('signs one session out and reads the list again, without "Loading..."', async () => {
    const user = userEvent.setup();
    api.sessions.mockResolvedValueOnce(listAnswer([thisDevice, phone]) as never);
    api.sessions.mockResolvedValueOnce(listAnswer([thisDevice]) as never);
    api.endSession.mockResolvedValue(envelope(null) as never);
    renderPage(sessionsScreen);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS (198.51.100.20)' }));
    expect(api.endSession).toHaveBeenCalledWith(phone._id);
    expect(await screen.findByText('Signed out Safari on iOS (198.51.100.20)')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(api.sessions).toHaveBeenCalledTimes(2);
    expect(
      (screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('signs out everywhere else', async () => {
    const user = userEvent.setup();
    api.sessions.mockResolvedValueOnce(listAnswer([thisDevice, phone]) as never);
    api.sessions.mockResolvedValueOnce(listAnswer([thisDevice]) as never);
    api.endOtherSessions.mockResolvedValue(envelope(null) as never);
    renderPage(sessionsScreen);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(api.endOtherSessions).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Signed out everywhere else')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
  });

  it('shows the server’s sentence when a sign-out is refused, and keeps the list', async () => {
    const user = userEvent.setup();
    api.sessions.mockResolvedValue(listAnswer([thisDevice, phone]) as never);
    api.endSession.mockRejectedValue(new ApiError('This session has already ended.', 404));
    renderPage(sessionsScreen);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS (198.51.100.20)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This session has already ended.');
    expect(screen.getByText('Safari on iOS')).toBeTruthy();
  });

  it('pages through many sessions', async () => {
    const user = userEvent.setup();
    api.sessions.mockImplementation(
      async (page = 1) =>
        listAnswer([page === 1 ? thisDevice : phone], { page, limit: 15, total: 17 }) as never,
    );
    renderPage(sessionsScreen);
    const pager = await screen.findByRole('navigation', { name: 'Session pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Safari on iOS')).toBeTruthy();
    expect(api.sessions).toHaveBeenLastCalledWith(2, 15);
  });
});
