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
  return (
    <AddRecordPage
      screens={contractScreens}
      form={ContractForm}
      choices={useLoad(loadParties, [])}
      defaultValues={emptyContractForm}
      create={(values) => contractsApi.create(contractCreatePayload(values))}
      added={() => showToast('Contract added successfully')}
      replace
    />
  );
}
