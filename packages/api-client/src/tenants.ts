import { request } from '@pm/api-client/http';
import type { Tenant } from '@pm/schemas/tenant';
import {
  SUB_TENANT_FIELDS,
  type SubTenantField,
  TENANT_FILE_FIELDS,
  type TenantFileField,
} from '@pm/schemas/tenant-fields';
import type { Envelope, ListEnvelope } from './envelope';

/** The text fields of the tenant multipart bodies (SPEC 7 "Tenants"), in the order they are sent. */
export const TENANT_TEXT_FIELDS = [
  'property',
  'firstName',
  'nickName',
  'surName',
  'contactNo',
  'whatsAppNo',
  'dob',
  'email',
  'password',
  'nationality',
  'homeAddress',
] as const;
export type TenantTextField = (typeof TENANT_TEXT_FIELDS)[number];

/** One sub-tenant of a form. `_id` names a stored one (edits); `passportFile` is the edit form's passport file. */
export type SubTenantFormFields = Partial<Record<SubTenantField | '_id', string>> & {
  passportFile?: File | null;
};

export type TenantFormFields = Partial<Record<TenantTextField, string>> & {
  subTenants?: SubTenantFormFields[];
};
export type TenantFiles = Partial<Record<TenantFileField, File | null>>;

/**
 * The multipart body of "add tenant" and "edit tenant": SPEC's field names, sub-tenants as
 * `subTenants[i][field]` (i from 0) and the chosen files. With `skipEmpty` (edits) an empty text is left out,
 * which the server reads as "keep the stored value"; a sub-tenant's passport file goes as the file part
 * `subTenants[i][passport]`; an empty sub-tenant list is sent as `subTenants=''` ("remove them all").
 */
export function tenantFormData(
  fields: TenantFormFields,
  files: TenantFiles = {},
  { skipEmpty = false } = {},
): FormData {
  const body = new FormData();
  const append = (name: string, raw: string | undefined) => {
    const value = raw?.trim() ?? '';
    if (value === '' && (skipEmpty || raw === undefined)) return false;
    // Passwords are sent exactly as typed.
    body.append(name, name === 'password' ? (raw ?? '') : value);
    return true;
  };
  for (const name of TENANT_TEXT_FIELDS) append(name, fields[name]);

  if (fields.subTenants) {
    let sentAny = false;
    let index = 0;
    for (const subTenant of fields.subTenants) {
      const prefix = `subTenants[${index}]`;
      let sent = false;
      if (subTenant._id) sent = append(`${prefix}[_id]`, subTenant._id) || sent;
      for (const name of SUB_TENANT_FIELDS) {
        if (name === 'passport' && subTenant.passportFile) {
          body.append(`${prefix}[passport]`, subTenant.passportFile, subTenant.passportFile.name);
          sent = true;
          continue;
        }
        sent = append(`${prefix}[${name}]`, subTenant[name] ?? (skipEmpty ? undefined : '')) || sent;
      }
      if (sent) index += 1;
      sentAny = sentAny || sent;
    }
    if (!sentAny && skipEmpty) body.append('subTenants', '');
  }

  for (const name of TENANT_FILE_FIELDS) {
    const file = files[name];
    if (file) body.append(name, file, file.name);
  }
  return body;
}

export const tenantsApi = {
  /** POST /tenant/register, multipart (see tenantFormData). */
  register: (body: FormData) => request<Envelope<Tenant>>('post', 'tenant/register', { body }),
  /** GET /tenant/?id= */
  get: (id: string) => request<Envelope<Tenant>>('get', 'tenant/', { searchParams: { id } }),
  /** POST /tenant/?id=, multipart with the same fields (edit). */
  update: (id: string, body: FormData) =>
    request<Envelope<Tenant>>('post', 'tenant/', { body, searchParams: { id } }),
  /** GET /tenant/all: SPEC 9 defaults page 1, limit 15. */
  list: (page = 1, limit = 15) =>
    request<ListEnvelope<Tenant>>('get', 'tenant/all', { searchParams: { page, limit } }),
  /** GET /tenant/property/{propertyId}: the tenants of one property. */
  ofProperty: (propertyId: string, page = 1, limit = 15) =>
    request<ListEnvelope<Tenant>>('get', `tenant/property/${encodeURIComponent(propertyId)}`, {
      searchParams: { page, limit },
    }),
};
