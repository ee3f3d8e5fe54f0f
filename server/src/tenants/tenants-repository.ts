import type { PropertySummary } from '@pm/schemas/property';
import type { SubTenant, SubTenantCreate, SubTenantUpdate, Tenant } from '@pm/schemas/tenant';
import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { countRows } from '../db/row-counts';
import { properties } from '../db/schema/properties';
import {
  type NewTenantRow,
  type SubTenantRow,
  subTenants,
  type TenantRow,
  tenants,
} from '../db/schema/tenants';
import type { FileUrl } from '../files/file-urls';
import type { Paging } from '../http/envelope';

/** The columns of the answer shape: never the password hash, nor the timestamps the answers do not carry. */
const {
  passwordHash: _hash,
  createdAt: _created,
  updatedAt: _updated,
  ...publicColumns
} = getTableColumns(tenants);
type PublicTenantRow = Omit<TenantRow, 'passwordHash' | 'createdAt' | 'updatedAt'>;

/** The fields of SPEC 3's property object that a tenant answer carries. */
const propertyColumns = {
  id: properties.id,
  name: properties.name,
  condoName: properties.condoName,
  address: properties.address,
  size: properties.size,
  rooms: properties.rooms,
  status: properties.status,
  monthlyRent: properties.monthlyRent,
};
type PropertyColumnsRow = {
  id: string;
  name: string;
  condoName: string | null;
  address: string | null;
  size: number | null;
  rooms: number | null;
  status: string;
  monthlyRent: number | null;
};

/** What a new tenant is stored with; files are stored file names. */
export type NewTenant = Omit<NewTenantRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The fields an edit may change; undefined keeps the stored value. */
export type TenantChanges = Partial<Omit<NewTenant, 'passwordHash'>>;

/** The tenant's own files (sub-tenants' passport files are handled with the sub-tenants). */
export const TENANT_FILE_COLUMNS = ['profileImage', 'passportFile', 'contractFile', 'inventoryFile'] as const;

/** A sub-tenant of an edit, with the stored name of a passport file uploaded for it. */
export type SubTenantEdit = SubTenantUpdate & { passportFile?: string };

export type UpdateResult =
  | { status: 'updated'; tenant: Tenant; replacedFiles: string[] }
  | { status: 'notFound' }
  | { status: 'unknownSubTenant' };

function toPropertySummary(row: PropertyColumnsRow): PropertySummary {
  return {
    _id: row.id,
    name: row.name,
    condoName: row.condoName ?? '',
    address: row.address ?? '',
    size: row.size ?? '',
    rooms: row.rooms ?? '',
    status: row.status,
    financialInfo: { monthlyRent: row.monthlyRent ?? '' },
  };
}

function toSubTenant(row: SubTenantRow, fileUrl: FileUrl): SubTenant {
  return {
    _id: row.id,
    firstName: row.firstName,
    nickName: row.nickName,
    surName: row.surName,
    email: row.email,
    contactNo: row.contactNo,
    whatsAppNo: row.whatsAppNo,
    dob: row.dob,
    nationality: row.nationality,
    homeAddress: row.homeAddress,
    passport: row.passportFile ? fileUrl(row.passportFile) : row.passportNo,
  };
}

/** The rows as SPEC 3's stored shape, with `_id`, `__v` and signed file URLs. */
export function toTenant(
  row: PublicTenantRow,
  property: PropertyColumnsRow,
  subRows: SubTenantRow[],
  fileUrl: FileUrl,
): Tenant {
  return {
    _id: row.id,
    __v: row.version,
    email: row.email,
    profile: {
      firstName: row.firstName,
      nickName: row.nickName,
      surName: row.surName,
      contactNo: row.contactNo,
      whatsAppNo: row.whatsAppNo,
      dob: row.dob,
      nationality: row.nationality,
      homeAddress: row.homeAddress,
      profileImage: fileUrl(row.profileImage),
      property: toPropertySummary(property),
      subTenants: subRows.map((subRow) => toSubTenant(subRow, fileUrl)),
    },
    documents: {
      passport: fileUrl(row.passportFile),
      contract: fileUrl(row.contractFile),
      inventory: fileUrl(row.inventoryFile),
    },
  };
}

const sameEmail = (email: string) => sql`lower(${tenants.email}) = lower(${email})`;

type Executor = Pick<Db, 'select' | 'insert' | 'delete' | 'update'>;

/** Reads tenants (with their property and sub-tenants, in order) matching `where`, in list order. */
async function readTenants(
  db: Executor,
  fileUrl: FileUrl,
  where: SQL | undefined,
  page?: Paging,
): Promise<Tenant[]> {
  let query = db
    .select({ tenant: publicColumns, property: propertyColumns })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(where)
    .orderBy(sql`${tenants.createdAt} desc nulls last`, sql`${tenants.id} desc nulls last`)
    .$dynamic();
  if (page) query = query.limit(page.limit).offset((page.page - 1) * page.limit);
  const rows = await query;
  if (rows.length === 0) return [];
  const subRows = await db
    .select()
    .from(subTenants)
    .where(
      inArray(
        subTenants.tenantId,
        rows.map((row) => row.tenant.id),
      ),
    )
    .orderBy(asc(subTenants.tenantId), asc(subTenants.position));
  const byTenant = new Map<string, SubTenantRow[]>();
  for (const subRow of subRows) {
    byTenant.set(subRow.tenantId, [...(byTenant.get(subRow.tenantId) ?? []), subRow]);
  }
  return rows.map((row) => toTenant(row.tenant, row.property, byTenant.get(row.tenant.id) ?? [], fileUrl));
}

/** The stored sub-tenant of a create. */
function newSubTenantRow(tenantId: string, subTenant: SubTenantCreate, position: number) {
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

/** `fileUrl` signs the file URLs of the answers. */
export function createTenantsRepository(db: Db, fileUrl: FileUrl) {
  return {
    async findById(id: string): Promise<Tenant | undefined> {
      const [tenant] = await readTenants(db, fileUrl, eq(tenants.id, id));
      return tenant;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).limit(1);
      return row !== undefined;
    },

    async propertyExists(propertyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .limit(1);
      return row !== undefined;
    },

    /** Whether another tenant (not `exceptId`) has this email, ignoring case. */
    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(exceptId ? and(sameEmail(email), ne(tenants.id, exceptId)) : sameEmail(email))
        .limit(1);
      return row !== undefined;
    },

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
        const [created] = await readTenants(tx, fileUrl, eq(tenants.id, id));
        return created as Tenant;
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
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as TenantChanges;
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
        const replacedFiles = TENANT_FILE_COLUMNS.flatMap((column) => {
          const old = before[column];
          return defined[column] !== undefined && old && old !== defined[column] ? [old] : [];
        });

        if (subTenantEdits) {
          const stored = await tx.select().from(subTenants).where(eq(subTenants.tenantId, id));
          const storedById = new Map(stored.map((row) => [row.id, row]));
          const rows = [];
          for (const [index, edit] of subTenantEdits.entries()) {
            const previous = edit._id ? storedById.get(edit._id.toLowerCase()) : undefined;
            if (edit._id && !previous) return { status: 'unknownSubTenant' };
            // Each stored sub-tenant can be named once.
            if (previous) storedById.delete(previous.id);
            const row = editedSubTenantRow(id, edit, index, previous);
            if (previous?.passportFile && previous.passportFile !== row.passportFile) {
              replacedFiles.push(previous.passportFile);
            }
            rows.push(row);
          }
          for (const dropped of storedById.values()) {
            if (dropped.passportFile) replacedFiles.push(dropped.passportFile);
          }
          await tx.delete(subTenants).where(eq(subTenants.tenantId, id));
          if (rows.length > 0) await tx.insert(subTenants).values(rows);
        }

        await tx
          .update(tenants)
          .set({ ...defined, version: sql`${tenants.version} + 1`, updatedAt: now })
          .where(eq(tenants.id, id));
        const [tenant] = await readTenants(tx, fileUrl, eq(tenants.id, id));
        return { status: 'updated', tenant: tenant as Tenant, replacedFiles };
      });
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
