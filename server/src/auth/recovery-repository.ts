import { and, eq, gt, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staffUsers } from '../db/schema/auth';
import { passwordRecoveryCodes as codes } from '../db/schema/recovery';
import {
  CODE_TTL_SECONDS,
  CODE_WINDOW_SECONDS,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
  RESEND_WAIT_SECONDS,
  RESET_GRANT_TTL_SECONDS,
} from './recovery-codes';
import { hasSecondStepSql } from './second-step-presence';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The email's reset grant, if `grantHash` is it, it belongs to an account and it has not expired. */
const liveGrantOf = (emailHash: string, grantHash: string, now: Date) =>
  and(
    eq(codes.emailHash, emailHash),
    eq(codes.grantHash, grantHash),
    isNotNull(codes.userId),
    gt(codes.grantExpiresAt, at(now)),
  );
const secondsBefore = (date: Date, seconds: number) => new Date(date.getTime() - seconds * 1000);
/** A row's reset grant once spent or void. */
const NO_GRANT = { grantHash: null, grantExpiresAt: null, secondStepPassedAt: null };

/**
 * Ends the account's recovery under way, for a password set since it began: its code and its reset grant no
 * longer serve.
 */
export async function endRecoveryOf(db: Pick<Db, 'update'>, userId: string, now: Date): Promise<void> {
  await db
    .update(codes)
    .set({ usedAt: now, ...NO_GRANT })
    .where(eq(codes.userId, userId));
}

export type IssueResult =
  | { issued: true }
  | { issued: false; reason: 'wait'; seconds: number }
  | { issued: false; reason: 'hourly-cap'; seconds: number };

/** Every query of the recovery flow; the state lives in the database so every API process agrees. */
export function createRecoveryRepository(db: Db) {
  /** The account a code may be sent to: a deactivated or invited one (no password yet) is treated as unknown. */
  async function findStaffUser(email: string) {
    const [user] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(
        and(
          eq(staffUsers.email, email),
          isNull(staffUsers.deactivatedAt),
          isNotNull(staffUsers.passwordHash),
        ),
      )
      .limit(1);
    return user;
  }

  /**
   * Stores a new code for the email, replacing the previous one, unless the previous one is younger than the
   * resend wait or the hourly cap is reached. One statement, so concurrent requests cannot both pass.
   */
  async function issueCode(input: {
    emailHash: string;
    userId: string | null;
    codeHash: string;
    now: Date;
  }): Promise<IssueResult> {
    const { now } = input;
    const waitStart = secondsBefore(now, RESEND_WAIT_SECONDS);
    const windowStart = secondsBefore(now, CODE_WINDOW_SECONDS);
    // Rows older than any of their deadlines (expiry, verification, hourly window) serve nothing any more.
    await db.delete(codes).where(lt(codes.createdAt, windowStart));

    const windowOver = sql`${codes.windowStartedAt} <= ${at(windowStart)}`;
    const inserted = await db
      .insert(codes)
      .values({
        emailHash: input.emailHash,
        userId: input.userId,
        codeHash: input.codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        attempts: 0,
        windowStartedAt: now,
        codesInWindow: 1,
      })
      .onConflictDoUpdate({
        target: codes.emailHash,
        set: {
          userId: sql`excluded.user_id`,
          codeHash: sql`excluded.code_hash`,
          createdAt: sql`excluded.created_at`,
          expiresAt: sql`excluded.expires_at`,
          attempts: 0,
          usedAt: null,
          ...NO_GRANT,
          windowStartedAt: sql`case when ${windowOver} then excluded.created_at else ${codes.windowStartedAt} end`,
          codesInWindow: sql`case when ${windowOver} then 1 else ${codes.codesInWindow} + 1 end`,
        },
        setWhere: sql`${codes.createdAt} <= ${at(waitStart)}
          and (${windowOver} or ${codes.codesInWindow} < ${MAX_CODES_PER_HOUR})`,
      })
      .returning({ emailHash: codes.emailHash });
    if (inserted.length > 0) return { issued: true };

    const [current] = await db
      .select({ createdAt: codes.createdAt, windowStartedAt: codes.windowStartedAt })
      .from(codes)
      .where(eq(codes.emailHash, input.emailHash));
    const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
    if (!current) return { issued: false, reason: 'wait', seconds: 1 };
    const waitEnd = new Date(new Date(current.createdAt).getTime() + RESEND_WAIT_SECONDS * 1000);
    if (waitEnd > now) return { issued: false, reason: 'wait', seconds: secondsUntil(waitEnd) };
    const windowEnd = new Date(new Date(current.windowStartedAt).getTime() + CODE_WINDOW_SECONDS * 1000);
    return { issued: false, reason: 'hourly-cap', seconds: secondsUntil(windowEnd) };
  }

  /**
   * Counts one try of the email's live code and returns it, or undefined when there is none that may still be
   * tried (no code, used, expired, or out of tries).
   */
  async function takeTry(emailHash: string, now: Date) {
    const [row] = await db
      .update(codes)
      .set({ attempts: sql`${codes.attempts} + 1` })
      .where(
        and(
          eq(codes.emailHash, emailHash),
          isNull(codes.usedAt),
          gt(codes.expiresAt, at(now)),
          lt(codes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ userId: codes.userId, codeHash: codes.codeHash });
    return row;
  }

  /**
   * Marks the code used and stores the keyed hash of the reset grant handed to the client that proved it; false
   * when another request used the code first.
   */
  async function grantReset(
    emailHash: string,
    codeHash: string,
    grantHash: string,
    now: Date,
  ): Promise<boolean> {
    const updated = await db
      .update(codes)
      .set({
        usedAt: now,
        grantHash,
        grantExpiresAt: new Date(now.getTime() + RESET_GRANT_TTL_SECONDS * 1000),
        secondStepPassedAt: null,
      })
      .where(and(eq(codes.emailHash, emailHash), eq(codes.codeHash, codeHash), isNull(codes.usedAt)))
      .returning({ emailHash: codes.emailHash });
    return updated.length > 0;
  }

  /** The live reset grant of the email if `grantHash` is it: its account, and whether the second step was passed. */
  async function liveGrant(emailHash: string, grantHash: string, now: Date) {
    const [grant] = await db
      .select({ userId: codes.userId, secondStepPassedAt: codes.secondStepPassedAt })
      .from(codes)
      .where(liveGrantOf(emailHash, grantHash, now));
    return grant?.userId
      ? { userId: grant.userId, secondStepPassed: grant.secondStepPassedAt !== null }
      : undefined;
  }

  /** Notes that the holder of the live grant `grantHash` passed the account's second step; false without it. */
  async function passSecondStep(emailHash: string, grantHash: string, now: Date): Promise<boolean> {
    const passed = await db
      .update(codes)
      .set({ secondStepPassedAt: now })
      .where(liveGrantOf(emailHash, grantHash, now))
      .returning({ emailHash: codes.emailHash });
    return passed.length > 0;
  }

  /**
   * Consumes the email's live reset grant if `grantHash` is it, then stores the new password hash and raises
   * the token version (every earlier token stops working), in one transaction. An account with a second step
   * needs a grant whose holder passed it (ASVS 6.4.3). Returns the account's email, or undefined without that
   * grant.
   */
  async function replacePasswordWithGrant(input: {
    emailHash: string;
    grantHash: string;
    now: Date;
    hashPassword: () => Promise<string>;
  }): Promise<{ id: string; email: string } | undefined> {
    const passwordHash = await input.hashPassword();
    return db.transaction(async (tx) => {
      const [granted] = await tx
        .update(codes)
        .set(NO_GRANT)
        .where(
          and(
            liveGrantOf(input.emailHash, input.grantHash, input.now),
            or(isNotNull(codes.secondStepPassedAt), not(hasSecondStepSql(codes.userId))),
          ),
        )
        .returning({ userId: codes.userId });
      if (!granted?.userId) return undefined;
      const [user] = await tx
        .update(staffUsers)
        .set({ passwordHash, tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
        // An account deactivated since its code was verified keeps its password: its grant is spent for nothing.
        .where(and(eq(staffUsers.id, granted.userId), isNull(staffUsers.deactivatedAt)))
        .returning({ id: staffUsers.id, email: staffUsers.email });
      return user;
    });
  }

  return {
    findStaffUser,
    issueCode,
    takeTry,
    grantReset,
    liveGrant,
    passSecondStep,
    replacePasswordWithGrant,
  };
}

export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;
