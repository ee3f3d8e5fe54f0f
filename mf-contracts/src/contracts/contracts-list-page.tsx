import { contractsApi, ownersApi } from '@pm/api-client';
import type { Contract } from '@pm/schemas/contract';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import {
  ActionMenu,
  type DataColumn,
  DataTable,
  LoadStates,
  PageHeading,
  StaticPager,
  useLoad,
} from '@pm/ui';
import { Button } from '@pm/ui/mui-basics';
import { Link, useNavigate } from '@pm/ui/navigation';
import { useEffect } from 'react';
import { formatAmount } from './contract-text';

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
  {
    key: 'actions',
    header: 'Actions',
    cell: (contract) => (
      <ActionMenu
        label={`Actions for ${contract.contractRefName}`}
        viewTo={`/contract/${contract._id}`}
        updateTo={`/contracts/edit-contract/${contract._id}`}
        onDelete={() => console.log('Delete contract', contract._id)}
      />
    ),
  },
];

export function ContractsListPage() {
  const navigate = useNavigate();
  const contracts = useLoad(() => contractsApi.list(1, 15).then((answer) => answer.data), []);
  useEffect(() => {
    // SPEC 2: the page also requests owners but shows nothing from that result (nor from its failure).
    ownersApi.list(1, 15).catch(() => undefined);
  }, []);
  return (
    <>
      <PageHeading
        title="Contracts"
        actions={
          <Button component={Link} to="/contracts/add-contract" variant="contained">
            Add Contract
          </Button>
        }
      />
      <LoadStates state={contracts}>
        {(data) => (
          <>
            <DataTable
              label="Contracts"
              columns={columns}
              rows={data}
              onRowClick={(contract) => navigate(`/contract/${contract._id}`)}
              emptyText="No Contracts Available"
              minWidth={960}
            />
            <StaticPager />
          </>
        )}
      </LoadStates>
    </>
  );
}
