import { propertiesApi, propertyOptions, tenantFormData, tenantsApi } from '@pm/api-client';
import { BackButton, PageHeading, saveOrShowFailure, showToast, useLoad } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { newTenantForm, TenantForm } from './tenant-form';

export function AddTenantPage() {
  const navigate = useNavigate();
  const properties = useLoad(() => propertyOptions(propertiesApi), []);
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
          if (!(await saveOrShowFailure(() => tenantsApi.register(tenantFormData(values, files)), 'error')))
            return;
          await showToast('Tenant added successfully');
          navigate('/tenants');
        }}
      />
    </>
  );
}
