import type { TenantCreate, TenantUpdate } from '@pm/schemas/tenant';
import { type AuditedFields, sameNames } from '../audit/audit-trail';
import type { NewTenant, TenantChanges } from './tenants-repository';

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

/** The audited columns of a tenant (sub-tenants aside), named as the forms send them; never the password hash. */
export const TENANT_AUDITED_FIELDS: AuditedFields = {
  propertyId: 'property',
  ...sameNames([
    'email',
    'firstName',
    'nickName',
    'surName',
    'contactNo',
    'whatsAppNo',
    'dob',
    'nationality',
    'homeAddress',
    'profileImage',
  ]),
  passportFile: 'passport',
  contractFile: 'contract',
  inventoryFile: 'inventory',
};
