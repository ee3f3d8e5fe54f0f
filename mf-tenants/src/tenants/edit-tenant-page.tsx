import { propertiesApi, propertyOptions, tenantFormData, tenantsApi } from '@pm/api-client';
import { BackButton, LoadStates, PageHeading, saveOrShowFailure, showToast, useLoad } from '@pm/ui';
import { useNavigate, useParams } from '@pm/ui/navigation';
import { TenantForm, tenantToFormValues } from './tenant-form';

export function EditTenantPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tenant = useLoad(() => tenantsApi.get(id).then((answer) => answer.data), [id]);
  const properties = useLoad(() => propertyOptions(propertiesApi), []);

  return (
    <>
      <PageHeading title="Update Tenant" actions={<BackButton to="/tenants" />} />
      <LoadStates state={tenant}>
        {(data) => (
          <TenantForm
            key={data._id}
            mode="update"
            defaultValues={tenantToFormValues(data)}
            stored={data}
            properties={properties}
            submitLabel="Update Tenant"
            busyLabel="Updating..."
            busyText="Updating Tenant..."
            onSubmit={async ({ values, files }) => {
              // Only non-empty fields are sent: an empty field keeps the stored value.
              if (
                !(await saveOrShowFailure(
                  () => tenantsApi.update(id, tenantFormData(values, files, { skipEmpty: true })),
                  'error',
                ))
              )
                return;
              await showToast('Tenant updated successfully');
              navigate('/tenants');
            }}
          />
        )}
      </LoadStates>
    </>
  );
}
