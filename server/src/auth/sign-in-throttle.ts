import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { knownSignInAddresses } from '../db/schema/auth';
import { HttpError } from '../http/errors';
import type { AttemptLimiter } from './attempt-limiter';

export interface SignInThrottleSettings {
  /** Failed sign-ins of one account from one address before that pair is locked for `lockSeconds`. */
  maxFailures: number;
  lockSeconds: number;
  clock: () => Date;
}

/** One account from all its unusual addresses, or one address across all accounts, may fail this many times more. */
export const SPREAD_FACTOR = 4;
/** An address the account signed in from within this many days is its usual address: no account-wide cap there. */
export const KNOWN_ADDRESS_DAYS = 30;

export interface SignInAttempt {
  succeeded: () => Promise<void>;
  failed: () => Promise<void>;
}

export function tooManySignIns(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * Sign-in throttling (ASVS 6.3): an attempt is counted before the password is checked, in one statement per
 * counter, so N parallel attempts evaluate at most the limit. The lock a user meets is per (account, address);
 * a cap SPREAD_FACTOR times higher per account stops guessing spread over many addresses, but does not apply at
 * the account's usual addresses, so a stranger failing from elsewhere does not lock a staff member out; and one
 * address failing across many accounts is capped the same way.
 */
export function createSignInThrottle(db: Db, limiter: AttemptLimiter, settings: SignInThrottleSettings) {
  const window = { windowSeconds: settings.lockSeconds };
  const spread = settings.maxFailures * SPREAD_FACTOR;

  async function isUsualAddress(knownKey: string, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
    const [row] = await db
      .select({ key: knownSignInAddresses.key })
      .from(knownSignInAddresses)
      .where(and(eq(knownSignInAddresses.key, knownKey), gt(knownSignInAddresses.lastSignInAt, since)))
      .limit(1);
    return row !== undefined;
  }

  /** Counts one sign-in attempt, or throws 429 when a counter is over its limit (nothing is evaluated then). */
  async function begin(email: string, address: string): Promise<SignInAttempt> {
    const now = settings.clock();
    const knownKey = limiter.keyOf('usual-address', email, address);
    const usual = await isUsualAddress(knownKey, now);
    const counters = [
      { key: limiter.keyOf('sign-in', email, address), max: settings.maxFailures },
      { key: limiter.keyOf('sign-in-address', address), max: spread },
      ...(usual ? [] : [{ key: limiter.keyOf('sign-in-account', email), max: spread }]),
    ];
    const taken: { key: string; max: number; attempts: number }[] = [];
    for (const counter of counters) {
      const verdict = await limiter.take(counter.key, { max: counter.max, ...window }, now);
      if (!verdict.allowed) {
        for (const { key } of taken) await limiter.giveBack(key);
        throw tooManySignIns(verdict.retryAfterSeconds);
      }
      taken.push({ ...counter, attempts: verdict.attempts });
    }
    const [pair, ...wider] = taken as [(typeof taken)[number], ...typeof taken];

    return {
      async succeeded() {
        await limiter.clear(pair.key);
        for (const { key } of wider) await limiter.giveBack(key);
        await db
          .insert(knownSignInAddresses)
          .values({ key: knownKey, lastSignInAt: now })
          .onConflictDoUpdate({ target: knownSignInAddresses.key, set: { lastSignInAt: now } });
      },
      async failed() {
        const lockEnd = new Date(now.getTime() + settings.lockSeconds * 1000);
        for (const counter of taken) {
          if (counter.attempts >= counter.max) await limiter.lockUntil(counter.key, lockEnd);
        }
      },
    };
  }

  /** Forgets the failures of the account from this address and from everywhere (it proved its mailbox). */
  async function forgive(email: string, address: string): Promise<void> {
    await limiter.clear(limiter.keyOf('sign-in', email, address));
    await limiter.clear(limiter.keyOf('sign-in-account', email));
  }

  return { begin, forgive };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
