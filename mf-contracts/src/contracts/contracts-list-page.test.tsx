import { ApiError, contractsApi, ownersApi } from '@pm/api-client';
import { storedContract } from '@pm/schemas/testing';
import { listPageCases } from '@pm/ui/page-tests';
import { listEnvelope, renderRoutes } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import { ContractsListPage } from './contracts-list-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { contractsApi: ['list'], ownersApi: ['list'] }),
);
const list = vi.mocked(contractsApi.list);
const listOwners = vi.mocked(ownersApi.list);

describe('Contracts list (/contracts)', () => {
  beforeEach(() => {
    listOwners.mockResolvedValue(listEnvelope([]) as never);
  });

  listPageCases({
    path: '/contracts',
    page: <ContractsListPage />,
    list,
    plural: 'contracts',
    record: storedContract,
    title: 'Contracts',
    columns: [
      'Owner Name',
      'Property',
      'Tenant',
      'Rental Rate',
      'Deposit',
      'Start Date',
      'End Date',
      'Agent Name',
      'Actions',
    ],
    cells: [
      'Somchai Jaidee',
      'Sukhumvit Suite',
      'John Smith',
      '25,000',
      '50,000',
      '2024-01-01',
      '2024-12-31',
      'Anong Agent',
    ],
    add: { label: 'Add Contract', to: '/contracts/add-contract' },
    emptyText: 'No Contracts Available',
    failure: new ApiError('Unauthorized access', 401),
    actions: {
      button: 'Actions for CT-2024-001',
      view: '/contract/:id',
      update: '/contracts/edit-contract/:id',
      deleteLog: 'Delete contract',
    },
    rowOpensDetails: true,
  });

  it("also requests the owners (the first page, by the client's SPEC 9 defaults) and shows nothing from them, even when that call fails", async () => {
    listOwners.mockRejectedValue(new ApiError('Owners are down', 500));
    list.mockResolvedValue(listEnvelope([storedContract]) as never);
    renderRoutes('/contracts', { '/contracts': <ContractsListPage /> });
    expect(await screen.findByRole('table', { name: 'Contracts' })).toBeTruthy();
    expect(listOwners).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Owners are down/)).toBeNull();
  });
});
