import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { qualified } from '../auth/second-step-presence';
import type { Db } from '../db/database';
import { passkeys, secondStepRecoveryCodes, staffUsers, webauthnChallenges } from '../db/schema/auth';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The second steps an account has: a confirmed authenticator app, passkeys, and unused recovery codes. */
export interface SecondSteps {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

/** The ways an account can pass its second step at sign-in (`[]` without one). */
export type SecondStepMethod = 'totp' | 'passkey' | 'recovery-code';

/** An account has a second step once an authenticator app is confirmed or a passkey registered. */
export const hasSecondStep = (steps: SecondSteps) => steps.totp || steps.passkeys > 0;

export function signInMethods(steps: SecondSteps): SecondStepMethod[] {
  if (!hasSecondStep(steps)) return [];
  return [
    ...(steps.totp ? (['totp'] as const) : []),
    ...(steps.passkeys > 0 ? (['passkey'] as const) : []),
    ...(steps.recoveryCodesLeft > 0 ? (['recovery-code'] as const) : []),
  ];
}

/** A password recovery asks for a code: an authenticator app's or a recovery code (no passkey there). */
export const recoveryMethods = (steps: SecondSteps) =>
  signInMethods(steps).filter((method) => method !== 'passkey');

export async function secondStepsOf(db: Reader, userId: string): Promise<SecondSteps> {
  const codes = secondStepRecoveryCodes;
  const [user] = await db
    .select({
      totp: sql<boolean>`${qualified(staffUsers.totpSecret)} is not null`,
      passkeys: sql<number>`(select count(*)::int from ${passkeys}
        where ${qualified(passkeys.staffUserId)} = ${qualified(staffUsers.id)})`,
      recoveryCodesLeft: sql<number>`(select count(*)::int from ${codes}
        where ${qualified(codes.staffUserId)} = ${qualified(staffUsers.id)} and ${qualified(codes.usedAt)} is null)`,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  return user ?? { totp: false, passkeys: 0, recoveryCodesLeft: 0 };
}

/** Replaces the account's recovery codes with these keyed hashes. */
export async function replaceRecoveryCodes(tx: Writer, userId: string, hashes: string[]): Promise<void> {
  await removeRecoveryCodes(tx, userId);
  await tx
    .insert(secondStepRecoveryCodes)
    .values(hashes.map((codeHash) => ({ staffUserId: userId, codeHash })));
}

export async function removeRecoveryCodes(tx: Writer, userId: string): Promise<void> {
  await tx.delete(secondStepRecoveryCodes).where(eq(secondStepRecoveryCodes.staffUserId, userId));
}

export async function unusedRecoveryCodes(db: Reader, userId: string) {
  return db
    .select({ id: secondStepRecoveryCodes.id, codeHash: secondStepRecoveryCodes.codeHash })
    .from(secondStepRecoveryCodes)
    .where(and(eq(secondStepRecoveryCodes.staffUserId, userId), isNull(secondStepRecoveryCodes.usedAt)));
}

/** Marks a recovery code used; false when another request used it first. */
export async function useRecoveryCode(db: Writer, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(secondStepRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(secondStepRecoveryCodes.id, id), isNull(secondStepRecoveryCodes.usedAt)))
    .returning({ id: secondStepRecoveryCodes.id });
  return used.length > 0;
}

/** Records `step` as the last accepted TOTP step; false when it (or a later one) was accepted already. */
export async function acceptTotpStep(db: Writer, userId: string, step: number): Promise<boolean> {
  const accepted = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, userId),
        or(isNull(staffUsers.totpLastStep), sql`${staffUsers.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: staffUsers.id });
  return accepted.length > 0;
}

/** Removes every second step of the account: its authenticator app, passkeys, recovery codes and challenges. */
export async function removeSecondSteps(tx: Writer, userId: string): Promise<void> {
  await tx
    .update(staffUsers)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(staffUsers.id, userId));
  await tx.delete(passkeys).where(eq(passkeys.staffUserId, userId));
  await removeRecoveryCodes(tx, userId);
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.staffUserId, userId));
}

export type Passkey = typeof passkeys.$inferSelect;

export async function passkeysOf(db: Reader, userId: string): Promise<Passkey[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.staffUserId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function passkeyOf(db: Reader, userId: string, id: string): Promise<Passkey | undefined> {
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.staffUserId, userId)));
  return passkey;
}

export type ChallengePurpose = 'register' | 'sign-in';

/** Keeps a challenge handed to the browser until `expiresAt` (and forgets the account's expired ones). */
export async function storeChallenge(
  db: Writer,
  input: { challenge: string; userId: string; purpose: ChallengePurpose; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .delete(webauthnChallenges)
    .where(
      and(eq(webauthnChallenges.staffUserId, input.userId), lte(webauthnChallenges.expiresAt, input.now)),
    );
  await db.insert(webauthnChallenges).values({
    challenge: input.challenge,
    staffUserId: input.userId,
    purpose: input.purpose,
    expiresAt: input.expiresAt,
  });
}

/** Takes (deletes) a live challenge of the account for `purpose`: true when there was one. Each serves once. */
export async function takeChallenge(
  db: Writer,
  input: { challenge: string; userId: string; purpose: ChallengePurpose; now: Date },
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, input.challenge),
        eq(webauthnChallenges.staffUserId, input.userId),
        eq(webauthnChallenges.purpose, input.purpose),
        gt(webauthnChallenges.expiresAt, input.now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}
