import type { AppContext } from '../app-context';
import type { Limit } from '../auth/attempt-limiter';
import type { StaffUser } from '../db/schema/auth';
import { HttpError } from '../http/errors';
import { createSealer } from './keys';
import { createRecoveryCodeHasher, looksLikeRecoveryCode, normalizeCode } from './recovery-codes';
import { acceptTotpStep, unusedRecoveryCodes, useRecoveryCode } from './second-step-repository';
import { totpStep } from './totp';

export const WRONG_CODE =
  'That code is not right: type the current 6-digit code of your authenticator app, or one of your recovery codes.';
export const WRONG_TOTP_CODE =
  'That code is not right: type the current 6-digit code of your authenticator app.';
export const SIGN_IN_AGAIN = 'Please sign in again: the sign-in step has expired.';
export const TWO_STEP_REQUIRED = "Two-step sign-in is required for your account by the agency's settings.";

/** Wrong codes (and refused passkeys) one account may try within the window, wherever they are typed. */
export const SECOND_STEP_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60 };

/** What a 429 of the second step names: "Too many wrong codes. Try again in 15 minutes." */
export function tooManyTries(retryAfterSeconds: number, what = 'wrong codes'): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    `Too many ${what}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export type PassedBy = 'totp' | 'recovery-code';

/**
 * The checks of a second step shared by sign-in, password recovery and the account page: the sealed TOTP secret,
 * the recovery codes (keyed hashes, compared in constant time, each used once) and one throttle per account.
 */
export function createSecondStepChecks(context: Pick<AppContext, 'db' | 'tokens' | 'attempts' | 'clock'>) {
  const totpSecrets = createSealer(context.tokens.secret, 'totp-secret-v1');
  const codeHasher = createRecoveryCodeHasher(context.tokens.secret);

  /** Counts one try of a second step of the account (429 when over); `passed` gives it back. */
  async function beginTry(userId: string, what?: string): Promise<{ passed: () => Promise<void> }> {
    const key = context.attempts.keyOf('second-step', userId);
    const verdict = await context.attempts.take(key, SECOND_STEP_LIMIT, context.clock());
    if (!verdict.allowed) throw tooManyTries(verdict.retryAfterSeconds, what);
    return { passed: () => context.attempts.giveBack(key) };
  }

  /** The TOTP time step `code` passes for a sealed secret (not yet recorded), or null. */
  async function totpStepOf(
    user: Pick<StaffUser, 'id'>,
    sealedSecret: string | null,
    code: string,
    after: number | null,
  ): Promise<number | null> {
    const secret = sealedSecret ? totpSecrets.open(sealedSecret, user.id) : null;
    return secret ? totpStep(secret, normalizeCode(code), context.clock(), after) : null;
  }

  /** Uses one of the account's recovery codes if `typed` is one; false otherwise. */
  async function useCode(userId: string, typed: string): Promise<boolean> {
    const code = normalizeCode(typed);
    if (!looksLikeRecoveryCode(code)) return false;
    const tried = codeHasher.hash(userId, code);
    // Every unused code is compared, so the time taken does not tell which one (or whether one) matched.
    let match: string | undefined;
    for (const row of await unusedRecoveryCodes(context.db, userId)) {
      if (codeHasher.same(row.codeHash, tried)) match = row.id;
    }
    return match !== undefined && useRecoveryCode(context.db, match, context.clock());
  }

  /**
   * Passes the second step with `typed`: the current code of the confirmed authenticator app (recorded, so it
   * is accepted once) or an unused recovery code (marked used). Answers how it passed, or null.
   */
  async function passWithCode(
    user: Pick<StaffUser, 'id' | 'totpSecret' | 'totpLastStep'>,
    typed: string,
  ): Promise<PassedBy | null> {
    const step = await totpStepOf(user, user.totpSecret, typed, user.totpLastStep);
    if (step !== null) return (await acceptTotpStep(context.db, user.id, step)) ? 'totp' : null;
    return (await useCode(user.id, typed)) ? 'recovery-code' : null;
  }

  return {
    beginTry,
    passWithCode,
    totpStepOf,
    sealTotpSecret: (userId: string, secret: string) => totpSecrets.seal(secret, userId),
    hashRecoveryCodes: (userId: string, codes: string[]) =>
      codes.map((code) => codeHasher.hash(userId, code)),
  };
}

export type SecondStepChecks = ReturnType<typeof createSecondStepChecks>;
