import type { PropertyCreate, PropertyUpdate } from '@pm/schemas/property';
import {
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  PROPERTY_MULTIPART_NAMES,
} from '@pm/schemas/property-fields';
import type { AuditedRecord } from '../audit/audited-writes';
import type { properties } from '../db/schema/properties';
import type { PropertyFileNames } from './property-form';

/** What a new property is stored with; files are stored file names. */
export type NewProperty = Omit<typeof properties.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The fields an edit may change; undefined keeps the stored value. */
export type PropertyChanges = Partial<NewProperty>;

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

const { owner: ownerField, ...propertyTextFields } = PROPERTY_MULTIPART_NAMES;

/** A property's audit events: its columns by the forms' names (`location[latitude]`, `documents[titleDeed]`). */
export const PROPERTY_AUDIT: AuditedRecord = {
  entity: 'property',
  fields: {
    ownerId: ownerField,
    ...propertyTextFields,
    images: PROPERTY_IMAGES_FIELD,
    ...PROPERTY_DOCUMENT_FIELDS,
  },
};
