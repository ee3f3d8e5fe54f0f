import { Button } from '@mui/material';
import { api } from '@pm/api-client';
import { tenantDisplayName } from '@pm/schemas/contract';
import {
  ArrowBackIcon,
  ErrorState,
  LoadingState,
  PageHeading,
  showFailedAlert,
  showToast,
  useLoad,
} from '@pm/ui';
import { Link, useNavigate } from 'react-router';
import { ContractForm, emptyContractForm, type PartyOptions } from './contract-form';

/** The choices of the owner, property and tenant selects: the first 100 of each. */
async function loadParties(): Promise<PartyOptions> {
  const [owners, properties, tenants] = await Promise.all([
    api.owners.list(1, 100),
    api.properties.list(1, 100),
    api.tenants.list(1, 100),
  ]);
  return {
    owners: owners.data.map((owner) => ({ value: owner._id, label: owner.profile.name })),
    properties: properties.data.map((property) => ({ value: property._id, label: property.name })),
    tenants: tenants.data.map((tenant) => ({ value: tenant._id, label: tenantDisplayName(tenant) })),
  };
}

export function AddContractPage() {
  const navigate = useNavigate();
  const parties = useLoad(loadParties, []);
  return (
    <>
      <PageHeading
        title="Add Contract"
        actions={
          <Button component={Link} to="/contracts" variant="outlined" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      {parties.status === 'loading' && <LoadingState />}
      {parties.status === 'error' && <ErrorState message={parties.message} />}
      {parties.status === 'loaded' && (
        <ContractForm
          mode="create"
          defaultValues={emptyContractForm}
          parties={parties.data}
          submitLabel="Add Contract"
          onSubmit={async (payload) => {
            try {
              await api.contracts.create(payload);
            } catch (error) {
              void showFailedAlert(error instanceof Error ? error.message : String(error), 'error');
              return;
            }
            await showToast('Contract added successfully');
            navigate('/contracts', { replace: true });
          }}
        />
      )}
    </>
  );
}
