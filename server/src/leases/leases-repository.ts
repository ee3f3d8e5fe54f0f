import type { ContractLink, ExpiringContract } from '@pm/schemas/lease';
import { OVERDUE_WINDOW_DAYS } from '@pm/schemas/lease';
import type { Contract } from '@pm/schemas/records';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import { and, asc, between, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, daysBetween } from '../agency-calendar';
import type { ChangeStamp } from '../audit/audit-trail';
import { insertAudited, updateAudited } from '../audit/audited-writes';
import { CONTRACT_AUDIT, type NewContract } from '../contracts/contract-rows';
import type { ContractsRepository } from '../contracts/contracts-repository';
import { leaseStatusOf } from '../contracts/lease-facts';
import type { Db } from '../db/database';
import { type EditRefusal, lockForEdit } from '../db/record-queries';
import { countRows } from '../db/row-counts';
import { type ContractRow, contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { tenants } from '../db/schema/tenants';
import type { Paging, RecordPage } from '../http/envelope';
import type { Precondition } from '../http/preconditions';
import { PROPERTY_AUDIT } from '../properties/property-rows';

/** Which expiring contracts: those finishing within `within` days of `today`, or the overdue ones. */
export interface ExpiringQuery {
  today: string;
  within: number;
  overdue: boolean;
}

/**
 * Not renewed, and finishing from today to `within` days ahead; or, overdue: finished in the last
 * OVERDUE_WINDOW_DAYS days with no recorded ending. Each reads its partial index on the finish date.
 */
export function expiringWhere({ today, within, overdue }: ExpiringQuery): SQL | undefined {
  const notRenewed = isNull(contracts.renewedByContractId);
  if (overdue) {
    const from = addDays(today, -OVERDUE_WINDOW_DAYS);
    return and(
      notRenewed,
      isNull(contracts.endingDate),
      between(contracts.finishDate, from, addDays(today, -1)),
    );
  }
  return and(notRenewed, between(contracts.finishDate, today, addDays(today, within)));
}

/**
 * One page of the expiring (or overdue) contracts `where` selects, soonest first, with their parties: the product's
 * statement, which bench:leases also explains.
 */
export function expiringPage(db: Pick<Db, 'select'>, where: SQL | undefined, paging: Paging) {
  return db
    .select({
      contract: {
        id: contracts.id,
        contractRefName: contracts.contractRefName,
        startDate: contracts.startDate,
        finishDate: contracts.finishDate,
        renewedByContractId: contracts.renewedByContractId,
        endingDate: contracts.endingDate,
        renewalOfferedAt: contracts.renewalOfferedAt,
      },
      tenant: { id: tenants.id, firstName: tenants.firstName, surName: tenants.surName },
      property: { id: properties.id, name: properties.name, monthlyRent: properties.monthlyRent },
      owner: { id: owners.id, name: owners.name },
    })
    .from(contracts)
    .innerJoin(tenants, eq(tenants.id, contracts.tenantId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .innerJoin(owners, eq(owners.id, contracts.ownerId))
    .where(where)
    .orderBy(asc(contracts.finishDate), asc(contracts.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
}

export type RenewResult =
  | { status: 'renewed'; contract: Contract }
  | EditRefusal
  | { status: 'renewedAlready'; by: ContractLink }
  | { status: 'partiesDiffer' }
  | { status: 'notAfterStart' };

export type LeaseEditResult =
  | { status: 'updated'; contract: Contract }
  | EditRefusal
  | { status: 'renewed'; by: ContractLink }
  | { status: 'endingBeforeStart'; startDate: string };

export interface Ending {
  date: string;
  note: string | undefined;
  propertyAvailable: boolean;
}

/** The leases of contracts: the expiring ones, renewals, endings and renewal offers (issue 25). */
export function createLeasesRepository(db: Db, contractsRepository: ContractsRepository) {
  const findById = contractsRepository.findById;

  /** One page of expiring (or overdue) contracts, soonest first, and how many there are. */
  async function expiring(query: ExpiringQuery, paging: Paging): Promise<RecordPage<ExpiringContract>> {
    const where = expiringWhere(query);
    const [rows, total] = await Promise.all([
      expiringPage(db, where, paging),
      countRows(db, contracts, where),
    ]);
    const records = rows.map(
      ({ contract, tenant, property, owner }): ExpiringContract => ({
        _id: contract.id,
        contractRefName: contract.contractRefName,
        startDate: contract.startDate,
        finishDate: contract.finishDate,
        daysLeft: daysBetween(query.today, contract.finishDate),
        leaseStatus: leaseStatusOf(contract),
        tenant: { _id: tenant.id, name: tenantDisplayName({ profile: tenant }) },
        property: { _id: property.id, name: property.name },
        owner: { _id: owner.id, name: owner.name },
        monthlyRent: property.monthlyRent,
      }),
    );
    return { records, total };
  }

  /** The contract `id` as a link: its id and reference name. */
  async function contractLink(tx: Db, id: string): Promise<ContractLink> {
    const [linked] = await tx
      .select({ _id: contracts.id, contractRefName: contracts.contractRefName })
      .from(contracts)
      .where(eq(contracts.id, id));
    return linked as ContractLink;
  }

  /** Locks the contract for a lease change; refuses a renewed one, naming its renewal. */
  async function lockOpenLease(tx: Db, id: string, precondition: Precondition) {
    const locked = await lockForEdit(tx, contracts, id, precondition);
    if (locked.status !== 'locked') return locked;
    const renewedBy = locked.before.renewedByContractId;
    if (renewedBy) return { status: 'renewed' as const, by: await contractLink(tx, renewedBy) };
    return locked;
  }

  /**
   * Applies the changes made from the stored row to an open lease, with its audit event, in one transaction; none
   * when `refusal` finds one in that row.
   */
  function changeLease(
    id: string,
    changesOf: (before: ContractRow) => Partial<ContractRow>,
    precondition: Precondition,
    stamp: ChangeStamp,
    refusal: (before: ContractRow) => LeaseEditResult | undefined = () => undefined,
  ): Promise<LeaseEditResult> {
    return db.transaction(async (tx): Promise<LeaseEditResult> => {
      const locked = await lockOpenLease(tx, id, precondition);
      if (locked.status !== 'locked') return locked;
      const refused = refusal(locked.before);
      if (refused) return refused;
      await updateAudited(tx, contracts, locked.before, changesOf(locked.before), stamp, CONTRACT_AUDIT);
      return { status: 'updated', contract: (await findById(id, tx)) as Contract };
    });
  }

  return {
    expiring,

    /**
     * Adds the renewal of contract `id` and links the two, with both audit events, in one transaction: unless the
     * contract is unknown or renewed already (a concurrent renewal waits on the lock, then sees the first), or
     * the renewal names other parties or does not start after it.
     */
    renew(
      id: string,
      renewal: NewContract,
      precondition: Precondition,
      stamp: ChangeStamp,
    ): Promise<RenewResult> {
      return db.transaction(async (tx): Promise<RenewResult> => {
        const locked = await lockOpenLease(tx, id, precondition);
        if (locked.status === 'renewed') return { status: 'renewedAlready', by: locked.by };
        if (locked.status !== 'locked') return locked;
        const { before } = locked;
        const sameParties =
          renewal.ownerId === before.ownerId &&
          renewal.propertyId === before.propertyId &&
          renewal.tenantId === before.tenantId;
        if (!sameParties) return { status: 'partiesDiffer' };
        if (renewal.startDate <= before.startDate) return { status: 'notAfterStart' };
        const created = await insertAudited(tx, contracts, renewal, stamp, CONTRACT_AUDIT, [
          { field: 'renews', after: before.id },
        ]);
        await updateAudited(
          tx,
          contracts,
          before,
          { renewedByContractId: created.id },
          stamp,
          CONTRACT_AUDIT,
        );
        return { status: 'renewed', contract: (await findById(created.id, tx)) as Contract };
      });
    },

    /**
     * Records (or corrects) the ending of a lease that is not renewed. The property is marked available once
     * for a leaving date: only a new date lets it be marked again.
     */
    end: (id: string, ending: Ending, precondition: Precondition, stamp: ChangeStamp) =>
      changeLease(
        id,
        (before) => ({
          endingDate: ending.date,
          endingNote: ending.note ?? null,
          endingPropertyAvailable: ending.propertyAvailable,
          endingRecordedBy: stamp.by,
          propertyReleasedAt: ending.date === before.endingDate ? before.propertyReleasedAt : null,
        }),
        precondition,
        stamp,
        (before) =>
          ending.date < before.startDate
            ? { status: 'endingBeforeStart', startDate: before.startDate }
            : undefined,
      ),

    /** Records that a renewal was offered (its time). */
    renewalOffered: (id: string, precondition: Precondition, stamp: ChangeStamp) =>
      changeLease(id, () => ({ renewalOfferedAt: stamp.at }), precondition, stamp),
  };
}

/** How many due releases one read takes: a look reads them all, page after page. */
export const RELEASE_PAGE_SIZE = 100;

/**
 * Marks available the property of each confirmed ending whose leaving date is before `today` and whose lease
 * was not renewed after all, once, each in its own transaction with its audit event (in the name of whoever
 * recorded the ending). One that fails is logged and tried again at the next look; the others go on. The due
 * ones are read by keyset, leaving date then id, each page after the last of the one before: those that keep
 * failing stay due but never hold back the ones after them. Answers how many.
 */
export async function releaseDueProperties(
  db: Db,
  today: string,
  at: Date,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  let released = 0;
  let after: { endingDate: string | null; id: string } | undefined;
  for (;;) {
    const due = await db
      .select({ id: contracts.id, endingDate: contracts.endingDate })
      .from(contracts)
      .where(
        and(
          eq(contracts.endingPropertyAvailable, true),
          isNull(contracts.propertyReleasedAt),
          isNull(contracts.renewedByContractId),
          lt(contracts.endingDate, today),
          after
            ? sql`(${contracts.endingDate}, ${contracts.id}) > (${after.endingDate}::date, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(contracts.endingDate), asc(contracts.id))
      .limit(RELEASE_PAGE_SIZE);
    for (const { id } of due) {
      if (await releaseProperty(db, id, today, at, log)) released += 1;
    }
    const last = due[due.length - 1];
    if (due.length < RELEASE_PAGE_SIZE || !last) return released;
    after = last;
  }
}

/**
 * Marks available the property of the confirmed ending of contract `id` (releaseDueProperties), unless it is
 * released or renewed meanwhile; a failure is logged with the contract. Answers whether it changed the property.
 */
function releaseProperty(
  db: Db,
  id: string,
  today: string,
  at: Date,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const locked = await lockForEdit(tx, contracts, id, undefined);
      if (locked.status !== 'locked') return false;
      const { before } = locked;
      // Another process released it meanwhile, or the ending was changed, or the lease renewed.
      if (!before.endingPropertyAvailable || before.propertyReleasedAt || !before.endingDate) return false;
      if (before.renewedByContractId) return false;
      if (before.endingDate >= today) return false;
      await tx.update(contracts).set({ propertyReleasedAt: at }).where(eq(contracts.id, id));
      const property = await lockForEdit(tx, properties, before.propertyId, undefined);
      if (property.status !== 'locked' || property.before.status === 'available') return false;
      const stamp = { by: before.endingRecordedBy, at };
      await updateAudited(tx, properties, property.before, { status: 'available' }, stamp, PROPERTY_AUDIT);
      return true;
    })
    .catch((error: unknown) => {
      log.error(
        { err: error, contract: id },
        'marking the property of a confirmed ending available failed; it is tried again at the next look',
      );
      return false;
    });
}

export type LeasesRepository = ReturnType<typeof createLeasesRepository>;
