import { contractsApi } from '@pm/api-client';
import { EditRecordPage, showToast } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { ContractForm } from './contract-form';
import { contractToFormValues, contractUpdatePayload, currentParties } from './contract-form-values';

export function EditContractPage() {
  const navigate = useNavigate();
  return (
    <EditRecordPage title="Edit Contract" listPath="/contracts" read={contractsApi.get}>
      {(contract, id) => (
        <ContractForm
          key={contract._id}
          mode="update"
          defaultValues={contractToFormValues(contract)}
          choices={{ status: 'loaded', data: currentParties(contract) }}
          onSubmit={async (values) => {
            await contractsApi.update(id, contractUpdatePayload(values));
            await showToast('Contract updated successfully');
            navigate('/contracts');
          }}
        />
      )}
    </EditRecordPage>
  );
}
