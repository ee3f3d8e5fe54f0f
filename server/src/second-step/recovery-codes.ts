import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './keys';

/** How many recovery codes an account receives when its second step is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits that are not easily mistaken for each other (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** Ten single-use codes like `k3f9a-p2xmq` (about 50 random bits each), shown once. */
export function generateRecoveryCodes(): string[] {
  const half = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** A code as typed, without spaces and dashes, lower-cased: `K3F9A P2XMQ` is `k3f9ap2xmq`. */
export const normalizeCode = (typed: string) => typed.replace(/[\s-]+/g, '').toLowerCase();

/** Whether a normalised code has the shape of a recovery code (before any lookup). */
export const looksLikeRecoveryCode = (code: string) => code.length === HALF * 2 && /^[a-z0-9]+$/.test(code);

/**
 * Keyed hashes of recovery codes (HMAC-SHA256, a key derived from the token secret, the account's id mixed in):
 * the table alone lets nobody try codes offline, nor move one to another account.
 */
export function createRecoveryCodeHasher(secret: string) {
  const key = deriveKey(secret, 'recovery-codes-v1');
  return {
    hash: (userId: string, code: string) =>
      createHmac('sha256', key)
        .update(`${userId}:${normalizeCode(code)}`)
        .digest('hex'),
    /** Constant-time comparison of two hex hashes. */
    same(a: string, b: string): boolean {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
    },
  };
}

export type RecoveryCodeHasher = ReturnType<typeof createRecoveryCodeHasher>;
