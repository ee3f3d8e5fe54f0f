import type { PropertyFiles } from '@pm/api-client';
import {
  CONDO_NAMES,
  MAX_PROPERTY_IMAGES,
  NEIGHBOURHOODS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '@pm/schemas/property-fields';
import type { Property } from '@pm/schemas/records';
import {
  FileUpload,
  FormDateField,
  FormSection,
  FormSelectField,
  FormTextField,
  loadingChoices,
  RecordForm,
  type RecordFormProps,
  type SelectOption,
  useRecordForm,
} from '@pm/ui';
import { useState } from 'react';
import { loadPropertySchemas, type PropertyFormValues } from './property-form-values';

/** SPEC 2: both the add and the edit form read "Add Property" on the button. */
const submitLabels = { submit: 'Add Property', busy: 'Adding...' };

const choices = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

const numeric = { inputMode: 'decimal' as const };

const photoSlots = Array.from({ length: MAX_PROPERTY_IMAGES }, (_, index) => index);

/**
 * The property form of "Add Property" and "Edit Property" (SPEC 2). Its choices are the owners to pick from
 * (label = owner name, value = owner id); the form shows while they load, its owner select saying so.
 */
export function PropertyForm(
  props: RecordFormProps<PropertyFormValues, PropertyFiles, Property, SelectOption[]>,
) {
  const { choices: ownerChoices, stored, onSubmit } = props;
  const storedOwner = stored?.owner;
  const owners = loadingChoices(
    ownerChoices,
    { loading: 'Loading owners...', choose: 'Select owner', failed: 'Owners could not be loaded' },
    storedOwner && { value: storedOwner._id, label: storedOwner.profile.name },
  );
  const form = useRecordForm(props, loadPropertySchemas);
  const { control } = form;
  const [photos, setPhotos] = useState<(File | null)[]>(photoSlots.map(() => null));
  const [titleDeed, setTitleDeed] = useState<File | null>(null);
  const [managementContract, setManagementContract] = useState<File | null>(null);
  const busy = form.formState.isSubmitting;

  return (
    <RecordForm
      form={form}
      labels={submitLabels}
      failureIcon="question"
      onValid={(values) => onSubmit(values, { images: photos, titleDeed, managementContract })}
    >
      <FormSection title="Property Information">
        <FormSelectField control={control} name="owner" label="Owner" {...owners} />
        <FormTextField control={control} name="name" label="Name" autoComplete="off" />
        <FormTextField control={control} name="refId" label="Ref ID" autoComplete="off" />
        <FormSelectField
          control={control}
          name="type"
          label="Type"
          options={choices(PROPERTY_TYPES)}
          placeholder="Select type"
        />
        <FormSelectField
          control={control}
          name="condoName"
          label="Condo Name"
          options={choices(CONDO_NAMES)}
          placeholder="Select condo"
        />
        <FormTextField control={control} name="size" label="Size" {...numeric} />
        <FormTextField control={control} name="rooms" label="Rooms" inputMode="numeric" />
        <FormTextField control={control} name="bedrooms" label="Bedrooms" inputMode="numeric" />
        <FormTextField control={control} name="bathrooms" label="Bathrooms" inputMode="numeric" />
        <FormTextField control={control} name="floors" label="Floors" inputMode="numeric" />
        <FormSelectField
          control={control}
          name="status"
          label="Status"
          options={choices(PROPERTY_STATUSES)}
          placeholder="Select status"
        />
        <FormTextField control={control} name="threeSixtyTour" label="360° Tour" type="url" />
        <FormDateField control={control} name="billingDate" label="Billing Date" />
      </FormSection>
      <FormSection title="Location">
        <FormTextField control={control} name="latitude" label="Latitude" {...numeric} />
        <FormTextField control={control} name="longitude" label="Longitude" {...numeric} />
        <FormSelectField
          control={control}
          name="neighbourhood"
          label="Neighbourhood"
          options={choices(NEIGHBOURHOODS)}
          placeholder="Select neighbourhood"
        />
        <FormTextField control={control} name="englishLink" label="English Link" type="url" />
        <FormTextField control={control} name="thaiLink" label="Thai Link" type="url" />
      </FormSection>
      <FormSection title="Address and Description" columnMinWidth={320}>
        <FormTextField control={control} name="address" label="Address" multiline minRows={3} />
        <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
      </FormSection>
      <FormSection title="Financial Information">
        <FormTextField control={control} name="monthlyRent" label="Monthly Rent" {...numeric} />
        <FormTextField control={control} name="estimatedRent" label="6-Month Rate" {...numeric} />
        <FormTextField control={control} name="managementFee" label="Management Fee" {...numeric} />
      </FormSection>
      <FormSection title="Documents" columnMinWidth={200}>
        <FileUpload
          name="titleDeed"
          label="Title Deed"
          kind="document"
          value={titleDeed}
          onChange={setTitleDeed}
          disabled={busy}
        />
        <FileUpload
          name="managementContract"
          label="Signed Management Contract"
          kind="document"
          value={managementContract}
          onChange={setManagementContract}
          disabled={busy}
        />
      </FormSection>
      <FormSection title="Photos" columnMinWidth={160}>
        {photoSlots.map((slot) => (
          <FileUpload
            key={slot}
            name="images"
            label={`Photo ${slot + 1}`}
            value={photos[slot] ?? null}
            onChange={(file) =>
              setPhotos((previous) => previous.map((photo, index) => (index === slot ? file : photo)))
            }
            disabled={busy}
          />
        ))}
      </FormSection>
    </RecordForm>
  );
}
