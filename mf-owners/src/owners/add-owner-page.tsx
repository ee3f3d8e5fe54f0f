import { ownerFormData, ownersApi } from '@pm/api-client';
import { BackButton, PageHeading, saveOrShowFailure, showPopup } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { emptyOwnerForm, OwnerForm } from './owner-form';

export function AddOwnerPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title="Add Owner" actions={<BackButton to="/owners" />} />
      <OwnerForm
        mode="create"
        defaultValues={emptyOwnerForm}
        submitLabel="Add Owner"
        busyLabel="Adding..."
        busyText="Adding Owner..."
        onSubmit={async (values, files) => {
          if (!(await saveOrShowFailure(() => ownersApi.create(ownerFormData(values, files)), 'question')))
            return;
          await showPopup({ message: 'Owner added successfully', icon: 'success' });
          navigate('/owners', { replace: true });
        }}
      />
    </>
  );
}
