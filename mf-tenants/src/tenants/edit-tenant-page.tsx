import { propertiesApi, propertyOptions, tenantFormData, tenantsApi } from '@pm/api-client';
import { EditRecordPage, useLoad } from '@pm/ui';
import { TenantForm } from './tenant-form';
import { tenantToFormValues } from './tenant-form-values';
import { tenantScreens } from './tenant-screens';

export function EditTenantPage() {
  const properties = useLoad(() => propertyOptions(propertiesApi), []);
  // Only non-empty fields are sent: an empty field keeps the stored value.
  const update = (id: string, ...form: Parameters<typeof tenantFormData>) =>
    tenantsApi.update(id, tenantFormData(form[0], form[1], { skipEmpty: true }));
  return (
    <EditRecordPage
      screens={tenantScreens}
      form={TenantForm}
      read={tenantsApi.get}
      toFormValues={tenantToFormValues}
      choices={properties}
      update={update}
    />
  );
}
