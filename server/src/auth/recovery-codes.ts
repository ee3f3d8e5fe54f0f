import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A code is valid this long after it was created. */
export const CODE_TTL_SECONDS = 10 * 60;
/** SPEC 9: the wait between two codes for one email. */
export const RESEND_WAIT_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;
export const CODE_WINDOW_SECONDS = 60 * 60;
/** Wrong tries a code survives; the next try fails whatever the code. */
export const MAX_CODE_ATTEMPTS = 5;
/** The reset grant handed out by a successful validate is good for this long. */
export const RESET_GRANT_TTL_SECONDS = 10 * 60;
/** The HttpOnly cookie carrying the grant, sent back only to the recovery routes. */
export const RESET_GRANT_COOKIE = 'pm_reset_grant';
export const RESET_GRANT_PATH = '/api/auth/forgot-password';

/** Per-address and per-account limits of the recovery routes, on top of each code's own tries. */
export const RECOVERY_LIMITS = {
  requestPerAddress: { max: 30, windowSeconds: 60 * 60 },
  validatePerAddress: { max: 30, windowSeconds: 15 * 60 },
  validatePerAccount: { max: 10, windowSeconds: 15 * 60 },
  changePerAddress: { max: 30, windowSeconds: 15 * 60 },
  changePerAccount: { max: 10, windowSeconds: 15 * 60 },
};

/** Six digits from a cryptographically secure source. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 256 random bits for a reset grant (the cookie value; only its keyed hash is stored). */
export function generateGrant(): string {
  return randomBytes(32).toString('base64url');
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
    grantHash: (emailHash: string, grant: string) => hmac(`grant:${emailHash}:${grant}`),
    /** Constant-time comparison of two hex hashes. */
    same(a: string, b: string): boolean {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
    },
  };
}

export type RecoveryHasher = ReturnType<typeof createRecoveryHasher>;
