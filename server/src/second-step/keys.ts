import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A 256-bit key of its own for each use, derived from the token secret (HKDF-SHA256). */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'pm-second-step', purpose, 32));
}

const VERSION = 'v1';

/**
 * AES-256-GCM for a secret the server must read back (an authenticator app's TOTP secret): the database holds
 * only `v1.<iv|tag|ciphertext>`. `boundTo` (the account's id) is authenticated with it, so a sealed value copied
 * to another row does not open.
 */
export function createSealer(secret: string, purpose: string) {
  const key = deriveKey(secret, `sealed:${purpose}`);
  return {
    seal(plain: string, boundTo: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(boundTo, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    /** The plain value, or null when the value was not sealed by this key for `boundTo`. */
    open(sealed: string, boundTo: string): string | null {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAAD(Buffer.from(boundTo, 'utf8'));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
