import type { ContractLink, LeaseStatus } from '@pm/schemas/lease';
import type { Contract } from '@pm/schemas/records';
import { inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type ContractRow, contracts } from '../db/schema/contracts';

type LeaseColumns = Pick<
  ContractRow,
  'renewedByContractId' | 'endingDate' | 'endingNote' | 'endingPropertyAvailable' | 'renewalOfferedAt'
>;

/** Where a lease stands: renewed, else ending (an ending is recorded), else renewal offered, else open. */
export function leaseStatusOf(
  row: Omit<LeaseColumns, 'endingNote' | 'endingPropertyAvailable'>,
): LeaseStatus {
  if (row.renewedByContractId) return 'renewed';
  if (row.endingDate) return 'ending';
  if (row.renewalOfferedAt) return 'renewal offered';
  return 'open';
}

export type LeaseAnswer = Pick<
  Contract,
  'leaseStatus' | 'renews' | 'renewedBy' | 'ending' | 'renewalOfferedAt'
>;

/**
 * The lease facts of each contract (`rows`), by id: its status and ending, the contract renewing it and the one it
 * renews (one query for both links).
 */
export async function readLeaseFacts(
  db: Pick<Db, 'select'>,
  rows: (LeaseColumns & { id: string })[],
): Promise<Map<string, LeaseAnswer>> {
  const ids = rows.map((row) => row.id);
  const renewalIds = rows.flatMap((row) => (row.renewedByContractId ? [row.renewedByContractId] : []));
  const linked =
    ids.length === 0
      ? []
      : await db
          .select({
            id: contracts.id,
            contractRefName: contracts.contractRefName,
            renewedByContractId: contracts.renewedByContractId,
          })
          .from(contracts)
          .where(
            renewalIds.length > 0
              ? or(inArray(contracts.id, renewalIds), inArray(contracts.renewedByContractId, ids))
              : inArray(contracts.renewedByContractId, ids),
          );
  const link = (contract: { id: string; contractRefName: string }): ContractLink => ({
    _id: contract.id,
    contractRefName: contract.contractRefName,
  });
  const byId = new Map(linked.map((contract) => [contract.id, contract]));
  const renewedContractOf = new Map(
    linked.flatMap((contract) =>
      contract.renewedByContractId ? [[contract.renewedByContractId, contract] as const] : [],
    ),
  );
  return new Map(
    rows.map((row) => {
      const renewal = row.renewedByContractId ? byId.get(row.renewedByContractId) : undefined;
      const renewed = renewedContractOf.get(row.id);
      return [
        row.id,
        {
          leaseStatus: leaseStatusOf(row),
          renews: renewed ? link(renewed) : null,
          renewedBy: renewal ? link(renewal) : null,
          ending: row.endingDate
            ? {
                date: row.endingDate,
                note: row.endingNote,
                propertyAvailable: row.endingPropertyAvailable === true,
              }
            : null,
          renewalOfferedAt: row.renewalOfferedAt?.toISOString() ?? null,
        },
      ];
    }),
  );
}
