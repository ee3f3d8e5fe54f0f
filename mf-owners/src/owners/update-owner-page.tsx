import { ownerFormData, ownersApi } from '@pm/api-client';
import { EditRecordPage } from '@pm/ui';
import { OwnerForm } from './owner-form';
import { ownerToFormValues } from './owner-form-values';
import { ownerScreens } from './owner-screens';

export function UpdateOwnerPage() {
  return (
    <EditRecordPage
      screens={ownerScreens}
      form={OwnerForm}
      read={ownersApi.get}
      toFormValues={ownerToFormValues}
      update={(id, values, files, loaded) =>
        ownersApi.update(id, ownerFormData(values, files, { skipEmpty: true }), loaded)
      }
    />
  );
}
