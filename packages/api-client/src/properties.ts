import { call, listPage } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import {
  MAX_PROPERTY_IMAGES,
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  PROPERTY_MULTIPART_NAMES,
  PROPERTY_TEXT_FIELDS,
  type PropertyDocumentField,
  type PropertyTextField,
} from '@pm/schemas/property-fields';
import { type EditOptions, ifMatch } from './edit-options';
import { createFormBody } from './form-body';

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
 * With `skipEmpty` (edits) an empty text is left out.
 */
export function propertyFormData(
  fields: PropertyFormFields,
  files: PropertyFiles = {},
  { skipEmpty = false } = {},
): FormData {
  const form = createFormBody({ skipEmpty });
  for (const field of PROPERTY_TEXT_FIELDS) form.text(PROPERTY_MULTIPART_NAMES[field], fields[field]);
  const images = (files.images ?? []).filter((file): file is File => Boolean(file));
  for (const image of images.slice(0, MAX_PROPERTY_IMAGES)) form.file(PROPERTY_IMAGES_FIELD, image);
  for (const field of Object.keys(PROPERTY_DOCUMENT_FIELDS) as PropertyDocumentField[]) {
    form.file(PROPERTY_DOCUMENT_FIELDS[field], files[field]);
  }
  return form.body;
}

export const propertiesApi = {
  list: (page?: number, limit?: number) => listPage(routes.propertyList, page, limit),
  get: (id: string) => call(routes.propertyOne, { query: { id } }),
  create: (body: FormData) => call(routes.propertySave, { body }),
  /** With `version`, only if the property is still at that `__v` (else 412). */
  update: (id: string, body: FormData, options?: EditOptions) =>
    call(routes.propertySave, { body, query: { id }, headers: ifMatch(options) }),
};
