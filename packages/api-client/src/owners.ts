import { request } from '@pm/api-client/http';
import type { Owner, OwnerImageField } from '@pm/schemas/owner';
import type { PropertySummary } from '@pm/schemas/property';
import type { Envelope, ListEnvelope } from './envelope';

/** The text fields of the owner multipart bodies (SPEC 3 "Submitted on create"), in the order they are sent. */
export const OWNER_TEXT_FIELDS = [
  'name',
  'nickName',
  'email',
  'contactNo',
  'emergencyNo',
  'dob',
  'password',
  'passportNo',
  'passportExpiry',
  'bankAccNo',
  'bankName',
  'bankBranch',
  'billingThreshold',
] as const;
export type OwnerTextField = (typeof OWNER_TEXT_FIELDS)[number];

export type OwnerFormFields = Partial<Record<OwnerTextField, string>> & {
  payGovtTax?: boolean;
  payCommonAreaFee?: boolean;
};
export type OwnerImageFiles = Partial<Record<OwnerImageField, File | null>>;

/**
 * The multipart body of "add owner" and "edit owner": text fields by SPEC's names, the two settings as
 * 'true' / 'false', and the image files that were chosen. With `skipEmpty` (edits) an empty text is left out,
 * which the server reads as "keep the stored value".
 */
export function ownerFormData(
  fields: OwnerFormFields,
  files: OwnerImageFiles = {},
  { skipEmpty = false } = {},
): FormData {
  const body = new FormData();
  for (const name of OWNER_TEXT_FIELDS) {
    const value = fields[name]?.trim() ?? '';
    if (value === '' && (skipEmpty || fields[name] === undefined)) continue;
    body.append(name, value);
  }
  for (const name of ['payGovtTax', 'payCommonAreaFee'] as const) {
    if (fields[name] !== undefined) body.append(name, String(fields[name]));
  }
  for (const name of ['profileImage', 'bankImage', 'passportImage'] as const) {
    const file = files[name];
    if (file) body.append(name, file, file.name);
  }
  return body;
}

export const ownersApi = {
  /** GET /owner/all: SPEC 9 defaults page 1, limit 15. */
  list: (page = 1, limit = 15) =>
    request<ListEnvelope<Owner>>('get', 'owner/all', { searchParams: { page, limit } }),
  get: (id: string) => request<Envelope<Owner>>('get', 'owner', { searchParams: { id } }),
  create: (body: FormData) => request<Envelope<Owner>>('post', 'owner/register', { body }),
  update: (id: string, body: FormData) =>
    request<Envelope<Owner>>('post', 'owner/', { body, searchParams: { id } }),
  /** GET /property/owner: the properties of one owner. */
  properties: (ownerId: string, page = 1, limit = 15) =>
    request<ListEnvelope<PropertySummary>>('get', 'property/owner', {
      searchParams: { id: ownerId, page, limit },
    }),
};
