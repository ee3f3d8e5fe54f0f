import { ownerOptions, ownersApi, propertiesApi, propertyFormData } from '@pm/api-client';
import { EditRecordPage, showToast, useLoad } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { PropertyForm } from './property-form';
import { propertyToFormValues } from './property-form-values';
import { propertyScreens } from './property-screens';

export function UpdatePropertyPage() {
  const navigate = useNavigate();
  const owners = useLoad(() => ownerOptions(ownersApi), []);
  return (
    <EditRecordPage screens={propertyScreens} read={propertiesApi.get}>
      {(property, id) => (
        <PropertyForm
          key={property._id}
          mode="update"
          defaultValues={propertyToFormValues(property)}
          choices={owners}
          onSubmit={async (values, files) => {
            await propertiesApi.update(id, propertyFormData(values, files, { skipEmpty: true }));
            await showToast('Property updated successfully');
            navigate(propertyScreens.list);
          }}
        />
      )}
    </EditRecordPage>
  );
}
