import { ownerFormData, ownersApi } from '@pm/api-client';
import { BackButton, LoadStates, PageHeading, saveOrShowFailure, showToast, useLoad } from '@pm/ui';
import { useNavigate, useParams } from '@pm/ui/navigation';
import { OwnerForm, ownerToFormValues } from './owner-form';

export function UpdateOwnerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const owner = useLoad(() => ownersApi.get(id).then((answer) => answer.data), [id]);

  return (
    <>
      <PageHeading title="Update Owner" actions={<BackButton to="/owners" />} />
      <LoadStates state={owner}>
        {(data) => (
          <OwnerForm
            key={data._id}
            mode="update"
            defaultValues={ownerToFormValues(data)}
            currentImages={{
              profileImage: data.profile.profileImage,
              passportImage: data.passport.passportImage,
              bankImage: data.bank.bankImage,
            }}
            submitLabel="Update Owner"
            busyLabel="Updating..."
            busyText="Updating Owner..."
            onSubmit={async (values, files) => {
              if (
                !(await saveOrShowFailure(
                  () => ownersApi.update(id, ownerFormData(values, files, { skipEmpty: true })),
                  'question',
                ))
              )
                return;
              await showToast('Owner updated successfully');
              navigate('/owners');
            }}
          />
        )}
      </LoadStates>
    </>
  );
}
