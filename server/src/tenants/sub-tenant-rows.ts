import type { AuditChange } from '@pm/schemas/audit';
import type { SubTenantCreate, SubTenantUpdate, TenantUpdate } from '@pm/schemas/tenant';
import { isFileUrl, MAX_SUB_TENANTS, SUB_TENANT_FIELDS, subTenantFieldName } from '@pm/schemas/tenant-fields';
import { type AuditedFields, createdFields, editedFields, removedFields } from '../audit/audit-trail';
import type { SubTenantRow } from '../db/schema/tenants';
import type { TenantFileNames } from './tenant-rows';

/** A sub-tenant of an edit, with the stored name of a passport file uploaded for it. */
export type SubTenantEdit = SubTenantUpdate & { passportFile?: string };

type NewSubTenantRow = Omit<SubTenantRow, 'id'> & { id?: string };

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
export function newSubTenantRow(
  tenantId: string,
  subTenant: SubTenantCreate,
  position: number,
): NewSubTenantRow {
  return { tenantId, position, ...createdSubTenantValues(subTenant) };
}

function createdSubTenantValues(subTenant: SubTenantCreate) {
  return {
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
  before: SubTenantRow | undefined,
): NewSubTenantRow {
  // A file's address is no passport number: it is what an edit made from an answer sends back, keeping the file.
  const typedPassport = isFileUrl(edit.passport) ? undefined : edit.passport;
  return {
    ...(before ? { id: before.id } : {}),
    tenantId,
    position: before?.position ?? 0,
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

/** Sub-tenant i's audited fields, named as the forms send them: `subTenants[i][firstName]`. */
const subTenantAuditedFields = (index: number): AuditedFields =>
  Object.fromEntries(SUB_TENANT_FIELDS.map((field) => [field, subTenantFieldName(index, field)]));

/** A sub-tenant as audited: its passport is the stored file name, or else the typed number. */
const audited = (row: Pick<SubTenantRow, 'passportFile' | 'passportNo'>) => ({
  ...row,
  passport: row.passportFile ?? row.passportNo,
});

/** The audit changes of a create's sub-tenants: the fields each set. */
export function createdSubTenantFields(subTenants: SubTenantCreate[]): AuditChange[] {
  return subTenants.flatMap((subTenant, index) =>
    createdFields(subTenantAuditedFields(index), audited(createdSubTenantValues(subTenant))),
  );
}

export type SubTenantsEdit =
  | { status: 'edited'; rows: NewSubTenantRow[]; replacedFiles: string[]; changes: AuditChange[] }
  | { status: 'unknownSubTenant' }
  | { status: 'removeNeedsId' }
  | { status: 'tooMany' };

/**
 * The sub-tenant rows after an edit, from the `stored` ones (in their order) and the edit's entries. An entry
 * updates the stored sub-tenant its `_id` names, or without one the stored sub-tenant at its position unless
 * another entry names that one by `_id`; the others are added after the stored ones. A sub-tenant is removed only
 * by an entry with its `_id` and `_remove`; the sub-tenants no entry names are kept as they are. Also the passport
 * files replaced or dropped, and the audit changes, named by each entry's index in the edit.
 */
export function editedSubTenantRows(
  tenantId: string,
  stored: SubTenantRow[],
  edits: SubTenantEdit[],
): SubTenantsEdit {
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const named = new Set<string>();
  for (const edit of edits) {
    if (edit._remove && !edit._id) return { status: 'removeNeedsId' };
    if (!edit._id) continue;
    const id = edit._id.toLowerCase();
    // Each stored sub-tenant can be named once.
    if (!storedById.has(id) || named.has(id)) return { status: 'unknownSubTenant' };
    named.add(id);
  }
  const targets = edits.map((edit, index) => {
    if (edit._id) return storedById.get(edit._id.toLowerCase());
    const atPosition = stored[index];
    return atPosition && !named.has(atPosition.id) ? atPosition : undefined;
  });
  const entryOf = new Map(targets.flatMap((target, index) => (target ? [[target.id, index] as const] : [])));

  const rows: NewSubTenantRow[] = [];
  const replacedFiles: string[] = [];
  const changes: AuditChange[] = [];
  for (const row of stored) {
    const index = entryOf.get(row.id);
    const edit = index === undefined ? undefined : edits[index];
    if (index === undefined || !edit) {
      rows.push(row);
      continue;
    }
    const fields = subTenantAuditedFields(index);
    if (edit._remove) {
      if (row.passportFile) replacedFiles.push(row.passportFile);
      // A passport file sent with the removal has been stored all the same.
      if (edit.passportFile) replacedFiles.push(edit.passportFile);
      changes.push(...removedFields(fields, audited(row)));
      continue;
    }
    const edited = editedSubTenantRow(tenantId, edit, row);
    if (row.passportFile && row.passportFile !== edited.passportFile) replacedFiles.push(row.passportFile);
    changes.push(...editedFields(fields, audited(row), audited(edited)));
    rows.push(edited);
  }
  for (const [index, edit] of edits.entries()) {
    if (targets[index]) continue;
    const added = editedSubTenantRow(tenantId, edit, undefined);
    changes.push(...createdFields(subTenantAuditedFields(index), audited(added)));
    rows.push(added);
  }
  if (rows.length > MAX_SUB_TENANTS) return { status: 'tooMany' };
  return {
    status: 'edited',
    rows: rows.map((row, position) => ({ ...row, position })),
    replacedFiles,
    changes,
  };
}
