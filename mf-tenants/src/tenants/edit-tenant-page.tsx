import { Button } from '@mui/material';
import { api, tenantFormData } from '@pm/api-client';
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
import { TenantForm, tenantToFormValues } from './tenant-form';
import { usePropertyOptions } from './use-property-options';

export function EditTenantPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tenant = useLoad(() => api.tenants.get(id).then((answer) => answer.data), [id]);
  const properties = usePropertyOptions();

  return (
    <>
      <PageHeading
        title="Update Tenant"
        actions={
          <Button component={Link} to="/tenants" variant="outlined" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      {tenant.status === 'loading' && <LoadingState />}
      {tenant.status === 'error' && <ErrorState message={tenant.message} />}
      {tenant.status === 'loaded' && (
        <TenantForm
          key={tenant.data._id}
          mode="update"
          defaultValues={tenantToFormValues(tenant.data)}
          stored={tenant.data}
          properties={properties}
          submitLabel="Update Tenant"
          busyLabel="Updating..."
          busyText="Updating Tenant..."
          onSubmit={async ({ values, files }) => {
            try {
              // Only non-empty fields are sent: an empty field keeps the stored value.
              await api.tenants.update(id, tenantFormData(values, files, { skipEmpty: true }));
            } catch (error) {
              void showFailedAlert(error instanceof Error ? error.message : String(error), 'error');
              return;
            }
            await showToast('Tenant updated successfully');
            navigate('/tenants');
          }}
        />
      )}
    </>
  );
}
