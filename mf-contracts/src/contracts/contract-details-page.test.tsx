import { ApiError, auditApi, contractsApi } from '@pm/api-client';
import type { Contract } from '@pm/schemas/records';
import { storedContract } from '@pm/schemas/testing';
import { detailsScreenCases, expectFailedAlert } from '@pm/ui/page-tests';
import { actAs, deferred, detailValue, envelope, renderPage } from '@pm/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContractDetailsPage } from './contract-details-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    auditApi: ['list'],
    contractsApi: ['get', 'renewalOffered', 'end'],
  }),
);
const { get, renewalOffered, end } = vi.mocked(contractsApi);
const contractDetails = {
  path: `/contract/${storedContract._id}`,
  pattern: '/contract/:id',
  page: <ContractDetailsPage />,
};

/** The value shown under a label of the details page. */
function shownValue(label: string): string | null {
  const captions = screen
    .getAllByText(label, { selector: 'div' })
    .filter((element) => element.nextElementSibling);
  expect(captions).toHaveLength(1);
  return captions[0].nextElementSibling?.textContent ?? null;
}

describe('Contract details (/contract/{id})', () => {
  detailsScreenCases(contractDetails, {
    read: get,
    record: storedContract,
    history: vi.mocked(auditApi.list),
    entity: 'contract',
    failure: new ApiError('Contract not found.', 404),
  });

  it('shows every contract field read-only, booleans as Yes/No', async () => {
    get.mockResolvedValue(envelope(storedContract) as never);
    renderPage(contractDetails);
    expect(await screen.findByRole('region', { name: 'Parties' })).toBeTruthy();
    const expected: Record<string, string> = {
      Owner: 'Somchai Jaidee',
      Property: 'Sukhumvit Suite',
      Tenant: 'John Smith',
      'Contract Reference Name': 'CT-2024-001',
      'Rental Rate (per month)': '25,000',
      'Rental Period': '12 months',
      'Start Date': '2024-01-01',
      'Finish Date': '2024-12-31',
      'Deposit Amount': '50,000',
      'Number of Tenants': '2',
      'Agent Name': 'Anong Agent',
      'Co-Agent Name': 'Boon Helper',
      'Co-Agent Company': 'Siam Homes',
      Water: 'Owner',
      Electricity: 'Tenant',
      Internet: 'Tenant',
      'Maintenance Threshold': '300',
      'Baht Maintenance Threshold': '2,000',
      'Cleaning Fees at Check-out': 'Yes',
      'Bed Sheet Cleaning Fees': 'No',
      'Special Agreements': 'Yes',
      'Agreed Pets': 'No',
      Gardening: 'Yes',
      'Termites Spraying': 'No',
      'Pool Maintenance': 'No',
    };
    expect(Object.fromEntries(Object.keys(expected).map((label) => [label, shownValue(label)]))).toEqual(
      expected,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Update Contract' }).getAttribute('href')).toBe(
      `/contracts/edit-contract/${storedContract._id}`,
    );
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/contracts');
  });

  it('shows a dash for values the contract does not have', async () => {
    get.mockResolvedValue(
      envelope({
        ...storedContract,
        rentalPeriod: null,
        depositAmount: null,
        coAgent: { name: null, company: null },
        resOfUtils: { water: null, electricity: 'owner', internet: null },
      }) as never,
    );
    renderPage(contractDetails);
    const agents = await screen.findByRole('region', { name: 'Agents' });
    expect(within(agents).getAllByText('-')).toHaveLength(2);
    expect(shownValue('Rental Period')).toBe('-');
    expect(shownValue('Deposit Amount')).toBe('-');
    expect(shownValue('Water')).toBe('-');
  });

  describe('the lease (issue 25)', () => {
    const oldContract = { _id: 'c0a1b2c3-3333-4a2b-8c3d-000000000010', contractRefName: 'CT-2023-001' };
    const newContract = { _id: 'c0a1b2c3-3333-4a2b-8c3d-000000000030', contractRefName: 'CT-2025-001' };
    const lease = () => screen.getByRole('region', { name: 'Lease' });
    const leaseButtons = () =>
      ['Renew', 'Renewal offered', 'End lease'].filter(
        (name) => screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name }),
      );

    async function openContract(contract: Contract) {
      get.mockResolvedValue(envelope(contract) as never);
      renderPage(contractDetails);
      await screen.findByRole('region', { name: 'Lease' });
    }

    it('shows an open lease with Renew, Renewal offered and End lease after "Update Contract"', async () => {
      await openContract(storedContract);
      expect(detailValue('Lease status', lease())).toBe('Open');
      expect(within(lease()).queryByText('Renewed by')).toBeNull();
      expect(within(lease()).queryByText('Renews')).toBeNull();
      expect(within(lease()).queryByText('Leaving date')).toBeNull();
      expect(leaseButtons()).toEqual(['Renew', 'Renewal offered', 'End lease']);
      expect(screen.getByRole('link', { name: 'Renew' }).getAttribute('href')).toBe(
        `/contracts/renew-contract/${storedContract._id}`,
      );
      const actions = screen.getByRole('link', { name: 'Update Contract' }).parentElement as HTMLElement;
      expect([...actions.querySelectorAll('a, button')].map((action) => action.textContent)).toEqual([
        'Back',
        'Update Contract',
        'Renew',
        'Renewal offered',
        'End lease',
      ]);
    });

    it('links the contract it renews and the one that renews it, and offers no lease action once renewed', async () => {
      await openContract({
        ...storedContract,
        leaseStatus: 'renewed',
        renews: oldContract,
        renewedBy: newContract,
      });
      expect(detailValue('Lease status', lease())).toBe('Renewed');
      expect(within(lease()).getByRole('link', { name: 'CT-2023-001' }).getAttribute('href')).toBe(
        `/contract/${oldContract._id}`,
      );
      expect(detailValue('Renews', lease())).toBe('CT-2023-001');
      expect(detailValue('Renewed by', lease())).toBe('CT-2025-001');
      expect(within(lease()).getByRole('link', { name: 'CT-2025-001' }).getAttribute('href')).toBe(
        `/contract/${newContract._id}`,
      );
      expect(leaseButtons()).toEqual([]);
    });

    it('shows the recorded ending and when a renewal was offered; an ending lease may still be renewed', async () => {
      await openContract({
        ...storedContract,
        leaseStatus: 'ending',
        renewalOfferedAt: '2024-11-02T10:00:00.000Z',
        ending: { date: '2024-12-15', note: 'Moves to Chiang Mai', propertyAvailable: true },
      });
      expect(detailValue('Lease status', lease())).toBe('Ending');
      expect(detailValue('Leaving date', lease())).toBe('2024-12-15');
      expect(detailValue('Ending note', lease())).toBe('Moves to Chiang Mai');
      expect(detailValue('Property available after leaving', lease())).toBe('Yes');
      expect(detailValue('Renewal offered on', lease())).toMatch(/^2024-11-02 \d\d:\d\d$/);
      expect(leaseButtons()).toEqual(['Renew']);
    });

    it('offers no lease action to a viewer', async () => {
      actAs('viewer');
      await openContract(storedContract);
      expect(detailValue('Lease status', lease())).toBe('Open');
      expect(leaseButtons()).toEqual([]);
    });

    it('records a renewal offer at the version it shows, then shows the contract again without "Loading..."', async () => {
      const user = userEvent.setup();
      renewalOffered.mockResolvedValue(envelope(storedContract) as never);
      await openContract(storedContract);
      get.mockResolvedValue(
        envelope({
          ...storedContract,
          __v: 3,
          leaseStatus: 'renewal offered',
          renewalOfferedAt: '2024-11-02T10:00:00.000Z',
        }) as never,
      );
      await user.click(screen.getByRole('button', { name: 'Renewal offered' }));
      expect(renewalOffered).toHaveBeenCalledWith(storedContract._id, { version: 2 });
      expect(await screen.findByText('Renewal offer recorded for CT-2024-001')).toBeTruthy();
      await waitFor(() => expect(detailValue('Lease status', lease())).toBe('Renewal offered'));
      expect(screen.queryByText('Loading...')).toBeNull();
      expect(leaseButtons()).toEqual(['Renew', 'End lease']);
    });

    it('shows the "Failed" alert when a lease action is refused', async () => {
      const user = userEvent.setup();
      renewalOffered.mockRejectedValue(new ApiError('The contract changed since you opened it.', 412));
      await openContract(storedContract);
      await user.click(screen.getByRole('button', { name: 'Renewal offered' }));
      await expectFailedAlert('The contract changed since you opened it.', 'error');
      expect(get).toHaveBeenCalledTimes(1);
    });

    it('ends the lease: the leaving date (the finish date unless changed), a note and the property made available', async () => {
      const user = userEvent.setup();
      const answer = deferred<never>();
      end.mockReturnValue(answer.promise);
      await openContract(storedContract);
      await user.click(screen.getByRole('button', { name: 'End lease' }));
      const dialog = await screen.findByRole('dialog', { name: 'End lease CT-2024-001' });
      const date = within(dialog).getByLabelText('Leaving date') as HTMLInputElement;
      expect(date.value).toBe('2024-12-31');
      const available = within(dialog).getByLabelText(
        'Mark the property available after the leaving date',
      ) as HTMLInputElement;
      expect(available.checked).toBe(false);
      await user.clear(date);
      await user.type(date, '2024-12-20');
      await user.click(within(dialog).getByLabelText('Note'));
      await user.paste('Moves to Chiang Mai');
      await user.click(available);
      await user.click(within(dialog).getByRole('button', { name: 'End lease' }));

      expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeTruthy();
      expect(end).toHaveBeenCalledWith(
        storedContract._id,
        { date: '2024-12-20', note: 'Moves to Chiang Mai', propertyAvailable: true },
        { version: 2 },
      );
      get.mockResolvedValue(
        envelope({
          ...storedContract,
          leaseStatus: 'ending',
          ending: { date: '2024-12-20', note: 'Moves to Chiang Mai', propertyAvailable: true },
        }) as never,
      );
      answer.resolve(envelope(storedContract) as never);
      expect(await screen.findByText('Lease end recorded for CT-2024-001')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'End lease CT-2024-001' })).toBeNull());
      await waitFor(() => expect(detailValue('Leaving date', lease())).toBe('2024-12-20'));
      expect(detailValue('Ending note', lease())).toBe('Moves to Chiang Mai');
    });

    it('wants a leaving date, and Cancel closes the dialog without sending anything', async () => {
      const user = userEvent.setup();
      await openContract(storedContract);
      await user.click(screen.getByRole('button', { name: 'End lease' }));
      const dialog = await screen.findByRole('dialog', { name: 'End lease CT-2024-001' });
      await user.clear(within(dialog).getByLabelText('Leaving date'));
      await user.click(within(dialog).getByRole('button', { name: 'End lease' }));
      expect(await within(dialog).findByText('Leaving date is required')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(end).not.toHaveBeenCalled();
    });
  });
});
