import { contractsApi } from '@pm/api-client';
import { EditRecordPage, showToast } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { ContractForm } from './contract-form';
import { contractToFormValues, contractUpdatePayload, currentParties } from './contract-form-values';
import { contractScreens } from './contract-screens';

export function EditContractPage() {
  const navigate = useNavigate();
  return (
    <EditRecordPage screens={contractScreens} read={contractsApi.get} title="Edit Contract">
      {(contract, id) => (
        <ContractForm
          key={contract._id}
          mode="update"
          defaultValues={contractToFormValues(contract)}
          choices={{ status: 'loaded', data: currentParties(contract) }}
          onSubmit={async (values) => {
            await contractsApi.update(id, contractUpdatePayload(values));
            await showToast('Contract updated successfully');
            navigate(contractScreens.list);
          }}
        />
      )}
    </EditRecordPage>
  );
}
