import { ApiError, contractsApi, ownersApi } from '@pm/api-client';
import { deferred, listEnvelope, renderRoutes } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedContract } from './contract-fixtures';
import { ContractsListPage } from './contracts-list-page';

vi.mock('@pm/api-client', async (importActual) => {
  const actual = await importActual<typeof import('@pm/api-client')>();
  return {
    ...actual,
    contractsApi: { list: vi.fn() },
    ownersApi: { list: vi.fn() },
  };
});
const list = vi.mocked(contractsApi.list);
const listOwners = vi.mocked(ownersApi.list);

function renderPage() {
  return renderRoutes('/contracts', {
    '/contracts': <ContractsListPage />,
    '/contracts/add-contract': 'Add contract page',
    '/contract/:id': 'Contract details page',
    '/contracts/edit-contract/:id': 'Edit contract page',
  });
}

describe('Contracts list (/contracts)', () => {
  beforeEach(() => {
    list.mockReset();
    listOwners.mockReset();
    listOwners.mockResolvedValue(listEnvelope([]) as never);
  });

  it('shows "Loading..." while the contracts load, asking for page 1 and limit 15', () => {
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

  it('also requests the owners (page 1, limit 15) and shows nothing from them, even when that call fails', async () => {
    listOwners.mockRejectedValue(new ApiError('Owners are down', 500));
    list.mockResolvedValue(listEnvelope([storedContract]) as never);
    renderPage();
    expect(await screen.findByRole('table', { name: 'Contracts' })).toBeTruthy();
    expect(listOwners).toHaveBeenCalledWith(1, 15);
    expect(screen.queryByText(/Owners are down/)).toBeNull();
  });

  it('shows the heading, the columns, a contract row and the static pager', async () => {
    list.mockResolvedValue(listEnvelope([storedContract]) as never);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Contracts' });
    expect(screen.getByRole('heading', { name: 'Contracts' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Owner Name',
      'Property',
      'Tenant',
      'Rental Rate',
      'Deposit',
      'Start Date',
      'End Date',
      'Agent Name',
      'Actions',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(0, 8).map((cell) => cell.textContent)).toEqual([
      'Somchai Jaidee',
      'Sukhumvit Suite',
      'Mali Suksan',
      '25,000',
      '50,000',
      '2024-01-01',
      '2024-12-31',
      'Anong Agent',
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
  });

  it('links "Add Contract" to /contracts/add-contract and says when there are no contracts', async () => {
    list.mockResolvedValue(listEnvelope([]) as never);
    renderPage();
    expect(await screen.findByText('No Contracts Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Contract' }).getAttribute('href')).toBe(
      '/contracts/add-contract',
    );
  });

  it('opens the details page on a row click', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(listEnvelope([storedContract]) as never);
    renderPage();
    await user.click(await screen.findByText('Sukhumvit Suite'));
    expect(await screen.findByText('Contract details page')).toBeTruthy();
  });

  it('offers View, Update and Delete in the action menu without opening the row; Delete only logs', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    list.mockResolvedValue(listEnvelope([storedContract]) as never);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for CT-2024-001' }));
    expect(screen.getByRole('menuitem', { name: 'View' }).getAttribute('href')).toBe('/contract/contract-1');
    expect(screen.getByRole('menuitem', { name: 'Update' }).getAttribute('href')).toBe(
      '/contracts/edit-contract/contract-1',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(log).toHaveBeenCalledWith('Delete contract', 'contract-1');
    expect(screen.queryByText('Contract details page')).toBeNull();
    expect(screen.getByRole('table', { name: 'Contracts' })).toBeTruthy();
    log.mockRestore();
  });

  it('opens the edit page from Update', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(listEnvelope([storedContract]) as never);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for CT-2024-001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Update' }));
    expect(await screen.findByText('Edit contract page')).toBeTruthy();
  });
});
