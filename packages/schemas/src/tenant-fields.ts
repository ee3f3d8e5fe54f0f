// The multipart names of a tenant form (SPEC 7), the tenant's messages, a tenant's display name and whether a stored
// text is a file's URL, without zod: the api-client, which every page loads, and the pages' drawing need only these.

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

/** The four files of a tenant, by their multipart field names (SPEC 7). */
export const TENANT_FILE_FIELDS = ['profileImage', 'passport', 'contract', 'inventory'] as const;
export type TenantFileField = (typeof TENANT_FILE_FIELDS)[number];

/** The text fields of a sub-tenant, by their multipart names `subTenants[i][name]` (SPEC 7). */
export const SUB_TENANT_FIELDS = [
  'firstName',
  'nickName',
  'surName',
  'email',
  'contactNo',
  'whatsAppNo',
  'dob',
  'nationality',
  'homeAddress',
  'passport',
] as const;
export type SubTenantField = (typeof SUB_TENANT_FIELDS)[number];

/**
 * The edit-only parts of a sub-tenant: `_id` names a stored one; `_remove` = 'true' beside its `_id` removes it
 * (an edit removes no sub-tenant otherwise).
 */
export const SUB_TENANT_ID_FIELD = '_id';
export const SUB_TENANT_REMOVE_FIELD = '_remove';

/** The multipart name of sub-tenant i's field (i from 0): `subTenants[0][firstName]`, `subTenants[2][_remove]`. */
export const subTenantFieldName = (
  index: number,
  field: SubTenantField | typeof SUB_TENANT_ID_FIELD | typeof SUB_TENANT_REMOVE_FIELD,
) => `subTenants[${index}][${field}]`;

/** Sub-tenants per tenant; also keeps a form within the server's multipart limits. */
export const MAX_SUB_TENANTS = 10;

/** The largest file a tenant form may carry. */
export const MAX_TENANT_FILE_MEGABYTES = 10;

/** SPEC 5 "Add Tenant" and "Edit Tenant", then the answers of the tenant routes. */
export const TENANT_MESSAGES = {
  property: 'Property is required',
  firstName: 'First name is required',
  nickName: 'Nickname is required',
  surName: 'Surname is required',
  contactNo: 'Contact number is required',
  whatsAppNo: 'WhatsApp number is required',
  dob: 'Date of birth is required',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
  nationality: 'Nationality is required',
  homeAddress: 'Home address is required',
  password: 'Password is required',
  passwordLength: 'Password must be at least 8 characters',
  subTenants: 'Sub tenants must be a list',
  subTenantsMax: `A tenant can have at most ${MAX_SUB_TENANTS} sub-tenants.`,
  subTenantShape: 'Send each sub-tenant as subTenants[i][field] fields.',

  id: { required: 'The tenant id is required.', invalid: 'The tenant id is not valid.' },
  notFound: 'Tenant not found.',
  chooseExisting: 'Choose an existing tenant.',
  duplicateEmail: 'A tenant with this email already exists.',
  unknownSubTenant:
    'A sub-tenant of this edit does not belong to the tenant. Reload the tenant and try again.',
  removeNeedsId: 'To remove a sub-tenant, send its _id beside _remove.',
  removeFormat: 'Sub-tenant _remove must be true or false',
  fileTooLarge: `A file may be at most ${MAX_TENANT_FILE_MEGABYTES} MB.`,
  imageType: 'The profile image and the passport image must be PNG, JPEG or WebP.',
  documentType: 'The contract, the inventory and sub-tenant passports must be PDF, PNG, JPEG or WebP.',
};

/** A tenant's display name: first name and surname. */
export function tenantDisplayName(
  tenant: { profile: { firstName?: string | null; surName?: string | null } } | null | undefined,
): string {
  if (!tenant) return '';
  return [tenant.profile?.firstName, tenant.profile?.surName].filter(Boolean).join(' ');
}

/** Whether a stored text (a sub-tenant's passport) is the URL of an uploaded file rather than typed text. */
export function isFileUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/api/files/');
}
