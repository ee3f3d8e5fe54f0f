import { ownerFormData, ownersApi } from '@pm/api-client';
import { AddRecordPage, showPopup } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { OwnerForm } from './owner-form';
import { emptyOwnerForm } from './owner-form-values';
import { ownerScreens } from './owner-screens';

export function AddOwnerPage() {
  const navigate = useNavigate();
  return (
    <AddRecordPage screens={ownerScreens}>
      <OwnerForm
        mode="create"
        defaultValues={emptyOwnerForm}
        onSubmit={async (values, files) => {
          await ownersApi.create(ownerFormData(values, files));
          await showPopup({ message: 'Owner added successfully', icon: 'success' });
          navigate(ownerScreens.list, { replace: true });
        }}
      />
    </AddRecordPage>
  );
}
