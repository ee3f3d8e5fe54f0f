import { DEFAULT_THREE_SIXTY_TOUR, type PropertyTextField } from '@pm/schemas/property-fields';
import type { Property } from '@pm/schemas/records';

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

/**
 * SPEC 2 "Edit Property": only the owner is prefilled; fields left empty keep their stored values.
 */
export function propertyToFormValues(property: Property): PropertyFormValues {
  return { ...emptyPropertyForm, owner: property.owner?._id ?? '' };
}

/** The property's add and edit rules (SPEC 5's), loaded when the form first checks its values. */
export const loadPropertySchemas = () =>
  import(/* webpackPrefetch: true */ '@pm/schemas/property').then((schemas) => ({
    create: schemas.propertyCreateSchema,
    update: schemas.propertyUpdateSchema,
  }));
