import { propertiesApi, propertyOptions, tenantFormData, tenantsApi } from '@pm/api-client';
import { EditRecordPage, useLoad } from '@pm/ui';
import { TenantForm } from './tenant-form';
import { tenantToFormValues } from './tenant-form-values';
import { tenantScreens } from './tenant-screens';

export function EditTenantPage() {
  const properties = useLoad(() => propertyOptions(propertiesApi), []);
  // Only non-empty fields are sent: an empty field keeps the stored value.
  return (
    <EditRecordPage
      screens={tenantScreens}
      form={TenantForm}
      read={tenantsApi.get}
      toFormValues={tenantToFormValues}
      choices={properties}
      update={(id, values, files, loaded) =>
        tenantsApi.update(id, tenantFormData(values, files, { skipEmpty: true }), loaded)
      }
    />
  );
}
