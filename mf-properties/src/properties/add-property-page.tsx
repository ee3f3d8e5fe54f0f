import { ownerOptions, ownersApi, propertiesApi, propertyFormData } from '@pm/api-client';
import { AddRecordPage, showToast, useLoad } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { PropertyForm } from './property-form';
import { newPropertyForm } from './property-form-values';
import { propertyScreens } from './property-screens';

export function AddPropertyPage() {
  const navigate = useNavigate();
  const owners = useLoad(() => ownerOptions(ownersApi), []);
  return (
    <AddRecordPage screens={propertyScreens}>
      <PropertyForm
        mode="create"
        defaultValues={newPropertyForm}
        choices={owners}
        onSubmit={async (values, files) => {
          await propertiesApi.create(propertyFormData(values, files));
          // SPEC 2: "Property added successfull" (spelled so).
          await showToast('Property added successfull');
          navigate(propertyScreens.list);
        }}
      />
    </AddRecordPage>
  );
}
