import type { Contract } from '@pm/schemas/records';
import { eq, type SQL } from 'drizzle-orm';
import type { ChangeStamp } from '../audit/audit-trail';
import { deleteAudited, insertAudited, updateAudited } from '../audit/audited-writes';
import type { Db } from '../db/database';
import { type EditRefusal, lockForEdit, recordExists } from '../db/record-queries';
import { countRows } from '../db/row-counts';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { tenants } from '../db/schema/tenants';
import type { FileUrl } from '../files/file-urls';
import type { Paging, RecordPage } from '../http/envelope';
import type { Precondition } from '../http/preconditions';
import { readContracts } from './contract-answer';
import { CONTRACT_AUDIT, type NewContract } from './contract-rows';

export type UpdateResult =
  | { status: 'updated'; contract: Contract }
  | EditRefusal
  | { status: 'finishNotAfterStart' }
  | { status: 'startAfterEnding'; endingDate: string };

export type RemoveResult = { status: 'deleted'; contract: Contract } | EditRefusal;

/** `fileUrl` signs the file URLs of the owner, property and tenant each contract embeds. */
export function createContractsRepository(db: Db, fileUrl: FileUrl) {
  async function findById(id: string, executor: Pick<Db, 'select'> = db): Promise<Contract | undefined> {
    const [contract] = await readContracts(executor, fileUrl, eq(contracts.id, id));
    return contract;
  }

  /** One page in list order (newest first, id breaks ties) and how many match. */
  async function page(where: SQL | undefined, paging: Paging): Promise<RecordPage<Contract>> {
    const [found, total] = await Promise.all([
      readContracts(db, fileUrl, where, paging),
      countRows(db, contracts, where),
    ]);
    return { records: found, total };
  }

  return {
    findById,

    ownerExists: (id: string) => recordExists(db, owners, id),
    propertyExists: (id: string) => recordExists(db, properties, id),
    tenantExists: (id: string) => recordExists(db, tenants, id),

    list: (paging: Paging) => page(undefined, paging),
    listByTenant: (tenantId: string, paging: Paging) => page(eq(contracts.tenantId, tenantId), paging),
    listByProperty: (propertyId: string, paging: Paging) =>
      page(eq(contracts.propertyId, propertyId), paging),

    /** Stores a contract and its audit event (the fields set) in one transaction. */
    async insert(contract: NewContract, stamp: ChangeStamp): Promise<Contract> {
      return db.transaction(async (tx) => {
        const created = await insertAudited(tx, contracts, contract, stamp, CONTRACT_AUDIT);
        return (await findById(created.id, tx)) as Contract;
      });
    },

    /**
     * Applies the changes and raises `__v` by one, with its audit event, in one transaction; unless the contract
     * fails the precondition, or the finish date would then not be after the start date (the stored dates count
     * for those the edit does not give), or the start date would then come after the recorded leaving date (which
     * recording an ending refuses too).
     */
    async update(
      id: string,
      changes: Partial<NewContract>,
      precondition: Precondition,
      stamp: ChangeStamp,
    ): Promise<UpdateResult> {
      return db.transaction(async (tx): Promise<UpdateResult> => {
        const locked = await lockForEdit(tx, contracts, id, precondition);
        if (locked.status !== 'locked') return locked;
        const { before } = locked;
        const startDate = changes.startDate ?? before.startDate;
        const finishDate = changes.finishDate ?? before.finishDate;
        if (finishDate <= startDate) return { status: 'finishNotAfterStart' };
        if (before.endingDate && startDate > before.endingDate)
          return { status: 'startAfterEnding', endingDate: before.endingDate };
        await updateAudited(tx, contracts, before, changes, stamp, CONTRACT_AUDIT);
        return { status: 'updated', contract: (await findById(id, tx)) as Contract };
      });
    },

    /**
     * Deletes a contract and answers it as it was, unless it is unknown or fails the precondition; audited, as is
     * the link that the contract it renewed loses (an edit of that one).
     */
    async remove(id: string, precondition: Precondition, stamp: ChangeStamp): Promise<RemoveResult> {
      return db.transaction(async (tx): Promise<RemoveResult> => {
        const locked = await lockForEdit(tx, contracts, id, precondition);
        if (locked.status !== 'locked') return locked;
        const contract = (await findById(id, tx)) as Contract;
        const renewed = await tx
          .select({ id: contracts.id })
          .from(contracts)
          .where(eq(contracts.renewedByContractId, id));
        for (const { id: renewedId } of renewed) {
          const previous = await lockForEdit(tx, contracts, renewedId, undefined);
          if (previous.status === 'locked')
            await updateAudited(
              tx,
              contracts,
              previous.before,
              { renewedByContractId: null },
              stamp,
              CONTRACT_AUDIT,
            );
        }
        await deleteAudited(tx, contracts, locked.before, stamp, CONTRACT_AUDIT);
        return { status: 'deleted', contract };
      });
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
