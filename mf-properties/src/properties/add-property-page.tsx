import { ownerOptions, ownersApi, propertiesApi, propertyFormData } from '@pm/api-client';
import { AddRecordPage, showToast, useLoad } from '@pm/ui';
import { PropertyForm } from './property-form';
import { newPropertyForm } from './property-form-values';
import { propertyScreens } from './property-screens';

export function AddPropertyPage() {
  return (
    <AddRecordPage
      screens={propertyScreens}
      form={PropertyForm}
      defaultValues={newPropertyForm}
      choices={useLoad(() => ownerOptions(ownersApi), [])}
      create={(values, files) => propertiesApi.create(propertyFormData(values, files))}
      // SPEC 2: "Property added successfull" (spelled so).
      added={() => showToast('Property added successfull')}
    />
  );
}
