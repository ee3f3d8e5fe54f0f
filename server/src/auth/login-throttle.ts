import { and, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema/auth';
import { HttpError } from '../http/errors';

export interface ThrottleSettings {
  /** Failures of one account within `lockSeconds` before it is locked; one address may fail 4 times as often. */
  maxFailures: number;
  lockSeconds: number;
  clock: () => Date;
}

const ADDRESS_FACTOR = 4;

/** Failed sign-ins are counted in the database, so every API process behind a load balancer agrees. */
export function createLoginThrottle(db: Db, settings: ThrottleSettings) {
  const accountKey = (email: string) => `email:${email}`;
  const addressKey = (address: string) => `ip:${address}`;

  /** Throws 429 while the account or the address is locked. */
  async function assertNotLocked(email: string, address: string): Promise<void> {
    const now = settings.clock();
    const [row] = await db
      .select({ lockedUntil: max(loginFailures.lockedUntil) })
      .from(loginFailures)
      .where(
        and(
          inArray(loginFailures.key, [accountKey(email), addressKey(address)]),
          gt(loginFailures.lockedUntil, sql`${now.toISOString()}::timestamptz`),
        ),
      );
    if (!row?.lockedUntil) return;
    const seconds = Math.ceil((new Date(row.lockedUntil).getTime() - now.getTime()) / 1000);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new HttpError(
      429,
      `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      { 'retry-after': String(Math.max(1, seconds)) },
    );
  }

  async function recordFailure(email: string, address: string): Promise<void> {
    const now = settings.clock();
    const nowText = now.toISOString();
    const windowStart = new Date(now.getTime() - settings.lockSeconds * 1000).toISOString();
    const lockEnd = new Date(now.getTime() + settings.lockSeconds * 1000).toISOString();

    await db.delete(loginFailures).where(
      sql`${loginFailures.firstFailureAt} <= ${windowStart}::timestamptz
          and (${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= ${nowText}::timestamptz)`,
    );

    for (const [key, limit] of [
      [accountKey(email), settings.maxFailures],
      [addressKey(address), settings.maxFailures * ADDRESS_FACTOR],
    ] as const) {
      // A failure after the counting window or after a lock ended starts a new count.
      const startsOver = sql`(${loginFailures.firstFailureAt} <= ${windowStart}::timestamptz
        or (${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${nowText}::timestamptz))`;
      const failures = sql`(case when ${startsOver} then 1 else ${loginFailures.failures} + 1 end)`;
      await db
        .insert(loginFailures)
        .values({ key, failures: 1, firstFailureAt: now, lockedUntil: limit <= 1 ? new Date(lockEnd) : null })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures,
            firstFailureAt: sql`case when ${startsOver} then ${nowText}::timestamptz else ${loginFailures.firstFailureAt} end`,
            lockedUntil: sql`case when ${failures} >= ${limit} then ${lockEnd}::timestamptz else null end`,
          },
        });
    }
  }

  /** A successful sign-in forgets the account's failures (not the address's). */
  async function recordSuccess(email: string): Promise<void> {
    await db.delete(loginFailures).where(sql`${loginFailures.key} = ${accountKey(email)}`);
  }

  return { assertNotLocked, recordFailure, recordSuccess };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
