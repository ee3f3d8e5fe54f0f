// The multipart names of a tenant form (SPEC 7) and a tenant's display name, without zod: the api-client,
// which every page loads, needs only these, not the schemas.

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

/** A tenant's display name: first name and surname. */
export function tenantDisplayName(
  tenant: { profile: { firstName?: string | null; surName?: string | null } } | null | undefined,
): string {
  if (!tenant) return '';
  return [tenant.profile?.firstName, tenant.profile?.surName].filter(Boolean).join(' ');
}
