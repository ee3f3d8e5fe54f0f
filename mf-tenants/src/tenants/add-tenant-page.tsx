import { propertiesApi, propertyOptions, tenantFormData, tenantsApi } from '@pm/api-client';
import { AddRecordPage, showToast, useLoad } from '@pm/ui';
import { TenantForm } from './tenant-form';
import { newTenantForm } from './tenant-form-values';
import { tenantScreens } from './tenant-screens';

export function AddTenantPage() {
  const properties = useLoad(() => propertyOptions(propertiesApi), []);
  return (
    <AddRecordPage
      screens={tenantScreens}
      form={TenantForm}
      choices={properties}
      defaultValues={newTenantForm}
      create={(values, files) => tenantsApi.register(tenantFormData(values, files))}
      added={() => showToast('Tenant added successfully')}
    />
  );
}
