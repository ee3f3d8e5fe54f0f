import { propertiesApi, propertyOptions, tenantFormData, tenantsApi } from '@pm/api-client';
import { AddRecordPage, showToast, useLoad } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { TenantForm } from './tenant-form';
import { newTenantForm } from './tenant-form-values';
import { tenantScreens } from './tenant-screens';

export function AddTenantPage() {
  const navigate = useNavigate();
  const properties = useLoad(() => propertyOptions(propertiesApi), []);
  return (
    <AddRecordPage screens={tenantScreens}>
      <TenantForm
        mode="create"
        defaultValues={newTenantForm}
        choices={properties}
        onSubmit={async (values, files) => {
          await tenantsApi.register(tenantFormData(values, files));
          await showToast('Tenant added successfully');
          navigate(tenantScreens.list);
        }}
      />
    </AddRecordPage>
  );
}
