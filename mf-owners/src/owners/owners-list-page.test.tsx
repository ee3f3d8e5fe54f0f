import { ApiError, ownersApi } from '@pm/api-client';
import { deferred, listEnvelope, renderRoutes } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedOwner } from './owner-fixtures';
import { OwnersListPage } from './owners-list-page';

vi.mock('@pm/api-client', async (importActual) => {
  const actual = await importActual<typeof import('@pm/api-client')>();
  return { ...actual, ownersApi: { list: vi.fn() } };
});
const list = vi.mocked(ownersApi.list);

function renderPage() {
  return renderRoutes('/owners', {
    '/owners': <OwnersListPage />,
    '/add-owner': 'Add owner page',
    '/owner/:id': 'Owner details page',
  });
}

describe('Owners list (/owners)', () => {
  beforeEach(() => {
    list.mockReset();
  });

  it('shows "Loading..." while the owners load, asking for page 1 and limit 15', () => {
    list.mockReturnValue(deferred<never>().promise);
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(1, 15);
  });

  it('shows "Error: {message}" when the load fails', async () => {
    list.mockRejectedValue(new ApiError('Unauthorized access', 401));
    renderPage();
    expect(await screen.findByText('Error: Unauthorized access')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the heading, the search box, the columns, an owner row and the static pager', async () => {
    list.mockResolvedValue(listEnvelope([storedOwner]) as never);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Owners' });
    expect(screen.getByRole('heading', { name: 'Owners' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search here')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Owner Name', 'Phone', 'Bank Name', 'Passport No', 'Status', 'Action']);
    const row = within(table).getAllByRole('row')[1];
    for (const text of [
      'Somchai Jaidee',
      'somchai@example.com',
      '0812345678',
      'Kasikorn',
      'AA1234567',
      'Active',
    ]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByRole('img', { name: 'Somchai Jaidee profile image' }).getAttribute('src')).toBe(
      '/api/files/profile-1.png',
    );
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
  });

  it('links "Add Owner" to /add-owner', async () => {
    list.mockResolvedValue(listEnvelope([]) as never);
    renderPage();
    expect(await screen.findByText('No Owners Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Owner' }).getAttribute('href')).toBe('/add-owner');
  });

  it('offers View, Update and Delete in the action menu; Delete only logs', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    list.mockResolvedValue(listEnvelope([storedOwner]) as never);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Somchai Jaidee' }));
    expect(screen.getByRole('menuitem', { name: 'View' }).getAttribute('href')).toBe(
      `/owner/${storedOwner._id}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Update' }).getAttribute('href')).toBe(
      `/owners/update-owner/${storedOwner._id}`,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(log).toHaveBeenCalledWith('Delete owner', storedOwner._id);
    expect(screen.getByText('Somchai Jaidee')).toBeTruthy();
    log.mockRestore();
  });

  it('opens the details page from View', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(listEnvelope([storedOwner]) as never);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Somchai Jaidee' }));
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(await screen.findByText('Owner details page')).toBeTruthy();
  });
});
