import { ApiError, propertiesApi } from '@pm/api-client';
import { deferred, listEnvelope, renderRoutes } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PropertiesListPage } from './properties-list-page';
import { storedProperty } from './property-fixtures';

vi.mock('@pm/api-client', async (importActual) => {
  const actual = await importActual<typeof import('@pm/api-client')>();
  return { ...actual, propertiesApi: { list: vi.fn() } };
});
const list = vi.mocked(propertiesApi.list);

function renderPage() {
  return renderRoutes('/properties', {
    '/properties': <PropertiesListPage />,
    '/properties/add-property': 'Add property page',
    '/property/:id': 'Property details page',
  });
}

describe('Properties list (/properties)', () => {
  beforeEach(() => {
    list.mockReset();
  });

  it('shows "Loading..." while the properties load, asking for page 1 and limit 15', () => {
    list.mockReturnValue(deferred<never>().promise);
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(1, 15);
  });

  it('shows "Oops! Something went wrong." (not the message) when the load fails', async () => {
    list.mockRejectedValue(new ApiError('Please sign in again.', 401));
    renderPage();
    expect(await screen.findByText('Oops! Something went wrong.')).toBeTruthy();
    expect(screen.queryByText(/Error:/)).toBeNull();
    expect(screen.queryByText(/sign in again/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the heading, the SPEC columns, a property row and the static pager', async () => {
    list.mockResolvedValue(listEnvelope([storedProperty]) as never);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(screen.getByRole('heading', { name: 'Properties' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'CondoName', 'Address', 'Size', 'Rooms', 'Monthly Rent', 'Status', 'Actions']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(0, 7).map((cell) => cell.textContent)).toEqual([
      'Sukhumvit Suite',
      'condoName 1',
      '12 Sukhumvit Soi 24, Bangkok',
      '65.5',
      '3',
      '35,000',
      'rented',
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
  });

  it('links "Add Property" to /properties/add-property and says when there are none', async () => {
    list.mockResolvedValue(listEnvelope([]) as never);
    renderPage();
    expect(await screen.findByText('No Properties Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Property' }).getAttribute('href')).toBe(
      '/properties/add-property',
    );
  });

  it('offers View and Update links and a Delete that only logs', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    list.mockResolvedValue(listEnvelope([storedProperty]) as never);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Sukhumvit Suite' }));
    expect(screen.getByRole('menuitem', { name: 'View' }).getAttribute('href')).toBe(
      `/property/${storedProperty._id}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Update' }).getAttribute('href')).toBe(
      `/properties/update-property/${storedProperty._id}`,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(log).toHaveBeenCalledWith('Delete property', storedProperty._id);
    expect(screen.getByText('Sukhumvit Suite')).toBeTruthy();
    log.mockRestore();
  });

  it('opens the details page from View', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(listEnvelope([storedProperty]) as never);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Sukhumvit Suite' }));
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(await screen.findByText('Property details page')).toBeTruthy();
  });
});
