import { ownerOptions, ownersApi, propertiesApi, propertyFormData } from '@pm/api-client';
import { BackButton, LoadStates, PageHeading, saveOrShowFailure, showToast, useLoad } from '@pm/ui';
import { useNavigate } from '@pm/ui/navigation';
import { newPropertyForm, PropertyForm } from './property-form';

export function AddPropertyPage() {
  const navigate = useNavigate();
  const owners = useLoad(() => ownerOptions(ownersApi), []);
  return (
    <>
      <PageHeading title="Add Property" actions={<BackButton to="/properties" />} />
      <LoadStates state={owners}>
        {(data) => (
          <PropertyForm
            mode="create"
            defaultValues={newPropertyForm}
            owners={data}
            onSubmit={async (values, files) => {
              if (
                !(await saveOrShowFailure(
                  () => propertiesApi.create(propertyFormData(values, files)),
                  'question',
                ))
              )
                return;
              // SPEC 2: "Property added successfull" (spelled so).
              await showToast('Property added successfull');
              navigate('/properties');
            }}
          />
        )}
      </LoadStates>
    </>
  );
}
