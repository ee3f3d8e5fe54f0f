import { contractsApi, ownersApi } from '@pm/api-client';
import type { Contract } from '@pm/schemas/contract';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import { actionsColumn, type DataColumn, formatAmount, LIST_LIMIT, LIST_PAGE, RecordListPage } from '@pm/ui';
import { useEffect } from 'react';

const columns: DataColumn<Contract>[] = [
  { key: 'owner', header: 'Owner Name', cell: (contract) => contract.owner?.profile?.name },
  { key: 'property', header: 'Property', cell: (contract) => contract.property?.name },
  { key: 'tenant', header: 'Tenant', cell: (contract) => tenantDisplayName(contract.tenant) },
  {
    key: 'rentalRate',
    header: 'Rental Rate',
    align: 'right',
    cell: (contract) => formatAmount(contract.rentalRateInMonths),
  },
  {
    key: 'deposit',
    header: 'Deposit',
    align: 'right',
    cell: (contract) => formatAmount(contract.depositAmount),
  },
  { key: 'startDate', header: 'Start Date', cell: (contract) => contract.startDate },
  { key: 'endDate', header: 'End Date', cell: (contract) => contract.finishDate },
  { key: 'agent', header: 'Agent Name', cell: (contract) => contract.agent?.name },
  actionsColumn({
    noun: 'contract',
    name: (contract) => contract.contractRefName,
    viewPath: (contract) => `/contract/${contract._id}`,
    editPath: (contract) => `/contracts/edit-contract/${contract._id}`,
  }),
];

export function ContractsListPage() {
  useEffect(() => {
    // SPEC 2: the page also requests owners but shows nothing from that result (nor from its failure).
    ownersApi.list(LIST_PAGE, LIST_LIMIT).catch(() => undefined);
  }, []);
  return (
    <RecordListPage
      title="Contracts"
      add={{ label: 'Add Contract', to: '/contracts/add-contract' }}
      list={contractsApi.list}
      columns={columns}
      emptyText="No Contracts Available"
      rowPath={(contract) => `/contract/${contract._id}`}
      minWidth={960}
    />
  );
}
