import {
  contractsApi,
  ownerOptions,
  ownersApi,
  propertiesApi,
  propertyOptions,
  tenantOptions,
  tenantsApi,
} from '@pm/api-client';
import { AddRecordPage, showToast, useLoad } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { ContractForm } from './contract-form';
import { contractCreatePayload, emptyContractForm, type PartyOptions } from './contract-form-values';
import { contractScreens } from './contract-screens';

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
    <AddRecordPage screens={contractScreens}>
      <ContractForm
        mode="create"
        defaultValues={emptyContractForm}
        choices={parties}
        onSubmit={async (values) => {
          await contractsApi.create(contractCreatePayload(values));
          await showToast('Contract added successfully');
          navigate(contractScreens.list, { replace: true });
        }}
      />
    </AddRecordPage>
  );
}
