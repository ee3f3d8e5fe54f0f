import { api, propertyOptions, tenantFormData } from '@pm/api-client';
import { BackButton, PageHeading, showFailedAlert, showToast, useLoad } from '@pm/ui';
import { useNavigate } from 'react-router';
import { newTenantForm, TenantForm } from './tenant-form';

export function AddTenantPage() {
  const navigate = useNavigate();
  const properties = useLoad(() => propertyOptions(api.properties), []);
  return (
    <>
      <PageHeading title="Add Tenant" actions={<BackButton to="/tenants" />} />
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
