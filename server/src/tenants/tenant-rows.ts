import type { TenantCreate, TenantUpdate } from '@pm/schemas/tenant';
import { TENANT_TEXT_FIELDS } from '@pm/schemas/tenant-fields';
import type { AuditedRecord } from '../audit/audited-writes';
import type { NewTenantRow } from '../db/schema/tenants';

/** What a new tenant is stored with; files are stored file names. */
export type NewTenant = Omit<NewTenantRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The fields an edit may change; undefined keeps the stored value. */
export type TenantChanges = Partial<Omit<NewTenant, 'passwordHash'>>;

/** The stored names of a form's files, by multipart field (`subTenants[i][passport]` for sub-tenant i's). */
export type TenantFileNames = Partial<Record<string, string>>;

/** The tenant's own files: the column each is stored in, by multipart field. */
function tenantFileColumns(names: TenantFileNames) {
  return {
    profileImage: names.profileImage,
    passportFile: names.passport,
    contractFile: names.contract,
    inventoryFile: names.inventory,
  };
}

/** A registration as it is stored: the password hashed, the property by id, the files by stored name. */
export function newTenantRow(
  input: TenantCreate,
  passwordHash: string,
  propertyId: string,
  names: TenantFileNames,
): NewTenant {
  const { password: _password, property: _property, subTenants: _subTenants, ...fields } = input;
  const files = tenantFileColumns(names);
  return {
    ...fields,
    passwordHash,
    propertyId,
    profileImage: files.profileImage ?? null,
    passportFile: files.passportFile ?? null,
    contractFile: files.contractFile ?? null,
    inventoryFile: files.inventoryFile ?? null,
  };
}

/** The columns an edit sets: its given fields, the property it moves to, and the files it replaces. */
export function tenantChanges(
  edit: TenantUpdate,
  propertyId: string | undefined,
  names: TenantFileNames,
): TenantChanges {
  const { property: _property, subTenants: _subTenants, ...fields } = edit;
  return { ...fields, propertyId, ...tenantFileColumns(names) };
}

const {
  property: _property,
  password: _password,
  ...sameNamedColumns
} = Object.fromEntries(TENANT_TEXT_FIELDS.map((field) => [field, field]));

/** A tenant's audit events (sub-tenants aside): its columns by the forms' names; never the password hash. */
export const TENANT_AUDIT: AuditedRecord = {
  entity: 'tenant',
  fields: {
    propertyId: 'property',
    ...sameNamedColumns,
    profileImage: 'profileImage',
    passportFile: 'passport',
    contractFile: 'contract',
    inventoryFile: 'inventory',
  },
};
