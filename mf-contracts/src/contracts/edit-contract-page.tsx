import { contractsApi } from '@pm/api-client';
import type { Contract } from '@pm/schemas/contract';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import { BackButton, LoadStates, PageHeading, saveOrShowFailure, showToast, useLoad } from '@pm/ui';
import { useNavigate, useParams } from '@pm/ui/navigation';
import { ContractForm, contractToFormValues, type PartyOptions } from './contract-form';

/** An edit cannot change the owner, property or tenant (SPEC 7), so their selects offer only the current ones. */
function currentParties(contract: Contract): PartyOptions {
  const option = (value: string | undefined, label: string) => (value ? [{ value, label }] : []);
  return {
    owners: option(contract.owner?._id, contract.owner?.profile?.name ?? ''),
    properties: option(contract.property?._id, contract.property?.name ?? ''),
    tenants: option(contract.tenant?._id, tenantDisplayName(contract.tenant)),
  };
}

export function EditContractPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const contract = useLoad(() => contractsApi.get(id).then((answer) => answer.data), [id]);
  return (
    <>
      <PageHeading title="Edit Contract" actions={<BackButton to="/contracts" />} />
      <LoadStates state={contract}>
        {(data) => (
          <ContractForm
            key={data._id}
            mode="update"
            defaultValues={contractToFormValues(data)}
            parties={currentParties(data)}
            submitLabel="Update Contract"
            onSubmit={async (payload) => {
              if (!(await saveOrShowFailure(() => contractsApi.update(id, payload), 'error'))) return;
              await showToast('Contract updated successfully');
              navigate('/contracts');
            }}
          />
        )}
      </LoadStates>
    </>
  );
}
