import type { AuditChange } from '@pm/schemas/audit';
import type { Tenant } from '@pm/schemas/records';
import type { SubTenantCreate } from '@pm/schemas/tenant';
import { asc, eq } from 'drizzle-orm';
import { type ChangeStamp, PASSWORD_SET } from '../audit/audit-trail';
import { insertAudited, updateAudited } from '../audit/audited-writes';
import type { Db } from '../db/database';
import { type EditRefusal, emailTaken, givenChanges, lockForEdit, recordExists } from '../db/record-queries';
import { countRows } from '../db/row-counts';
import { properties } from '../db/schema/properties';
import { subTenants, tenants } from '../db/schema/tenants';
import type { FileUrl } from '../files/file-urls';
import { replacedFileNames } from '../files/stored-files';
import type { Paging, RecordPage } from '../http/envelope';
import type { Precondition } from '../http/preconditions';
import {
  createdSubTenantFields,
  editedSubTenantRows,
  newSubTenantRow,
  type SubTenantEdit,
  type SubTenantsEdit,
} from './sub-tenant-rows';
import { readTenants } from './tenant-answer';
import { type NewTenant, TENANT_AUDIT, type TenantChanges } from './tenant-rows';

/** The tenant's own files (sub-tenants' passport files are handled with the sub-tenants). */
export const TENANT_FILE_COLUMNS = ['profileImage', 'passportFile', 'contractFile', 'inventoryFile'] as const;

export type UpdateResult =
  | { status: 'updated'; tenant: Tenant; replacedFiles: string[] }
  | EditRefusal
  | Exclude<SubTenantsEdit, { status: 'edited' }>;

/** `fileUrl` signs the file URLs of the answers. */
export function createTenantsRepository(db: Db, fileUrl: FileUrl) {
  async function findById(id: string, executor: Pick<Db, 'select'> = db): Promise<Tenant | undefined> {
    const [tenant] = await readTenants(executor, fileUrl, eq(tenants.id, id));
    return tenant;
  }

  return {
    findById: (id: string) => findById(id),
    exists: (id: string) => recordExists(db, tenants, id),
    propertyExists: (propertyId: string) => recordExists(db, properties, propertyId),
    /** Whether another tenant (not `exceptId`) has this email, ignoring case. */
    emailTaken: (email: string, exceptId?: string) => emailTaken(db, tenants, email, exceptId),

    /** One page, newest first (id breaks ties), of all tenants or those of one property, and how many. */
    async list(paging: Paging, propertyId?: string): Promise<RecordPage<Tenant>> {
      const where = propertyId ? eq(tenants.propertyId, propertyId) : undefined;
      const [page, total] = await Promise.all([
        readTenants(db, fileUrl, where, paging),
        countRows(db, tenants, where),
      ]);
      return { records: page, total };
    },

    /** Stores a registration, its sub-tenants and its audit event (the fields set, the password named only). */
    async insert(tenant: NewTenant, subTenantList: SubTenantCreate[], stamp: ChangeStamp): Promise<Tenant> {
      return db.transaction(async (tx) => {
        const created = await insertAudited(tx, tenants, tenant, stamp, TENANT_AUDIT, [
          PASSWORD_SET,
          ...createdSubTenantFields(subTenantList),
        ]);
        const subRows = subTenantList.map((subTenant, index) =>
          newSubTenantRow(created.id, subTenant, index),
        );
        if (subRows.length > 0) await tx.insert(subTenants).values(subRows);
        return (await findById(created.id, tx)) as Tenant;
      });
    },

    /**
     * Applies the defined changes and the sub-tenant entries (editedSubTenantRows) and raises `__v` by one if the
     * tenant meets the precondition, with its audit event, in one transaction. Answers the updated tenant and the
     * stored file names the edit replaced or dropped (for the caller to delete), or why nothing was written.
     */
    async update(
      id: string,
      changes: TenantChanges,
      subTenantEdits: SubTenantEdit[] | undefined,
      precondition: Precondition,
      stamp: ChangeStamp,
    ): Promise<UpdateResult> {
      const defined = givenChanges(changes);
      return db.transaction(async (tx): Promise<UpdateResult> => {
        const locked = await lockForEdit(tx, tenants, id, precondition);
        if (locked.status !== 'locked') return locked;
        const { before } = locked;
        const replacedFiles = replacedFileNames(before, defined, TENANT_FILE_COLUMNS);
        const subTenantChanges: AuditChange[] = [];
        if (subTenantEdits?.length) {
          const stored = await tx
            .select()
            .from(subTenants)
            .where(eq(subTenants.tenantId, id))
            .orderBy(asc(subTenants.position));
          const edited = editedSubTenantRows(id, stored, subTenantEdits);
          if (edited.status !== 'edited') return edited;
          replacedFiles.push(...edited.replacedFiles);
          subTenantChanges.push(...edited.changes);
          await tx.delete(subTenants).where(eq(subTenants.tenantId, id));
          if (edited.rows.length > 0) await tx.insert(subTenants).values(edited.rows);
        }

        await updateAudited(tx, tenants, before, defined, stamp, TENANT_AUDIT, subTenantChanges);
        return { status: 'updated', tenant: (await findById(id, tx)) as Tenant, replacedFiles };
      });
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
