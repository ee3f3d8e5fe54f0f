// The daily lease digest (issue 25). Every API process looks every DIGEST_CHECK_SECONDS: once the agency's clock
// has passed DIGEST_HOUR, each person who wants the digest and has not had today's gets one mail, unless there is
// nothing to tell. Two processes deciding at the same moment queue the same mail id (the person and the day), which
// the mail queue keeps once; the day is then written on the person. The same look marks available the properties of
// confirmed endings whose leaving date has passed.
import { createHash } from 'node:crypto';
import { DIGEST_DEFAULT_ROLES, DIGEST_HORIZON_DAYS } from '@pm/schemas/lease';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { agencyNow } from '../agency-calendar';
import type { AppContext } from '../app-context';
import { staffUsers } from '../db/schema/auth';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { tenants } from '../db/schema/tenants';
import { type DigestLine, type DigestSection, leaseDigestMail } from '../mail/lease-digest-mail';
import { expiringWhere, releaseDueProperties } from './leases-repository';

/** The product's pages the digest links to (mf-contracts declares them; a test checks they agree). */
export const CONTRACT_PAGE = '/contract/';
export const EXPIRING_PAGE = '/contracts/expiring';

/** How many lines each section lists; the rest are counted. */
export const DIGEST_SECTION_LINES = 50;

type DigestContext = Pick<AppContext, 'db' | 'mail' | 'config'>;

/** A uuid that is the same for the same person and day: the mail's id in the queue. */
function digestMailId(staffUserId: string, day: string): string {
  const hex = createHash('sha256').update(`lease-digest:${staffUserId}:${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The three sections of `day`'s digest, the same for every reader. */
async function digestSections({ db, config }: DigestContext, day: string): Promise<DigestSection[]> {
  const contractUrl = (id: string) => `${config.publicUrl}${CONTRACT_PAGE}${id}`;

  async function section(heading: string, where: SQL | undefined, detail: (row: Row) => string) {
    const [rows, [total]] = await Promise.all([
      selectRows(where),
      db
        .select({ total: count() })
        .from(contracts)
        .innerJoin(owners, eq(owners.id, contracts.ownerId))
        .where(where),
    ]);
    const lines = rows.map(
      (row): DigestLine => ({
        title: `${row.contractRefName} · ${row.propertyName} · ${tenantDisplayName({ profile: row })}`,
        detail: detail(row),
        url: contractUrl(row.id),
      }),
    );
    return { heading, lines, total: Number(total?.total ?? 0) };
  }

  const selectRows = (where: SQL | undefined) =>
    db
      .select({
        id: contracts.id,
        contractRefName: contracts.contractRefName,
        finishDate: contracts.finishDate,
        endingDate: contracts.endingDate,
        propertyName: properties.name,
        firstName: tenants.firstName,
        surName: tenants.surName,
        ownerName: owners.name,
        passportExpiry: owners.passportExpiry,
      })
      .from(contracts)
      .innerJoin(owners, eq(owners.id, contracts.ownerId))
      .innerJoin(properties, eq(properties.id, contracts.propertyId))
      .innerJoin(tenants, eq(tenants.id, contracts.tenantId))
      .where(where)
      .orderBy(asc(contracts.finishDate), asc(contracts.id))
      .limit(DIGEST_SECTION_LINES);
  type Row = Awaited<ReturnType<typeof selectRows>>[number];

  const endingSoon = and(
    expiringWhere({ today: day, within: DIGEST_HORIZON_DAYS, overdue: false }),
    isNull(contracts.endingDate),
  );
  const overdue = expiringWhere({ today: day, within: 0, overdue: true });
  // Running or future leases (not renewed: the renewal is the one that runs on) outliving their owner's passport.
  // A recorded ending ends the lease on the leaving date, before or after the finish date.
  const leaseEnd = sql`coalesce(${contracts.endingDate}, ${contracts.finishDate})`;
  const passportExpires = and(
    isNull(contracts.renewedByContractId),
    gte(leaseEnd, day),
    lt(owners.passportExpiry, leaseEnd),
  );
  return Promise.all([
    section(
      `Ending in the next ${DIGEST_HORIZON_DAYS} days with no renewal`,
      endingSoon,
      (row) => `ends ${row.finishDate}`,
    ),
    section(
      'Overdue: ended with no renewal and no recorded ending',
      overdue,
      (row) => `ended ${row.finishDate}`,
    ),
    section("Owner's passport expires before the contract ends", passportExpires, (row) => {
      const leaseEnds = row.endingDate
        ? `the tenant leaves ${row.endingDate}`
        : `the contract ends ${row.finishDate}`;
      return `${row.ownerName}'s passport expires ${row.passportExpiry}, ${leaseEnds}`;
    }),
  ]);
}

/** Active people who want the digest and have not had `day`'s. */
function dueRecipients(db: DigestContext['db'], day: string) {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .where(
      and(
        isNull(staffUsers.deactivatedAt),
        isNotNull(staffUsers.passwordHash),
        or(isNull(staffUsers.leaseDigestSentOn), lt(staffUsers.leaseDigestSentOn, day)),
        or(
          eq(staffUsers.leaseDigest, true),
          and(isNull(staffUsers.leaseDigest), inArray(staffUsers.role, [...DIGEST_DEFAULT_ROLES] as never[])),
        ),
      ),
    )
    .orderBy(asc(staffUsers.id));
}

export interface DigestRun {
  /** People due a digest at `now`. */
  due: number;
  /** Mails queued (none when the digest is empty). */
  sent: number;
}

/** Queues the digests due at `now`: one per person and agency day, never an empty one. */
export async function runLeaseDigest(context: DigestContext, now: Date): Promise<DigestRun> {
  const { day, hour } = agencyNow(now, context.config.agencyTimeZone);
  if (hour < context.config.digestHour) return { due: 0, sent: 0 };
  const recipients = await dueRecipients(context.db, day);
  if (recipients.length === 0) return { due: 0, sent: 0 };
  const sections = await digestSections(context, day);
  if (sections.every((section) => section.total === 0)) return { due: recipients.length, sent: 0 };
  const pageUrl = `${context.config.publicUrl}${EXPIRING_PAGE}`;
  await context.mail.enqueueOnce(
    recipients.map((person) => ({
      id: digestMailId(person.id, day),
      mail: leaseDigestMail(person.email, person.name, { day, sections, pageUrl }),
    })),
  );
  await context.db
    .update(staffUsers)
    .set({ leaseDigestSentOn: day })
    .where(
      inArray(
        staffUsers.id,
        recipients.map((person) => person.id),
      ),
    );
  return { due: recipients.length, sent: recipients.length };
}

/**
 * One look: the properties of confirmed endings now past are marked available, then the digests due are queued.
 * A release that fails is logged and keeps neither the others nor the digests from going.
 */
export async function runLeaseLook(
  context: DigestContext,
  now: Date,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<DigestRun> {
  await releaseDueProperties(context.db, agencyNow(now, context.config.agencyTimeZone).day, now, log).catch(
    (error: unknown) =>
      log.error({ err: error }, 'property release failed; it is tried again at the next look'),
  );
  return runLeaseDigest(context, now);
}

/**
 * Looks every DIGEST_CHECK_SECONDS (runLeaseLook), until the returned stop. A failed look is logged and tried again
 * at the next.
 */
export function startLeaseWatch(
  context: DigestContext & Pick<AppContext, 'clock'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const look = async () => {
    try {
      await runLeaseLook(context, context.clock(), log);
    } catch (error) {
      log.error(
        { err: error },
        'lease digest or property release failed; it is tried again at the next look',
      );
    }
  };
  const timer = setInterval(() => {
    running ??= look().finally(() => {
      running = undefined;
    });
  }, context.config.digestCheckSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
