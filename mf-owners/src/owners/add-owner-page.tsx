import { ownerFormData, ownersApi } from '@pm/api-client';
import { AddRecordPage, showPopup } from '@pm/ui';
import { OwnerForm } from './owner-form';
import { emptyOwnerForm } from './owner-form-values';
import { ownerScreens } from './owner-screens';

export function AddOwnerPage() {
  return (
    <AddRecordPage
      screens={ownerScreens}
      form={OwnerForm}
      defaultValues={emptyOwnerForm}
      create={(values, files) => ownersApi.create(ownerFormData(values, files))}
      added={() => showPopup({ message: 'Owner added successfully', icon: 'success' })}
      replace
    />
  );
}
