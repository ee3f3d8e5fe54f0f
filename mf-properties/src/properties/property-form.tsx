import { zodResolver } from '@hookform/resolvers/zod';
import type { PropertyFiles } from '@pm/api-client';
import {
  CONDO_NAMES,
  DEFAULT_THREE_SIXTY_TOUR,
  NEIGHBOURHOODS,
  PROPERTY_TYPES,
  propertyCreateSchema,
  propertyUpdateSchema,
} from '@pm/schemas/property';
import { MAX_PROPERTY_IMAGES, PROPERTY_STATUSES, type PropertyTextField } from '@pm/schemas/property-fields';
import {
  FormDateField,
  FormSection,
  FormSelectField,
  FormTextField,
  ImageUpload,
  type SelectOption,
} from '@pm/ui';
import { Box, Button } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

/** What the form holds: every field as typed text; the schema turns numbers into numbers. */
export type PropertyFormValues = Record<PropertyTextField, string>;

export const emptyPropertyForm: PropertyFormValues = {
  owner: '',
  name: '',
  refId: '',
  type: '',
  condoName: '',
  size: '',
  rooms: '',
  bedrooms: '',
  bathrooms: '',
  floors: '',
  status: '',
  threeSixtyTour: '',
  billingDate: '',
  englishLink: '',
  thaiLink: '',
  address: '',
  description: '',
  latitude: '',
  longitude: '',
  neighbourhood: '',
  monthlyRent: '',
  estimatedRent: '',
  managementFee: '',
};

/** A new property starts with SPEC 3's "fixed default link value" as its 360° tour link. */
export const newPropertyForm: PropertyFormValues = {
  ...emptyPropertyForm,
  threeSixtyTour: DEFAULT_THREE_SIXTY_TOUR,
};

/** PDF for documents, and the image types the server accepts. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

const choices = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

const numeric = { inputMode: 'decimal' as const };

interface PropertyFormProps {
  mode: 'create' | 'update';
  defaultValues: PropertyFormValues;
  /** The owners to choose from: label = owner name, value = owner id. */
  owners: SelectOption[];
  onSubmit: (values: PropertyFormValues, files: PropertyFiles) => Promise<void>;
}

const photoSlots = Array.from({ length: MAX_PROPERTY_IMAGES }, (_, index) => index);

/**
 * The property form of "Add Property" and "Edit Property" (SPEC 2). Both read "Add Property" on the button,
 * as SPEC 2 says of the edit screen.
 */
export function PropertyForm({ mode, defaultValues, owners, onSubmit }: PropertyFormProps) {
  const { control, handleSubmit, formState } = useForm<PropertyFormValues>({
    resolver: zodResolver(mode === 'create' ? propertyCreateSchema : propertyUpdateSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<PropertyFormValues>,
    defaultValues,
  });
  const [photos, setPhotos] = useState<(File | null)[]>(photoSlots.map(() => null));
  const [titleDeed, setTitleDeed] = useState<File | null>(null);
  const [managementContract, setManagementContract] = useState<File | null>(null);
  const busy = formState.isSubmitting;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, { images: photos, titleDeed, managementContract }))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormSection title="Property Information">
        <FormSelectField
          control={control}
          name="owner"
          label="Owner"
          options={owners}
          placeholder="Select owner"
        />
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
        <ImageUpload
          name="titleDeed"
          label="Title Deed"
          accept={DOCUMENT_ACCEPT}
          value={titleDeed}
          onChange={setTitleDeed}
          disabled={busy}
        />
        <ImageUpload
          name="managementContract"
          label="Signed Management Contract"
          accept={DOCUMENT_ACCEPT}
          value={managementContract}
          onChange={setManagementContract}
          disabled={busy}
        />
      </FormSection>
      <FormSection title="Photos" columnMinWidth={160}>
        {photoSlots.map((slot) => (
          <ImageUpload
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Adding...' : 'Add Property'}
        </Button>
      </Box>
    </Box>
  );
}
