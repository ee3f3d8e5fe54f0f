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
import { Link, useNavigate } from 'react-router';
import { loadOwnerOptions } from './owner-options';
import { newPropertyForm, PropertyForm } from './property-form';

export function AddPropertyPage() {
  const navigate = useNavigate();
  const owners = useLoad(loadOwnerOptions, []);
  return (
    <>
      <PageHeading
        title="Add Property"
        actions={
          <Button component={Link} to="/properties" variant="outlined" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      {owners.status === 'loading' && <LoadingState />}
      {owners.status === 'error' && <ErrorState message={owners.message} />}
      {owners.status === 'loaded' && (
        <PropertyForm
          mode="create"
          defaultValues={newPropertyForm}
          owners={owners.data}
          onSubmit={async (values, files) => {
            try {
              await api.properties.create(propertyFormData(values, files));
            } catch (error) {
              void showFailedAlert(error instanceof Error ? error.message : String(error), 'question');
              return;
            }
            // SPEC 2: "Property added successfull" (spelled so).
            await showToast('Property added successfull');
            navigate('/properties');
          }}
        />
      )}
    </>
  );
}
