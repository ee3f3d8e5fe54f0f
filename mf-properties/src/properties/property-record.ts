import { ownerOptions, ownersApi, type PropertyFiles, propertiesApi, propertyFormData } from '@pm/api-client';
import type { Property } from '@pm/schemas/records';
import { multipartBodies, type RecordDefinition, type SelectOption, showToast } from '@pm/ui';
import { PropertyForm } from './property-form';
import { newPropertyForm, type PropertyFormValues, propertyToFormValues } from './property-form-values';
import { propertyScreens } from './property-screens';

/** What the property pages "Add Property" and "Edit Property" show and send (SPEC 2); owners to pick from. */
export const propertyRecord: RecordDefinition<Property, PropertyFormValues, PropertyFiles, SelectOption[]> = {
  screens: propertyScreens,
  form: PropertyForm,
  api: propertiesApi,
  body: multipartBodies(propertyFormData),
  emptyValues: newPropertyForm,
  toFormValues: propertyToFormValues,
  loadChoices: () => ownerOptions(ownersApi),
  // SPEC 2: "Property added successfull" (spelled so).
  added: () => showToast('Property added successfull'),
};
