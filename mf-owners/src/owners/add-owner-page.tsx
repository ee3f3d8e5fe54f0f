import { api, ownerFormData } from '@pm/api-client';
import { BackButton, PageHeading, showFailedAlert, showPopup } from '@pm/ui';
import { useNavigate } from 'react-router';
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
          try {
            await api.owners.create(ownerFormData(values, files));
          } catch (error) {
            void showFailedAlert(error instanceof Error ? error.message : String(error), 'question');
            return;
          }
          await showPopup({ message: 'Owner added successfully', icon: 'success' });
          navigate('/owners', { replace: true });
        }}
      />
    </>
  );
}
