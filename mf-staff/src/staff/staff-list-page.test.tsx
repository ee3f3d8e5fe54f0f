import { ApiError, staffApi } from '@pm/api-client';
import { columnHeaders, deferred, renderRoutes, rowTexts } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, invitedAgent, listAnswer } from '../../test/staff-records';
import { StaffListPage } from './staff-list-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { staffApi: ['list'] }),
);
const list = vi.mocked(staffApi.list);

const renderList = (path = '/staff') =>
  renderRoutes(path, {
    '/staff': <StaffListPage />,
    '/staff/invite': 'Invite page',
    '/staff/:id': 'Member page',
  });

describe('Staff list (/staff)', () => {
  it('shows "Loading..." while the staff load, asking for page 1 and limit 15', () => {
    list.mockReturnValue(deferred<never>().promise);
    renderList();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(1, 15);
  });

  it('shows the server’s sentence when the load is refused', async () => {
    list.mockRejectedValue(new ApiError('Only an admin may manage staff accounts.', 403));
    renderList();
    expect(await screen.findByText('Error: Only an admin may manage staff accounts.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows name, email, role, status, last sign-in and two-step of each member, and no pager for one page', async () => {
    list.mockResolvedValue(listAnswer([admin, invitedAgent]) as never);
    renderList();
    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(columnHeaders(table)).toEqual(['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Two-step']);
    const [, first, second] = rowTexts(table);
    expect(first.slice(0, 4)).toEqual(['Ann Admin', 'ann@agency.test', 'Admin', 'Active']);
    expect(first[4]).toMatch(/^2025-01-3[01] \d\d:\d\d$/);
    expect(first[5]).toBe('On');
    expect(second).toEqual(['Bob Agent', 'bob@agency.test', 'Agent', 'Invited', 'Never', 'Off']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('opens a member’s page from their name, and the invitation form from "Invite"', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(listAnswer([admin]) as never);
    renderList();
    expect(screen.getByRole('link', { name: 'Invite' }).getAttribute('href')).toBe('/staff/invite');
    await user.click(await screen.findByRole('link', { name: 'Ann Admin' }));
    expect(await screen.findByText('Member page')).toBeTruthy();
  });

  it('pages through the list by the answer’s page, limit and total', async () => {
    const user = userEvent.setup();
    list.mockImplementation(
      async (page = 1) =>
        listAnswer([page === 1 ? admin : invitedAgent], {
          page,
          limit: 15,
          total: 40,
        }) as never,
    );
    renderList();
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Showing 1-15 of 40')).toBeTruthy();
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Bob Agent' })).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith(2, 15);
    const second = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(second).getByText('Showing 16-30 of 40')).toBeTruthy();

    await user.click(within(second).getByRole('button', { name: 'Page 3' }));
    expect(list).toHaveBeenLastCalledWith(3, 15);
    const third = await screen.findByText('Showing 31-40 of 40');
    expect(
      (within(third.parentElement as HTMLElement).getByRole('button', { name: 'Next' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('opens at the page of its address (?page=2)', async () => {
    list.mockResolvedValue(listAnswer([invitedAgent], { page: 2, total: 16 }) as never);
    renderList('/staff?page=2');
    expect(await screen.findByText('Showing 16-16 of 16')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(2, 15);
  });
});
