import { Button } from '@mui/material';
import { api, propertyFormData } from '@pm/api-client';
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
import { loadOwnerOptions } from './owner-options';
import { emptyPropertyForm, PropertyForm } from './property-form';

export function UpdatePropertyPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useLoad(
    () => Promise.all([loadOwnerOptions(), api.properties.get(id).then((answer) => answer.data)]),
    [id],
  );
  return (
    <>
      <PageHeading
        title="Update Property"
        actions={
          <Button component={Link} to="/properties" variant="outlined" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      {loaded.status === 'loading' && <LoadingState />}
      {loaded.status === 'error' && <ErrorState message={loaded.message} />}
      {loaded.status === 'loaded' && (
        <PropertyForm
          key={loaded.data[1]._id}
          mode="update"
          // SPEC 2 "Edit Property": only the owner is prefilled; fields left empty keep their stored values.
          defaultValues={{ ...emptyPropertyForm, owner: loaded.data[1].owner?._id ?? '' }}
          owners={loaded.data[0]}
          onSubmit={async (values, files) => {
            try {
              await api.properties.update(id, propertyFormData(values, files, { skipEmpty: true }));
            } catch (error) {
              void showFailedAlert(error instanceof Error ? error.message : String(error), 'question');
              return;
            }
            await showToast('Property updated successfully');
            navigate('/properties');
          }}
        />
      )}
    </>
  );
}
