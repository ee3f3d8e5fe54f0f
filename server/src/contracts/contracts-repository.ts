import type { Contract } from '@pm/schemas/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { recordExists } from '../db/record-queries';
import { countRows } from '../db/row-counts';
import { contracts, type NewContractRow } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { tenants } from '../db/schema/tenants';
import type { FileUrl } from '../files/file-urls';
import type { Paging } from '../http/envelope';
import { readContracts } from './contract-answer';

export type UpdateResult =
  | { status: 'updated'; contract: Contract }
  | { status: 'notFound' }
  | { status: 'finishNotAfterStart' };

/** What a new contract is stored with (SPEC 9 defaults already applied by the schema). */
export type NewContract = Omit<NewContractRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** `fileUrl` signs the file URLs of the owner, property and tenant each contract embeds. */
export function createContractsRepository(db: Db, fileUrl: FileUrl) {
  async function findById(id: string, executor: Pick<Db, 'select'> = db): Promise<Contract | undefined> {
    const [contract] = await readContracts(executor, fileUrl, eq(contracts.id, id));
    return contract;
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
    findById: (id: string) => findById(id),

    ownerExists: (id: string) => recordExists(db, owners, id),
    propertyExists: (id: string) => recordExists(db, properties, id),
    tenantExists: (id: string) => recordExists(db, tenants, id),

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
        return { status: 'updated', contract: (await findById(id, tx)) as Contract };
      });
    },

    /** Deletes a contract and answers it as it was, or undefined for an unknown contract. */
    async remove(id: string): Promise<Contract | undefined> {
      return db.transaction(async (tx) => {
        const contract = await findById(id, tx);
        if (!contract) return undefined;
        await tx.delete(contracts).where(eq(contracts.id, id));
        return contract;
      });
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
