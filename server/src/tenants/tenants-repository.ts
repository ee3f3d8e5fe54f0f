import type { SubTenantCreate, Tenant } from '@pm/schemas/tenant';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailTaken, givenChanges, recordExists } from '../db/record-queries';
import { countRows } from '../db/row-counts';
import { properties } from '../db/schema/properties';
import { type NewTenantRow, subTenants, tenants } from '../db/schema/tenants';
import type { FileUrl } from '../files/file-urls';
import { replacedFileNames } from '../files/stored-files';
import type { Paging } from '../http/envelope';
import { readTenants } from './tenant-answer';
import { editedSubTenantRows, newSubTenantRow, type SubTenantEdit } from './tenant-rows';

/** What a new tenant is stored with; files are stored file names. */
export type NewTenant = Omit<NewTenantRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The fields an edit may change; undefined keeps the stored value. */
export type TenantChanges = Partial<Omit<NewTenant, 'passwordHash'>>;

/** The tenant's own files (sub-tenants' passport files are handled with the sub-tenants). */
export const TENANT_FILE_COLUMNS = ['profileImage', 'passportFile', 'contractFile', 'inventoryFile'] as const;

export type UpdateResult =
  | { status: 'updated'; tenant: Tenant; replacedFiles: string[] }
  | { status: 'notFound' }
  | { status: 'unknownSubTenant' };

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
    async list(paging: Paging, propertyId?: string): Promise<{ tenants: Tenant[]; total: number }> {
      const where = propertyId ? eq(tenants.propertyId, propertyId) : undefined;
      const [page, total] = await Promise.all([
        readTenants(db, fileUrl, where, paging),
        countRows(db, tenants, where),
      ]);
      return { tenants: page, total };
    },

    async insert(tenant: NewTenant, subTenantList: SubTenantCreate[], now: Date): Promise<Tenant> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tenants)
          .values({ ...tenant, createdAt: now, updatedAt: now })
          .returning({ id: tenants.id });
        const id = (row as { id: string }).id;
        if (subTenantList.length > 0) {
          await tx
            .insert(subTenants)
            .values(subTenantList.map((subTenant, index) => newSubTenantRow(id, subTenant, index)));
        }
        return (await findById(id, tx)) as Tenant;
      });
    },

    /**
     * Applies the defined changes, replaces the sub-tenants when a list is given (entries with `_id` keep
     * the stored values of their empty fields) and raises `__v` by one. Answers the updated tenant and the
     * stored file names the edit replaced or dropped (for the caller to delete).
     */
    async update(
      id: string,
      changes: TenantChanges,
      subTenantEdits: SubTenantEdit[] | undefined,
      now: Date,
    ): Promise<UpdateResult> {
      const defined = givenChanges(changes);
      return db.transaction(async (tx): Promise<UpdateResult> => {
        const [before] = await tx
          .select({
            profileImage: tenants.profileImage,
            passportFile: tenants.passportFile,
            contractFile: tenants.contractFile,
            inventoryFile: tenants.inventoryFile,
          })
          .from(tenants)
          .where(eq(tenants.id, id))
          .for('update');
        if (!before) return { status: 'notFound' };
        const replacedFiles = replacedFileNames(before, defined, TENANT_FILE_COLUMNS);

        if (subTenantEdits) {
          const stored = await tx.select().from(subTenants).where(eq(subTenants.tenantId, id));
          const edited = editedSubTenantRows(id, stored, subTenantEdits);
          if (!edited) return { status: 'unknownSubTenant' };
          replacedFiles.push(...edited.replacedFiles);
          await tx.delete(subTenants).where(eq(subTenants.tenantId, id));
          if (edited.rows.length > 0) await tx.insert(subTenants).values(edited.rows);
        }

        await tx
          .update(tenants)
          .set({ ...defined, version: sql`${tenants.version} + 1`, updatedAt: now })
          .where(eq(tenants.id, id));
        return { status: 'updated', tenant: (await findById(id, tx)) as Tenant, replacedFiles };
      });
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
