import type { Contract, ContractCreate, ContractUpdate, UtilityPayer } from '@pm/schemas/contract';
import type { Property } from '@pm/schemas/property';
import type { Tenant } from '@pm/schemas/tenant';
import { asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { countRows } from '../db/row-counts';
import { type ContractRow, contracts, type NewContractRow } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { type SubTenantRow, subTenants, tenants } from '../db/schema/tenants';
import type { FileUrl } from '../files/file-urls';
import type { Paging } from '../http/envelope';
import { toOwner } from '../owners/owners-repository';
import { toProperty } from '../properties/properties-repository';
import { toTenant } from '../tenants/tenants-repository';

// The columns of the answers: never a password hash, nor the timestamps the answers do not carry.
const { createdAt: _created, updatedAt: _updated, ...contractColumns } = getTableColumns(contracts);
type ContractAnswerRow = Omit<ContractRow, 'createdAt' | 'updatedAt'>;
const {
  passwordHash: _ownerHash,
  createdAt: _ownerCreated,
  updatedAt: _ownerUpdated,
  ...ownerColumns
} = getTableColumns(owners);
const {
  createdAt: _propertyCreated,
  updatedAt: _propertyUpdated,
  ...propertyColumns
} = getTableColumns(properties);
const {
  passwordHash: _tenantHash,
  createdAt: _tenantCreated,
  updatedAt: _tenantUpdated,
  ...tenantColumns
} = getTableColumns(tenants);

/** The property a tenant lives in, summarised in the tenant's profile. */
const tenantProperties = alias(properties, 'tenant_properties');

export type UpdateResult =
  | { status: 'updated'; contract: Contract }
  | { status: 'notFound' }
  | { status: 'finishNotAfterStart' };

/** What a new contract is stored with (SPEC 9 defaults already applied by the schema). */
export type NewContract = Omit<NewContractRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The flat columns of a parsed create (the nested groups of SPEC 3 become columns). */
export function newContractRow(input: ContractCreate): NewContract {
  return {
    ownerId: input.ownerId.toLowerCase(),
    propertyId: input.propertyId.toLowerCase(),
    tenantId: input.tenantId.toLowerCase(),
    contractRefName: input.contractRefName,
    rentalRateInMonths: input.rentalRateInMonths ?? null,
    rentalPeriod: input.rentalPeriod ?? null,
    startDate: input.startDate,
    finishDate: input.finishDate,
    depositAmount: input.depositAmount ?? null,
    numberOfTenants: input.numberOfTenants ?? null,
    agentName: input.agent?.name ?? null,
    coAgentName: input.coAgent?.name ?? null,
    coAgentCompany: input.coAgent?.company ?? null,
    waterPaidBy: input.resOfUtils?.water ?? null,
    electricityPaidBy: input.resOfUtils?.electricity ?? null,
    internetPaidBy: input.resOfUtils?.internet ?? null,
    maintenanceThreshold: input.maintenanceThreshold,
    bahtMaintainanceThreshold: input.bahtMaintainanceThreshold,
    cleaningFeesAtChechOut: input.cleaningFeesAtChechOut,
    bedSheetCleaningFees: input.bedSheetCleaningFees,
    specialAggrements: input.specialAggrements,
    anyAgreedPets: input.anyAgreedPets,
    gardening: input.gardening,
    termitesSpraying: input.termitesSpraying,
    poolMaintainance: input.poolMaintainance,
  };
}

/** The columns an edit sets: only the fields it gives, so a partial edit never wipes data. */
export function contractChanges(edit: ContractUpdate): Partial<NewContract> {
  const changes: Partial<NewContract> = {
    contractRefName: edit.contractRefName,
    rentalRateInMonths: edit.rentalRateInMonths,
    rentalPeriod: edit.rentalPeriod,
    startDate: edit.startDate,
    finishDate: edit.finishDate,
    depositAmount: edit.depositAmount,
    numberOfTenants: edit.numberOfTenants,
    agentName: edit.agent?.name,
    coAgentName: edit.coAgent?.name,
    coAgentCompany: edit.coAgent?.company,
    waterPaidBy: edit.resOfUtils?.water,
    electricityPaidBy: edit.resOfUtils?.electricity,
    internetPaidBy: edit.resOfUtils?.internet,
    maintenanceThreshold: edit.maintenanceThreshold,
    bahtMaintainanceThreshold: edit.bahtMaintainanceThreshold,
    cleaningFeesAtChechOut: edit.cleaningFeesAtChechOut,
    bedSheetCleaningFees: edit.bedSheetCleaningFees,
    specialAggrements: edit.specialAggrements,
    anyAgreedPets: edit.anyAgreedPets,
    gardening: edit.gardening,
    termitesSpraying: edit.termitesSpraying,
    poolMaintainance: edit.poolMaintainance,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

const payer = (value: string | null) => (value as UtilityPayer | null) ?? null;

/** The row as SPEC 3's stored "Contract" shape, with the linked records as their own routes answer them. */
export function toContract(
  row: ContractAnswerRow,
  linked: { owner: Contract['owner']; property: Property; tenant: Tenant },
): Contract {
  return {
    _id: row.id,
    __v: row.version,
    owner: linked.owner,
    property: linked.property,
    tenant: linked.tenant,
    contractRefName: row.contractRefName,
    rentalRateInMonths: row.rentalRateInMonths,
    rentalPeriod: row.rentalPeriod,
    startDate: row.startDate,
    finishDate: row.finishDate,
    depositAmount: row.depositAmount,
    numberOfTenants: row.numberOfTenants,
    agent: { name: row.agentName },
    coAgent: { name: row.coAgentName, company: row.coAgentCompany },
    resOfUtils: {
      water: payer(row.waterPaidBy),
      electricity: payer(row.electricityPaidBy),
      internet: payer(row.internetPaidBy),
    },
    maintenanceThreshold: row.maintenanceThreshold,
    bahtMaintainanceThreshold: row.bahtMaintainanceThreshold,
    cleaningFeesAtChechOut: row.cleaningFeesAtChechOut,
    bedSheetCleaningFees: row.bedSheetCleaningFees,
    specialAggrements: row.specialAggrements,
    anyAgreedPets: row.anyAgreedPets,
    gardening: row.gardening,
    termitesSpraying: row.termitesSpraying,
    poolMaintainance: row.poolMaintainance,
  };
}

type Executor = Pick<Db, 'select'>;

// "nulls last" matches the indexes on (created_at desc, id desc), so pages are read from an index.
const newestFirst = [sql`${contracts.createdAt} desc nulls last`, sql`${contracts.id} desc nulls last`];

/** The properties (each with its owner) of `ids`, by id. */
async function readProperties(db: Executor, fileUrl: FileUrl, ids: string[]): Promise<Map<string, Property>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ property: propertyColumns, owner: ownerColumns })
    .from(properties)
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .where(inArray(properties.id, ids));
  return new Map(
    rows.map((row) => [row.property.id, toProperty(row.property, toOwner(row.owner, fileUrl), fileUrl)]),
  );
}

/** The tenants (each with its property summary and sub-tenants in order) of `ids`, by id. */
async function readTenants(db: Executor, fileUrl: FileUrl, ids: string[]): Promise<Map<string, Tenant>> {
  if (ids.length === 0) return new Map();
  const [rows, subRows] = await Promise.all([
    db
      .select({
        tenant: tenantColumns,
        property: {
          id: tenantProperties.id,
          name: tenantProperties.name,
          condoName: tenantProperties.condoName,
          address: tenantProperties.address,
          size: tenantProperties.size,
          rooms: tenantProperties.rooms,
          status: tenantProperties.status,
          monthlyRent: tenantProperties.monthlyRent,
        },
      })
      .from(tenants)
      .innerJoin(tenantProperties, eq(tenantProperties.id, tenants.propertyId))
      .where(inArray(tenants.id, ids)),
    db
      .select()
      .from(subTenants)
      .where(inArray(subTenants.tenantId, ids))
      .orderBy(asc(subTenants.tenantId), asc(subTenants.position)),
  ]);
  const byTenant = new Map<string, SubTenantRow[]>();
  for (const subRow of subRows) {
    byTenant.set(subRow.tenantId, [...(byTenant.get(subRow.tenantId) ?? []), subRow]);
  }
  return new Map(
    rows.map((row) => [
      row.tenant.id,
      toTenant(row.tenant, row.property, byTenant.get(row.tenant.id) ?? [], fileUrl),
    ]),
  );
}

/** Reads the contracts matching `where` in list order, with their owner, property and tenant. */
async function readContracts(
  db: Executor,
  fileUrl: FileUrl,
  where: SQL | undefined,
  paging?: Paging,
): Promise<Contract[]> {
  let query = db
    .select({ contract: contractColumns, owner: ownerColumns })
    .from(contracts)
    .innerJoin(owners, eq(owners.id, contracts.ownerId))
    .where(where)
    .orderBy(...newestFirst)
    .$dynamic();
  if (paging) query = query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  const rows = await query;
  if (rows.length === 0) return [];
  const unique = (ids: string[]) => [...new Set(ids)];
  const [propertiesById, tenantsById] = await Promise.all([
    readProperties(db, fileUrl, unique(rows.map((row) => row.contract.propertyId))),
    readTenants(db, fileUrl, unique(rows.map((row) => row.contract.tenantId))),
  ]);
  return rows.map((row) =>
    toContract(row.contract, {
      owner: toOwner(row.owner, fileUrl),
      // The foreign keys guarantee both exist.
      property: propertiesById.get(row.contract.propertyId) as Property,
      tenant: tenantsById.get(row.contract.tenantId) as Tenant,
    }),
  );
}

/** `fileUrl` signs the file URLs of the owner, property and tenant each contract embeds. */
export function createContractsRepository(db: Db, fileUrl: FileUrl) {
  async function findById(id: string): Promise<Contract | undefined> {
    const [contract] = await readContracts(db, fileUrl, eq(contracts.id, id));
    return contract;
  }

  async function exists(table: typeof owners | typeof properties | typeof tenants, id: string) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    return row !== undefined;
  }

  /** One page in list order (newest first, id breaks ties) and how many match. */
  async function page(where: SQL | undefined, paging: Paging) {
    const [found, total] = await Promise.all([
      readContracts(db, fileUrl, where, paging),
      countRows(db, contracts, where),
    ]);
    return { contracts: found, total };
  }

  return {
    findById,

    ownerExists: (id: string) => exists(owners, id),
    propertyExists: (id: string) => exists(properties, id),
    tenantExists: (id: string) => exists(tenants, id),

    list: (paging: Paging) => page(undefined, paging),
    listByTenant: (tenantId: string, paging: Paging) => page(eq(contracts.tenantId, tenantId), paging),
    listByProperty: (propertyId: string, paging: Paging) =>
      page(eq(contracts.propertyId, propertyId), paging),

    async insert(contract: NewContract, now: Date): Promise<Contract> {
      const [row] = await db
        .insert(contracts)
        .values({ ...contract, createdAt: now, updatedAt: now })
        .returning({ id: contracts.id });
      return (await findById((row as { id: string }).id)) as Contract;
    },

    /**
     * Applies the changes and raises `__v` by one, unless the finish date would then not be after the start
     * date (the stored dates count for those the edit does not give).
     */
    async update(id: string, changes: Partial<NewContract>, now: Date): Promise<UpdateResult> {
      return db.transaction(async (tx): Promise<UpdateResult> => {
        const [before] = await tx
          .select({ startDate: contracts.startDate, finishDate: contracts.finishDate })
          .from(contracts)
          .where(eq(contracts.id, id))
          .for('update');
        if (!before) return { status: 'notFound' };
        const startDate = changes.startDate ?? before.startDate;
        const finishDate = changes.finishDate ?? before.finishDate;
        if (finishDate <= startDate) return { status: 'finishNotAfterStart' };
        await tx
          .update(contracts)
          .set({ ...changes, version: sql`${contracts.version} + 1`, updatedAt: now })
          .where(eq(contracts.id, id));
        const [contract] = await readContracts(tx, fileUrl, eq(contracts.id, id));
        return { status: 'updated', contract: contract as Contract };
      });
    },

    /** Deletes a contract and answers it as it was, or undefined for an unknown contract. */
    async remove(id: string): Promise<Contract | undefined> {
      return db.transaction(async (tx) => {
        const [contract] = await readContracts(tx, fileUrl, eq(contracts.id, id));
        if (!contract) return undefined;
        await tx.delete(contracts).where(eq(contracts.id, id));
        return contract;
      });
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
