import { createHmac } from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { attemptLimits } from '../db/schema/auth';
import { HttpError } from '../http/errors';

export interface Limit {
  /** Attempts allowed within one window. */
  max: number;
  windowSeconds: number;
}

export type Verdict = { allowed: true; attempts: number } | { allowed: false; retryAfterSeconds: number };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Attempt counters in the database, so every API process agrees. `take` counts and decides in one statement:
 * N parallel attempts get N distinct counts and at most `max` of them are allowed. Keys are keyed hashes of
 * what they limit (an email, an address), so the table holds neither.
 */
export function createAttemptLimiter(db: Db, secret: string) {
  const hashKey = createHmac('sha256', secret).update('attempt-limits-v1').digest();
  const keyOf = (...parts: string[]) =>
    createHmac('sha256', hashKey).update(parts.join('\u0000')).digest('hex');

  async function take(key: string, limit: Limit, now: Date): Promise<Verdict> {
    const windowEnd = new Date(now.getTime() + limit.windowSeconds * 1000);
    const windowOver = sql`${attemptLimits.windowEndsAt} <= ${at(now)}`;
    const [row] = await db
      .insert(attemptLimits)
      .values({ key, attempts: 1, windowEndsAt: windowEnd })
      .onConflictDoUpdate({
        target: attemptLimits.key,
        set: {
          attempts: sql`case when ${windowOver} then 1 else ${attemptLimits.attempts} + 1 end`,
          windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${attemptLimits.windowEndsAt} end`,
        },
      })
      .returning({ attempts: attemptLimits.attempts, windowEndsAt: attemptLimits.windowEndsAt });
    const { attempts, windowEndsAt } = row as { attempts: number; windowEndsAt: Date };
    if (attempts <= limit.max) return { allowed: true, attempts };
    const seconds = Math.ceil((new Date(windowEndsAt).getTime() - now.getTime()) / 1000);
    return { allowed: false, retryAfterSeconds: Math.max(1, seconds) };
  }

  return {
    keyOf,
    take,

    /** An attempt that turned out not to count (a success, or one refused by another limit). */
    async giveBack(key: string): Promise<void> {
      await db
        .update(attemptLimits)
        .set({ attempts: sql`greatest(${attemptLimits.attempts} - 1, 0)` })
        .where(sql`${attemptLimits.key} = ${key}`);
    },

    async clear(key: string): Promise<void> {
      await db.delete(attemptLimits).where(sql`${attemptLimits.key} = ${key}`);
    },

    /** Refuses the key until `until` (a lock), counting from its current attempts. */
    async lockUntil(key: string, until: Date): Promise<void> {
      await db
        .update(attemptLimits)
        .set({ windowEndsAt: sql`greatest(${attemptLimits.windowEndsAt}, ${at(until)})` })
        .where(sql`${attemptLimits.key} = ${key}`);
    },

    /** Forgets counters whose window has ended. */
    async removeExpired(now: Date): Promise<void> {
      await db.delete(attemptLimits).where(lte(attemptLimits.windowEndsAt, now));
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * The answer to an attempt over its limit: 429 naming what was refused ("Too many exports. Please try again in
 * 15 minutes."), when to try again, and `retry-after`.
 */
export function tooManyAttempts(retryAfterSeconds: number, what = 'attempts'): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    `Too many ${what}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}
