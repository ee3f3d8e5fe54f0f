import {
  contractsApi,
  ownerOptions,
  ownersApi,
  propertiesApi,
  propertyOptions,
  tenantOptions,
  tenantsApi,
} from '@pm/api-client';
import { BackButton, LoadStates, PageHeading, saveOrShowFailure, showToast, useLoad } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { ContractForm, emptyContractForm, type PartyOptions } from './contract-form';

/** The choices of the owner, property and tenant selects: the first 100 of each. */
async function loadParties(): Promise<PartyOptions> {
  const [owners, properties, tenants] = await Promise.all([
    ownerOptions(ownersApi),
    propertyOptions(propertiesApi),
    tenantOptions(tenantsApi),
  ]);
  return { owners, properties, tenants };
}

export function AddContractPage() {
  const navigate = useNavigate();
  const parties = useLoad(loadParties, []);
  return (
    <>
      <PageHeading title="Add Contract" actions={<BackButton to="/contracts" />} />
      <LoadStates state={parties}>
        {(data) => (
          <ContractForm
            mode="create"
            defaultValues={emptyContractForm}
            parties={data}
            submitLabel="Add Contract"
            onSubmit={async (payload) => {
              if (!(await saveOrShowFailure(() => contractsApi.create(payload), 'error'))) return;
              await showToast('Contract added successfully');
              navigate('/contracts', { replace: true });
            }}
          />
        )}
      </LoadStates>
    </>
  );
}
