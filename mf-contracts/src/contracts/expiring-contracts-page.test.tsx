import { ApiError, contractsApi } from '@pm/api-client';
import type { ExpiringContract } from '@pm/schemas/lease';
import { registerScreenPaths, useLocation } from '@pm/ui/navigation';
import { actAs, columnHeaders, deferred, envelope, listEnvelope, renderPage, rowTexts } from '@pm/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpiringContractsPage } from './expiring-contracts-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    contractsApi: ['expiring', 'overdue', 'renewalOffered', 'end'],
  }),
);
const { expiring, overdue, renewalOffered, end } = vi.mocked(contractsApi);

const endingSoon: ExpiringContract = {
  _id: 'c0a1b2c3-3333-4a2b-8c3d-000000000041',
  contractRefName: 'CT-2025-014',
  startDate: '2025-01-01',
  finishDate: '2025-12-10',
  daysLeft: 12,
  leaseStatus: 'open',
  tenant: { _id: 't0a1b2c3-3333-4a2b-8c3d-000000000001', name: 'John Smith' },
  property: { _id: 'p0a1b2c3-3333-4a2b-8c3d-000000000001', name: 'Sukhumvit Suite' },
  owner: { _id: 'o0a1b2c3-3333-4a2b-8c3d-000000000001', name: 'Somchai Jaidee' },
  monthlyRent: 25000,
};
const renewed: ExpiringContract = {
  ...endingSoon,
  _id: 'c0a1b2c3-3333-4a2b-8c3d-000000000042',
  contractRefName: 'CT-2025-015',
  finishDate: '2025-12-29',
  daysLeft: 1,
  leaseStatus: 'renewed',
  monthlyRent: null,
};
const late: ExpiringContract = {
  ...endingSoon,
  _id: 'c0a1b2c3-3333-4a2b-8c3d-000000000043',
  contractRefName: 'CT-2024-090',
  finishDate: '2025-11-23',
  daysLeft: -5,
  leaseStatus: 'renewal offered',
};

/** The address the page is at, as the router has it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const expiringScreen = (path = '/contracts/expiring') => ({
  path,
  pattern: '/contracts/expiring',
  page: (
    <>
      <ExpiringContractsPage />
      <Address />
    </>
  ),
});
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const soonTable = () => screen.findByRole('table', { name: 'Contracts ending soon' });
const overdueTable = () => screen.findByRole('table', { name: 'Overdue contracts' });
const withPaging = (rows: ExpiringContract[], page: number, total: number) => ({
  ...listEnvelope(rows),
  page,
  total,
});

describe('Expiring Contracts (/contracts/expiring)', () => {
  beforeEach(() => {
    expiring.mockResolvedValue(listEnvelope([endingSoon, renewed]) as never);
    overdue.mockResolvedValue(listEnvelope([late]) as never);
  });

  it('lists the contracts ending within 30 days, soonest first, and the overdue ones apart', async () => {
    registerScreenPaths({
      'contract-details': '/contract/:id',
      'tenant-details': '/tenant/:id',
      'property-details': '/property/:id',
      'owner-details': '/owner/:id',
    });
    renderPage(expiringScreen());
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    const soon = await soonTable();
    expect(expiring).toHaveBeenCalledWith(30, 1);
    expect(overdue).toHaveBeenCalledWith(1);
    expect(columnHeaders(soon)).toEqual([
      'Contract',
      'Tenant',
      'Property',
      'Owner',
      'Monthly rent',
      'Finish date',
      'Days left',
      'Status',
      'Actions',
    ]);
    expect(
      rowTexts(soon)
        .slice(1)
        .map((cells) => cells.slice(0, 8)),
    ).toEqual([
      [
        'CT-2025-014',
        'John Smith',
        'Sukhumvit Suite',
        'Somchai Jaidee',
        '25,000',
        '2025-12-10',
        '12 days',
        'Open',
      ],
      [
        'CT-2025-015',
        'John Smith',
        'Sukhumvit Suite',
        'Somchai Jaidee',
        '-',
        '2025-12-29',
        '1 day',
        'Renewed',
      ],
    ]);
    const links = (name: string) =>
      within(soon)
        .getAllByRole('link', { name })
        .map((link) => link.getAttribute('href'));
    expect(links('CT-2025-014')).toEqual([`/contract/${endingSoon._id}`]);
    expect(links('John Smith')[0]).toBe(`/tenant/${endingSoon.tenant._id}`);
    expect(links('Sukhumvit Suite')[0]).toBe(`/property/${endingSoon.property._id}`);
    expect(links('Somchai Jaidee')[0]).toBe(`/owner/${endingSoon.owner._id}`);

    const late_ = await overdueTable();
    expect(
      rowTexts(late_)
        .slice(1)
        .map((cells) => cells.slice(0, 8)),
    ).toEqual([
      [
        'CT-2024-090',
        'John Smith',
        'Sukhumvit Suite',
        'Somchai Jaidee',
        '25,000',
        '2025-11-23',
        '5 days ago',
        'Renewal offered',
      ],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Ending soon pages' })).toBeNull();
  });

  it('changes the horizon in the address, back to the first page, and asks for that horizon', async () => {
    const user = userEvent.setup();
    renderPage(expiringScreen('/contracts/expiring?page=2&overduePage=3'));
    await soonTable();
    expect(expiring).toHaveBeenLastCalledWith(30, 2);
    expect(overdue).toHaveBeenLastCalledWith(3);
    const horizon = screen.getByRole('combobox', { name: 'Ending within' }) as HTMLSelectElement;
    expect([...horizon.options].map((option) => option.text)).toEqual([
      '30 days',
      '60 days',
      '90 days',
      '120 days',
    ]);
    await user.selectOptions(horizon, '90');
    await waitFor(() => expect(address()).toBe('/contracts/expiring?overduePage=3&within=90'));
    await waitFor(() => expect(expiring).toHaveBeenLastCalledWith(90, 1));
    expect(overdue).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Contracts that finish in the next 90 days, soonest first.')).toBeTruthy();
  });

  it('opens at the horizon and pages of its address (a reload, a shared link)', async () => {
    renderPage(expiringScreen('/contracts/expiring?within=60&page=2'));
    await soonTable();
    expect(expiring).toHaveBeenCalledWith(60, 2);
    expect((screen.getByRole('combobox', { name: 'Ending within' }) as HTMLSelectElement).value).toBe('60');
  });

  it('takes an unknown horizon for 30 days', async () => {
    renderPage(expiringScreen('/contracts/expiring?within=45'));
    await soonTable();
    expect(expiring).toHaveBeenCalledWith(30, 1);
  });

  it('pages each list with its own pager, keeping the page in the address', async () => {
    const user = userEvent.setup();
    expiring.mockResolvedValue(withPaging([endingSoon], 1, 20) as never);
    overdue.mockResolvedValue(withPaging([late], 1, 40) as never);
    renderPage(expiringScreen('/contracts/expiring?within=60'));
    await soonTable();
    const soonPages = screen.getByRole('navigation', { name: 'Ending soon pages' });
    expect(within(soonPages).getByText('Showing 1-15 of 20')).toBeTruthy();
    await user.click(within(soonPages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('/contracts/expiring?within=60&page=2'));
    await waitFor(() => expect(expiring).toHaveBeenLastCalledWith(60, 2));

    const overduePages = screen.getByRole('navigation', { name: 'Overdue pages' });
    await user.click(within(overduePages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(address()).toBe('/contracts/expiring?within=60&page=2&overduePage=3'));
    await waitFor(() => expect(overdue).toHaveBeenLastCalledWith(3));
    expect(expiring).toHaveBeenCalledTimes(2);
  });

  it('says when no contract ends within the horizon and none is overdue', async () => {
    expiring.mockResolvedValue(listEnvelope([]) as never);
    overdue.mockResolvedValue(listEnvelope([]) as never);
    renderPage(expiringScreen());
    expect(await screen.findByText('No contracts finish in the next 30 days.')).toBeTruthy();
    expect(screen.getByText('No overdue contracts.')).toBeTruthy();
  });

  it('shows "Error: {message}" in the list that failed, and the other list as it is', async () => {
    overdue.mockRejectedValue(new ApiError('within must be one of 30, 60, 90, 120 (days).', 400));
    renderPage(expiringScreen());
    const overdueSection = screen.getByRole('region', { name: 'Overdue' });
    expect((await within(overdueSection).findByRole('alert')).textContent).toBe(
      'Error: within must be one of 30, 60, 90, 120 (days).',
    );
    expect(await soonTable()).toBeTruthy();
  });

  it('offers Renew, Renewal offered and End on each row an admin may act on; a renewed one has none', async () => {
    renderPage(expiringScreen());
    const soon = await soonTable();
    const [, open, done] = within(soon).getAllByRole('row');
    expect(
      [...within(open).getAllByRole('link'), ...within(open).getAllByRole('button')]
        .map((action) => action.getAttribute('aria-label'))
        .filter(Boolean),
    ).toEqual(['Renew CT-2025-014', 'Renewal offered for CT-2025-014', 'End lease CT-2025-014']);
    expect(within(open).getByRole('link', { name: 'Renew CT-2025-014' }).getAttribute('href')).toBe(
      `/contracts/renew-contract/${endingSoon._id}`,
    );
    expect(within(done).queryAllByRole('button')).toEqual([]);
    expect(within(done).queryByRole('link', { name: /^Renew/ })).toBeNull();
    // A renewal was offered: Renew and End remain.
    const [, overdueRow] = within(await overdueTable()).getAllByRole('row');
    expect(within(overdueRow).getByRole('link', { name: 'Renew CT-2024-090' })).toBeTruthy();
    expect(within(overdueRow).getByRole('button', { name: 'End lease CT-2024-090' })).toBeTruthy();
    expect(within(overdueRow).queryByRole('button', { name: /^Renewal offered/ })).toBeNull();
  });

  it('offers a viewer no lease action', async () => {
    actAs('viewer');
    renderPage(expiringScreen());
    const soon = await soonTable();
    expect(within(soon).queryAllByRole('button')).toEqual([]);
    expect(within(soon).queryByRole('link', { name: /^Renew/ })).toBeNull();
  });

  it('records a renewal offer from a row, then reads both lists again without "Loading..."', async () => {
    const user = userEvent.setup();
    renewalOffered.mockResolvedValue(envelope(null) as never);
    renderPage(expiringScreen());
    await soonTable();
    expiring.mockResolvedValue(listEnvelope([{ ...endingSoon, leaseStatus: 'renewal offered' }]) as never);
    await user.click(screen.getByRole('button', { name: 'Renewal offered for CT-2025-014' }));
    expect(renewalOffered).toHaveBeenCalledWith(endingSoon._id, undefined);
    expect(await screen.findByText('Renewal offer recorded for CT-2025-014')).toBeTruthy();
    await waitFor(() => expect(expiring).toHaveBeenCalledTimes(2));
    expect(overdue).toHaveBeenCalledTimes(2);
    expect(await within(await soonTable()).findByText('Renewal offered')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('ends a lease from a row on its finish date, the property left as it is', async () => {
    const user = userEvent.setup();
    const answer = deferred<never>();
    end.mockReturnValue(answer.promise);
    renderPage(expiringScreen());
    await soonTable();
    await user.click(screen.getByRole('button', { name: 'End lease CT-2025-014' }));
    const dialog = await screen.findByRole('dialog', { name: 'End lease CT-2025-014' });
    expect((within(dialog).getByLabelText('Leaving date') as HTMLInputElement).value).toBe('2025-12-10');
    await user.click(within(dialog).getByRole('button', { name: 'End lease' }));
    expect(end).toHaveBeenCalledWith(
      endingSoon._id,
      { date: '2025-12-10', propertyAvailable: false },
      undefined,
    );
    answer.resolve(envelope(null) as never);
    expect(await screen.findByText('Lease end recorded for CT-2025-014')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^End lease/ })).toBeNull());
    await waitFor(() => expect(expiring).toHaveBeenCalledTimes(2));
  });
});
