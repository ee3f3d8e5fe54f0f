import type { SubTenantCreate, SubTenantUpdate, TenantCreate, TenantUpdate } from '@pm/schemas/tenant';
import type { SubTenantRow } from '../db/schema/tenants';
import type { NewTenant, TenantChanges } from './tenants-repository';

/** The stored names of a form's files, by multipart field (`subTenants[i][passport]` for sub-tenant i's). */
export type TenantFileNames = Partial<Record<string, string>>;

/** A sub-tenant of an edit, with the stored name of a passport file uploaded for it. */
export type SubTenantEdit = SubTenantUpdate & { passportFile?: string };

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

/** The sub-tenants of an edit, each with its newly stored passport file (`passportFields[i]` names its part). */
export function subTenantEdits(
  edit: TenantUpdate,
  passportFields: (string | undefined)[],
  names: TenantFileNames,
): SubTenantEdit[] | undefined {
  return edit.subTenants?.map((subTenant, index) => {
    const field = passportFields[index];
    return field ? { ...subTenant, passportFile: names[field] } : subTenant;
  });
}

/** The stored sub-tenant of a create. */
export function newSubTenantRow(tenantId: string, subTenant: SubTenantCreate, position: number) {
  return {
    tenantId,
    position,
    firstName: subTenant.firstName,
    nickName: subTenant.nickName,
    surName: subTenant.surName,
    email: subTenant.email ?? null,
    contactNo: subTenant.contactNo,
    whatsAppNo: subTenant.whatsAppNo ?? null,
    dob: subTenant.dob,
    nationality: subTenant.nationality,
    homeAddress: subTenant.homeAddress,
    passportNo: subTenant.passport ?? null,
    passportFile: null,
  };
}

/** An edited sub-tenant: given fields over the stored ones (`before`), or a new one when there is none. */
function editedSubTenantRow(
  tenantId: string,
  edit: SubTenantEdit,
  position: number,
  before: SubTenantRow | undefined,
) {
  const typedPassport = edit.passport;
  return {
    ...(before ? { id: before.id } : {}),
    tenantId,
    position,
    firstName: edit.firstName ?? before?.firstName ?? '',
    nickName: edit.nickName ?? before?.nickName ?? '',
    surName: edit.surName ?? before?.surName ?? '',
    email: edit.email ?? before?.email ?? null,
    contactNo: edit.contactNo ?? before?.contactNo ?? '',
    whatsAppNo: edit.whatsAppNo ?? before?.whatsAppNo ?? null,
    dob: edit.dob ?? before?.dob ?? null,
    nationality: edit.nationality ?? before?.nationality ?? '',
    homeAddress: edit.homeAddress ?? before?.homeAddress ?? '',
    passportNo: typedPassport ?? before?.passportNo ?? null,
    // A new file replaces the stored one; a newly typed passport number replaces a stored file.
    passportFile: edit.passportFile ?? (typedPassport !== undefined ? null : (before?.passportFile ?? null)),
  };
}

/**
 * The sub-tenant rows that replace the `stored` ones: entries with `_id` keep the stored values of their empty
 * fields, the others are new. Also the passport files replaced or dropped. Undefined when an `_id` names no
 * stored sub-tenant of this tenant (or names one twice).
 */
export function editedSubTenantRows(tenantId: string, stored: SubTenantRow[], edits: SubTenantEdit[]) {
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const rows = [];
  const replacedFiles: string[] = [];
  for (const [index, edit] of edits.entries()) {
    const previous = edit._id ? storedById.get(edit._id.toLowerCase()) : undefined;
    if (edit._id && !previous) return undefined;
    // Each stored sub-tenant can be named once.
    if (previous) storedById.delete(previous.id);
    const row = editedSubTenantRow(tenantId, edit, index, previous);
    if (previous?.passportFile && previous.passportFile !== row.passportFile) {
      replacedFiles.push(previous.passportFile);
    }
    rows.push(row);
  }
  for (const dropped of storedById.values()) {
    if (dropped.passportFile) replacedFiles.push(dropped.passportFile);
  }
  return { rows, replacedFiles };
}
