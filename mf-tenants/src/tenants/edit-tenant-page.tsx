import { propertiesApi, propertyOptions, tenantFormData, tenantsApi } from '@pm/api-client';
import { EditRecordPage, showToast, useLoad } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { TenantForm } from './tenant-form';
import { tenantToFormValues } from './tenant-form-values';
import { tenantScreens } from './tenant-screens';

export function EditTenantPage() {
  const navigate = useNavigate();
  const properties = useLoad(() => propertyOptions(propertiesApi), []);
  return (
    <EditRecordPage screens={tenantScreens} read={tenantsApi.get}>
      {(tenant, id) => (
        <TenantForm
          key={tenant._id}
          mode="update"
          defaultValues={tenantToFormValues(tenant)}
          choices={properties}
          stored={tenant}
          onSubmit={async (values, files) => {
            // Only non-empty fields are sent: an empty field keeps the stored value.
            await tenantsApi.update(id, tenantFormData(values, files, { skipEmpty: true }));
            await showToast('Tenant updated successfully');
            navigate(tenantScreens.list);
          }}
        />
      )}
    </EditRecordPage>
  );
}
