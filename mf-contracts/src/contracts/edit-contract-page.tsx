import { Button } from '@mui/material';
import { api } from '@pm/api-client';
import { type Contract, tenantDisplayName } from '@pm/schemas/contract';
import {
  ArrowBackIcon,
  ErrorState,
  LoadingState,
  PageHeading,
  showFailedAlert,
  showToast,
  useLoad,
} from '@pm/ui';
import { Link, useNavigate, useParams } from 'react-router';
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
  const contract = useLoad(() => api.contracts.get(id).then((answer) => answer.data), [id]);
  return (
    <>
      <PageHeading
        title="Edit Contract"
        actions={
          <Button component={Link} to="/contracts" variant="outlined" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      {contract.status === 'loading' && <LoadingState />}
      {contract.status === 'error' && <ErrorState message={contract.message} />}
      {contract.status === 'loaded' && (
        <ContractForm
          key={contract.data._id}
          mode="update"
          defaultValues={contractToFormValues(contract.data)}
          parties={currentParties(contract.data)}
          submitLabel="Update Contract"
          onSubmit={async (payload) => {
            try {
              await api.contracts.update(id, payload);
            } catch (error) {
              void showFailedAlert(error instanceof Error ? error.message : String(error), 'error');
              return;
            }
            await showToast('Contract updated successfully');
            navigate('/contracts');
          }}
        />
      )}
    </>
  );
}
