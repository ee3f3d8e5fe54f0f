import { ownerFormData, ownersApi } from '@pm/api-client';
import { EditRecordPage, showToast } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { OwnerForm } from './owner-form';
import { ownerToFormValues } from './owner-form-values';
import { ownerScreens } from './owner-screens';

export function UpdateOwnerPage() {
  const navigate = useNavigate();
  return (
    <EditRecordPage screens={ownerScreens} read={ownersApi.get}>
      {(owner, id) => (
        <OwnerForm
          key={owner._id}
          mode="update"
          defaultValues={ownerToFormValues(owner)}
          stored={owner}
          onSubmit={async (values, files) => {
            await ownersApi.update(id, ownerFormData(values, files, { skipEmpty: true }));
            await showToast('Owner updated successfully');
            navigate(ownerScreens.list);
          }}
        />
      )}
    </EditRecordPage>
  );
}
