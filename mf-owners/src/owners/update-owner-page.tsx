import { Button } from '@mui/material';
import { api, ownerFormData } from '@pm/api-client';
import {
  ArrowBackIcon,
  ErrorState,
  LoadingState,
  PageHeading,
  showFailedAlert,
  showToast,
  useLoad,
} from '@pm/ui';
import { Link, useNavigate, useParams } from 'react-router';
import { OwnerForm, ownerToFormValues } from './owner-form';

export function UpdateOwnerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const owner = useLoad(() => api.owners.get(id).then((answer) => answer.data), [id]);

  return (
    <>
      <PageHeading
        title="Update Owner"
        actions={
          <Button component={Link} to="/owners" variant="outlined" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      {owner.status === 'loading' && <LoadingState />}
      {owner.status === 'error' && <ErrorState message={owner.message} />}
      {owner.status === 'loaded' && (
        <OwnerForm
          key={owner.data._id}
          mode="update"
          defaultValues={ownerToFormValues(owner.data)}
          currentImages={{
            profileImage: owner.data.profile.profileImage,
            passportImage: owner.data.passport.passportImage,
            bankImage: owner.data.bank.bankImage,
          }}
          submitLabel="Update Owner"
          busyLabel="Updating..."
          busyText="Updating Owner..."
          onSubmit={async (values, files) => {
            try {
              await api.owners.update(id, ownerFormData(values, files, { skipEmpty: true }));
            } catch (error) {
              void showFailedAlert(error instanceof Error ? error.message : String(error), 'question');
              return;
            }
            await showToast('Owner updated successfully');
            navigate('/owners');
          }}
        />
      )}
    </>
  );
}
