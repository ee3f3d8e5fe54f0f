import { ApiError, tenantsApi } from '@pm/api-client';
import { deferred, listEnvelope, renderRoutes } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedTenant } from './tenant-fixtures';
import { TenantsListPage } from './tenants-list-page';

vi.mock('@pm/api-client', async (importActual) => {
  const actual = await importActual<typeof import('@pm/api-client')>();
  return { ...actual, tenantsApi: { list: vi.fn() } };
});
const list = vi.mocked(tenantsApi.list);

function renderPage() {
  return renderRoutes('/tenants', {
    '/tenants': <TenantsListPage />,
    '/tenants/add-tenant': 'Add tenant page',
    '/tenants/edit-tenant/:id': 'Edit tenant page',
    '/tenant/:id': 'Tenant details page',
  });
}

describe('Tenants list (/tenants)', () => {
  beforeEach(() => {
    list.mockReset();
  });

  it('shows "Loading..." while the tenants load, asking for page 1 and limit 15', () => {
    list.mockReturnValue(deferred<never>().promise);
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(1, 15);
  });

  it('shows "Error: {message}" when the load fails', async () => {
    list.mockRejectedValue(new ApiError('Please sign in again.', 401));
    renderPage();
    expect(await screen.findByText('Error: Please sign in again.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the heading, the SPEC columns, a tenant row and the static pager', async () => {
    list.mockResolvedValue(listEnvelope([storedTenant]) as never);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tenants' });
    expect(screen.getByRole('heading', { name: 'Tenants' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Nickname', 'Surname', 'Contact No.', 'Nationality', 'Actions']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'John',
      'john@example.com',
      'Johnny',
      'Smith',
      '0812345678',
      'British',
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
  });

  it('links "Add Tenant" to /tenants/add-tenant and says when there are no tenants', async () => {
    list.mockResolvedValue(listEnvelope([]) as never);
    renderPage();
    expect(await screen.findByText('No Tenants Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Tenant' }).getAttribute('href')).toBe('/tenants/add-tenant');
  });

  it('opens the details page when a row is clicked', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(listEnvelope([storedTenant]) as never);
    renderPage();
    await user.click(await screen.findByText('john@example.com'));
    expect(await screen.findByText('Tenant details page')).toBeTruthy();
  });

  it('offers View, Update and Delete; Delete only logs and neither it nor the menu button opens the row', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    list.mockResolvedValue(listEnvelope([storedTenant]) as never);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for John' }));
    expect(screen.queryByText('Tenant details page')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'View' }).getAttribute('href')).toBe(
      `/tenant/${storedTenant._id}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Update' }).getAttribute('href')).toBe(
      `/tenants/edit-tenant/${storedTenant._id}`,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(log).toHaveBeenCalledWith('Delete tenant', storedTenant._id);
    expect(screen.queryByText('Tenant details page')).toBeNull();
    expect(screen.getByRole('table', { name: 'Tenants' })).toBeTruthy();
    log.mockRestore();
  });

  it('opens the edit page from Update, not the details page', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(listEnvelope([storedTenant]) as never);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for John' }));
    await user.click(screen.getByRole('menuitem', { name: 'Update' }));
    expect(await screen.findByText('Edit tenant page')).toBeTruthy();
  });
});
