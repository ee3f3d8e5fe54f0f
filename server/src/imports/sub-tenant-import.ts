// The import of sub-tenants (issue 24): a file's rows of one tenant (by the tenant's email) are that tenant's
// sub-tenants, in order. A tenant without sub-tenants gets them (new); one whose first sub-tenants equal the rows
// is unchanged; else the rows update the sub-tenants at their positions (changed, written with "update existing")
// and add those after the stored ones. An import never removes a sub-tenant, and an empty cell keeps the stored
// value, as an edit of the tenant form does. Each tenant written gets one audit event naming the file.
import { IMPORT_MESSAGES } from '@pm/schemas/spreadsheet-import';
import { type SubTenantCreate, subTenantCreateSchema } from '@pm/schemas/tenant';
import { MAX_SUB_TENANTS, TENANT_MESSAGES } from '@pm/schemas/tenant-fields';
import { asc, eq, inArray } from 'drizzle-orm';
import { updateAudited } from '../audit/audited-writes';
import type { Db } from '../db/database';
import { type SubTenantRow, subTenants, tenants } from '../db/schema/tenants';
import { HttpError } from '../http/errors';
import { editedSubTenantRows, type SubTenantEdit } from '../tenants/sub-tenant-rows';
import { TENANT_AUDIT } from '../tenants/tenant-rows';
import type { CheckedRow, ImportWork, ListImport, Problems } from './import-steps';

/** The column that names a row's tenant. */
const TENANT_COLUMN = 'tenantEmail';
const LOOKUP_BATCH = 1000;

/** The stored sub-tenants of these tenants, each tenant's in order. */
async function storedSubTenants(tx: Pick<Db, 'select'>, tenantIds: string[]) {
  const stored = new Map<string, SubTenantRow[]>();
  for (let start = 0; start < tenantIds.length; start += LOOKUP_BATCH) {
    const rows = await tx
      .select()
      .from(subTenants)
      .where(inArray(subTenants.tenantId, tenantIds.slice(start, start + LOOKUP_BATCH)))
      .orderBy(asc(subTenants.tenantId), asc(subTenants.position));
    for (const row of rows) stored.set(row.tenantId, [...(stored.get(row.tenantId) ?? []), row]);
  }
  return stored;
}

/** The file's rows by tenant id, in file order; a tenant with a bad row is left out (its rows are reported). */
function rowsByTenant(rows: CheckedRow[], problems: Problems) {
  const groups = new Map<string, CheckedRow[]>();
  const bad = new Set<string>();
  for (const row of rows) {
    const tenantId = row.links.get(TENANT_COLUMN);
    if (!tenantId) continue;
    if (row.parsed === undefined) bad.add(tenantId);
    const group = [...(groups.get(tenantId) ?? []), row];
    groups.set(tenantId, group);
    if (group.length === MAX_SUB_TENANTS + 1) {
      problems.add({ line: row.line, field: TENANT_COLUMN, message: TENANT_MESSAGES.subTenantsMax });
    }
  }
  for (const tenantId of bad) groups.delete(tenantId);
  return groups;
}

export const subTenantImport: ListImport = {
  list: 'sub-tenants',
  keyList: 'tenants',
  schema: subTenantCreateSchema,
  inputPaths: { [TENANT_COLUMN]: '' },
  grouped: true,
  async plan(tx, rows, problems): Promise<ImportWork> {
    const groups = rowsByTenant(rows, problems);
    const stored = await storedSubTenants(tx, [...groups.keys()]);
    /** `planned`: how many sub-tenants the tenant had when planned. */
    const writes: { tenantId: string; entries: SubTenantEdit[]; planned: number }[] = [];
    const counts = { created: 0, changed: 0, unchanged: 0 };
    for (const [tenantId, group] of groups) {
      const before = stored.get(tenantId) ?? [];
      const entries = group.map((row) => ({
        ...(row.parsed as SubTenantCreate),
        _id: undefined,
        _remove: undefined,
      }));
      const edited = editedSubTenantRows(tenantId, before, entries);
      if (edited.status !== 'edited') {
        // Only "too many" can happen without ids, and it is reported above.
        continue;
      }
      const kind = before.length === 0 ? 'created' : edited.changes.length > 0 ? 'changed' : 'unchanged';
      counts[kind] += group.length;
      if (kind !== 'unchanged') writes.push({ tenantId, entries, planned: before.length });
    }
    return {
      ...counts,
      async write(writer, { stamp, named, updateExisting }) {
        const replaced: string[] = [];
        if (writes.length === 0) return replaced;
        const tenantIds = writes.map(({ tenantId }) => tenantId);
        // Read again under the tenants' locks (a tenant's edit takes its lock too): the rows update the sub-tenants
        // an edit saved since the plan, and remove none of them.
        const lockedTenants = await writer
          .select()
          .from(tenants)
          .where(inArray(tenants.id, tenantIds))
          .orderBy(asc(tenants.id))
          .for('update');
        const lockedTenantById = new Map(lockedTenants.map((tenant) => [tenant.id, tenant]));
        const currentSubTenants = await storedSubTenants(writer, tenantIds);
        for (const { tenantId, entries, planned } of writes) {
          const lockedTenant = lockedTenantById.get(tenantId);
          if (!lockedTenant) throw new HttpError(409, IMPORT_MESSAGES.deletedMeanwhile);
          const current = currentSubTenants.get(tenantId) ?? [];
          if (current.length > 0 && !updateExisting) {
            // Reported as new; an edit gave the tenant sub-tenants since, which this import may not change.
            if (planned === 0) throw new HttpError(409, IMPORT_MESSAGES.subTenantsChangedMeanwhile);
            continue;
          }
          const edited = editedSubTenantRows(tenantId, current, entries);
          // The rows take the sub-tenants' places: no edit since makes them too many; never skipped unsaid.
          if (edited.status !== 'edited')
            throw new HttpError(409, IMPORT_MESSAGES.subTenantsChangedMeanwhile);
          if (edited.changes.length === 0) continue;
          await writer.delete(subTenants).where(eq(subTenants.tenantId, tenantId));
          if (edited.rows.length > 0) await writer.insert(subTenants).values(edited.rows);
          await updateAudited(writer, tenants, lockedTenant, {}, stamp, TENANT_AUDIT, [
            ...edited.changes,
            ...named,
          ]);
          replaced.push(...edited.replacedFiles);
        }
        return replaced;
      },
    };
  },
};
