import { ApiError, auditApi, contractsApi } from '@pm/api-client';
import { storedContract } from '@pm/schemas/testing';
import { detailsScreenCases } from '@pm/ui/page-tests';
import { envelope, renderPage } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import { ContractDetailsPage } from './contract-details-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    auditApi: ['list'],
    contractsApi: ['get'],
  }),
);
const { get } = vi.mocked(contractsApi);
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
});
