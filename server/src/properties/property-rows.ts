import type { PropertyCreate, PropertyUpdate } from '@pm/schemas/property';
import {
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  PROPERTY_MULTIPART_NAMES,
} from '@pm/schemas/property-fields';
import type { AuditedFields } from '../audit/audit-trail';
import type { NewProperty, PropertyChanges } from './properties-repository';
import type { PropertyFileNames } from './property-form';

/** An added property as it is stored: its owner by id, its files by their stored names. */
export function newPropertyRow(
  input: PropertyCreate,
  ownerId: string,
  files: PropertyFileNames,
): NewProperty {
  const { owner: _owner, ...fields } = input;
  return { ...fields, ownerId, ...files };
}

/** The columns an edit sets: its given fields, the owner it moves to, and the files it replaces. */
export function propertyChanges(
  edit: PropertyUpdate,
  ownerId: string | undefined,
  files: PropertyFileNames,
): PropertyChanges {
  const { owner: _owner, ...fields } = edit;
  return { ...fields, ownerId, ...files };
}

/** The audited columns of a property, named as the forms send them (`location[latitude]`, `documents[titleDeed]`). */
const { owner: ownerField, ...propertyTextFields } = PROPERTY_MULTIPART_NAMES;
export const PROPERTY_AUDITED_FIELDS: AuditedFields = {
  ownerId: ownerField,
  ...propertyTextFields,
  images: PROPERTY_IMAGES_FIELD,
  ...PROPERTY_DOCUMENT_FIELDS,
};
