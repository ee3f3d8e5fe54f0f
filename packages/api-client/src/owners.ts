import { request } from '@pm/api-client/http';
import {
  OWNER_IMAGE_FIELDS,
  OWNER_SETTING_FIELDS,
  OWNER_TEXT_FIELDS,
  type OwnerImageField,
  type OwnerSettingField,
  type OwnerTextField,
} from '@pm/schemas/owner-fields';
import type { Owner, Property } from '@pm/schemas/records';
import { type EditOptions, ifMatch } from './edit-options';
import type { Envelope } from './envelope';
import { createFormBody } from './form-body';
import { listPage } from './list-page';

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
  /** GET /owner/all: SPEC 9 defaults page 1, limit 15. */
  list: (page?: number, limit?: number) => listPage<Owner>('owner/all', page, limit),
  get: (id: string) => request<Envelope<Owner>>('get', 'owner', { searchParams: { id } }),
  create: (body: FormData) => request<Envelope<Owner>>('post', 'owner/register', { body }),
  /** POST /owner/?id=; with `version`, only if the owner is still at that `__v` (else 412). */
  update: (id: string, body: FormData, options?: EditOptions) =>
    request<Envelope<Owner>>('post', 'owner/', { body, searchParams: { id }, headers: ifMatch(options) }),
  /** GET /property/owner: the properties of one owner, each as GET /property/ answers it. */
  properties: (ownerId: string, page?: number, limit?: number) =>
    listPage<Property>('property/owner', page, limit, { id: ownerId }),
};
