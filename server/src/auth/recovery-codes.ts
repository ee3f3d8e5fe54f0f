import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A code is valid this long after it was created. */
export const CODE_TTL_SECONDS = 10 * 60;
/** SPEC 9: the wait between two codes for one email. */
export const RESEND_WAIT_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;
export const CODE_WINDOW_SECONDS = 60 * 60;
/** Wrong tries a code survives; the next try fails whatever the code. */
export const MAX_CODE_ATTEMPTS = 5;
/** change-password is accepted this long after the code was validated. */
export const VERIFIED_TTL_SECONDS = 10 * 60;

/** Six digits from a cryptographically secure source. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Keyed hashes (HMAC-SHA256 with a key derived from the token secret): a stolen table alone does not let anyone
 * try the million codes offline, and unknown emails are tracked without storing them.
 */
export function createRecoveryHasher(secret: string) {
  const key = createHmac('sha256', secret).update('password-recovery-v1').digest();
  const hmac = (value: string) => createHmac('sha256', key).update(value).digest('hex');

  return {
    emailHash: (normalizedEmail: string) => hmac(`email:${normalizedEmail}`),
    codeHash: (emailHash: string, code: string) => hmac(`code:${emailHash}:${code}`),
    /** Constant-time comparison of two hex hashes. */
    same(a: string, b: string): boolean {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
    },
  };
}

export type RecoveryHasher = ReturnType<typeof createRecoveryHasher>;
