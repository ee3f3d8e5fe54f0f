import { ownerOptions, ownersApi, propertiesApi, propertyFormData } from '@pm/api-client';
import { BackButton, LoadStates, PageHeading, saveOrShowFailure, showToast, useLoad } from '@pm/ui';
import { useNavigate, useParams } from '@pm/ui/navigation';
import { emptyPropertyForm, PropertyForm } from './property-form';

export function UpdatePropertyPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useLoad(
    () => Promise.all([ownerOptions(ownersApi), propertiesApi.get(id).then((answer) => answer.data)]),
    [id],
  );
  return (
    <>
      <PageHeading title="Update Property" actions={<BackButton to="/properties" />} />
      <LoadStates state={loaded}>
        {([owners, property]) => (
          <PropertyForm
            key={property._id}
            mode="update"
            // SPEC 2 "Edit Property": only the owner is prefilled; fields left empty keep their stored values.
            defaultValues={{ ...emptyPropertyForm, owner: property.owner?._id ?? '' }}
            owners={owners}
            onSubmit={async (values, files) => {
              if (
                !(await saveOrShowFailure(
                  () => propertiesApi.update(id, propertyFormData(values, files, { skipEmpty: true })),
                  'question',
                ))
              )
                return;
              await showToast('Property updated successfully');
              navigate('/properties');
            }}
          />
        )}
      </LoadStates>
    </>
  );
}
