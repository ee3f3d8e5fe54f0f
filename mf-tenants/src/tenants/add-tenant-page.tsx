import { Button } from '@mui/material';
import { api, tenantFormData } from '@pm/api-client';
import { ArrowBackIcon, PageHeading, showFailedAlert, showToast } from '@pm/ui';
import { Link, useNavigate } from 'react-router';
import { newTenantForm, TenantForm } from './tenant-form';
import { usePropertyOptions } from './use-property-options';

export function AddTenantPage() {
  const navigate = useNavigate();
  const properties = usePropertyOptions();
  return (
    <>
      <PageHeading
        title="Add Tenant"
        actions={
          <Button component={Link} to="/tenants" variant="outlined" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      <TenantForm
        mode="create"
        defaultValues={newTenantForm}
        properties={properties}
        submitLabel="Add Tenant"
        busyLabel="Adding..."
        busyText="Adding Tenant..."
        onSubmit={async ({ values, files }) => {
          try {
            await api.tenants.register(tenantFormData(values, files));
          } catch (error) {
            void showFailedAlert(error instanceof Error ? error.message : String(error), 'error');
            return;
          }
          await showToast('Tenant added successfully');
          navigate('/tenants');
        }}
      />
    </>
  );
}
