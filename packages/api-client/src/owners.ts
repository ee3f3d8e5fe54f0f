import { call, listPage } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import {
  OWNER_IMAGE_FIELDS,
  OWNER_SETTING_FIELDS,
  OWNER_TEXT_FIELDS,
  type OwnerImageField,
  type OwnerSettingField,
  type OwnerTextField,
} from '@pm/schemas/owner-fields';
import { type EditOptions, ifMatch } from './edit-options';
import { createFormBody } from './form-body';

export type OwnerFormFields = Partial<Record<OwnerTextField, string>> &
  Partial<Record<OwnerSettingField, boolean>>;

export type OwnerImageFiles = Partial<Record<OwnerImageField, File | null>>;

/**
 * The multipart body of "add owner" and "edit owner": text fields by SPEC's names, the two settings as
 * 'true' / 'false', and the image files that were chosen. With `skipEmpty` (edits) an empty text is left out.
 */
export function ownerFormData(
  fields: OwnerFormFields,
  files: OwnerImageFiles = {},
  { skipEmpty = false } = {},
): FormData {
  const form = createFormBody({ skipEmpty });
  for (const name of OWNER_TEXT_FIELDS) form.text(name, fields[name]);
  for (const name of OWNER_SETTING_FIELDS) {
    if (fields[name] !== undefined) form.body.append(name, String(fields[name]));
  }
  for (const name of OWNER_IMAGE_FIELDS) form.file(name, files[name]);
  return form.body;
}

export const ownersApi = {
  list: (page?: number, limit?: number) => listPage(routes.ownerList, page, limit),
  get: (id: string) => call(routes.ownerOne, { query: { id } }),
  create: (body: FormData) => call(routes.ownerCreate, { body }),
  /** With `version`, only if the owner is still at that `__v` (else 412). */
  update: (id: string, body: FormData, options?: EditOptions) =>
    call(routes.ownerUpdate, { body, query: { id }, headers: ifMatch(options) }),
  /** The properties of one owner, each as GET /property/ answers it. */
  properties: (ownerId: string, page?: number, limit?: number) =>
    listPage(routes.propertiesOfOwner, page, limit, { query: { id: ownerId } }),
};
