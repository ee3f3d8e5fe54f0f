import { request } from '@pm/api-client/http';
import type { Property } from '@pm/schemas/property';
import {
  MAX_PROPERTY_IMAGES,
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  PROPERTY_MULTIPART_NAMES,
  PROPERTY_TEXT_FIELDS,
  type PropertyDocumentField,
  type PropertyTextField,
} from '@pm/schemas/property-fields';
import type { Envelope, ListEnvelope } from './envelope';

/** What a property form holds: every text field flat, as typed. */
export type PropertyFormFields = Partial<Record<PropertyTextField, string>>;

export interface PropertyFiles {
  /** The chosen photos (empty slots may be null); at most 5 are sent. */
  images?: (File | null | undefined)[];
  titleDeed?: File | null;
  managementContract?: File | null;
}

/**
 * The multipart body of "add property" and "edit property" with SPEC 7's names: top-level fields,
 * location[x], financialInfo[x], images repeated, documents[titleDeed], documents[managementContract].
 * With `skipEmpty` (edits) an empty text is left out, which the server reads as "keep the stored value".
 */
export function propertyFormData(
  fields: PropertyFormFields,
  files: PropertyFiles = {},
  { skipEmpty = false } = {},
): FormData {
  const body = new FormData();
  for (const field of PROPERTY_TEXT_FIELDS) {
    const value = fields[field]?.trim() ?? '';
    if (value === '' && (skipEmpty || fields[field] === undefined)) continue;
    body.append(PROPERTY_MULTIPART_NAMES[field], value);
  }
  const images = (files.images ?? []).filter((file): file is File => Boolean(file));
  for (const image of images.slice(0, MAX_PROPERTY_IMAGES)) {
    body.append(PROPERTY_IMAGES_FIELD, image, image.name);
  }
  for (const field of Object.keys(PROPERTY_DOCUMENT_FIELDS) as PropertyDocumentField[]) {
    const file = files[field];
    if (file) body.append(PROPERTY_DOCUMENT_FIELDS[field], file, file.name);
  }
  return body;
}

export const propertiesApi = {
  /** GET /property/all: SPEC 9 defaults page 1, limit 15. */
  list: (page = 1, limit = 15) =>
    request<ListEnvelope<Property>>('get', 'property/all', { searchParams: { page, limit } }),
  get: (id: string) => request<Envelope<Property>>('get', 'property/', { searchParams: { id } }),
  create: (body: FormData) => request<Envelope<Property>>('post', 'property/', { body }),
  update: (id: string, body: FormData) =>
    request<Envelope<Property>>('post', 'property/', { body, searchParams: { id } }),
};
