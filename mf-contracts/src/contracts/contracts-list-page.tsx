import { contractsApi, ownersApi } from '@pm/api-client';
import type { Contract } from '@pm/schemas/records';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import { actionsColumn, type DataColumn, formatAmount, RecordListPage } from '@pm/ui';
import { useEffect } from 'react';
import { contractScreens } from './contract-screens';

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
  actionsColumn(contractScreens, (contract) => contract.contractRefName),
];

export function ContractsListPage() {
  useEffect(() => {
    // SPEC 2: the page also requests owners but shows nothing from that result (nor from its failure).
    ownersApi.list().catch(() => undefined);
  }, []);
  return (
    <RecordListPage
      screens={contractScreens}
      list={contractsApi.list}
      columns={columns}
      rowOpensDetails
      minWidth={960}
    />
  );
}
