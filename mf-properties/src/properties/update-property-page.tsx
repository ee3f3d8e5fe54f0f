import { ownerOptions, ownersApi, propertiesApi, propertyFormData } from '@pm/api-client';
import { EditRecordPage, useLoad } from '@pm/ui';
import { PropertyForm } from './property-form';
import { propertyToFormValues } from './property-form-values';
import { propertyScreens } from './property-screens';

export function UpdatePropertyPage() {
  const owners = useLoad(() => ownerOptions(ownersApi), []);
  return (
    <EditRecordPage
      screens={propertyScreens}
      form={PropertyForm}
      read={propertiesApi.get}
      toFormValues={propertyToFormValues}
      choices={owners}
      update={(id, values, files, loaded) =>
        propertiesApi.update(id, propertyFormData(values, files, { skipEmpty: true }), loaded)
      }
    />
  );
}
