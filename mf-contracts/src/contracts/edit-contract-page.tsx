import { contractsApi } from '@pm/api-client';
import { EditRecordPage } from '@pm/ui';
import { ContractForm } from './contract-form';
import { contractToFormValues, contractUpdatePayload, currentParties } from './contract-form-values';
import { contractScreens } from './contract-screens';

export function EditContractPage() {
  return (
    <EditRecordPage
      screens={contractScreens}
      form={ContractForm}
      read={contractsApi.get}
      title="Edit Contract"
      toFormValues={contractToFormValues}
      choices={currentParties}
      update={(id, values, _files, loaded) => contractsApi.update(id, contractUpdatePayload(values), loaded)}
    />
  );
}
