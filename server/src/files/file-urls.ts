import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { FILES_URL_PREFIX } from './file-storage';

/**
 * How long a file URL of an answer can be opened: at most an hour after the answer, at least 45 minutes (the
 * expiry is rounded down to a 15-minute bucket, so every answer of the same quarter of an hour carries the same
 * URL and the browser's cache is reused).
 */
export const FILE_URL_LIFETIME_SECONDS = 60 * 60;
export const FILE_URL_BUCKET_SECONDS = 15 * 60;

/** The signed URL of a stored file name (null for none), as every domain's answers carry it. */
export type FileUrl = (name: string | null) => string | null;

export const FILE_LINK_MESSAGES = {
  unsigned: 'This file link is not signed. Open the file from its page in the app.',
  invalid: 'This file link is not valid. Open the file again from its page in the app.',
  expired: 'This file link has expired. Reload the page in the app to get a new one.',
};

export type FileLinkCheck =
  | { ok: true; secondsLeft: number }
  | { ok: false; reason: keyof typeof FILE_LINK_MESSAGES };

export interface FileLinks {
  url: FileUrl;
  /** Whether `query` (expires, signature) is a valid, unexpired signature of `name` by the injected clock. */
  check: (name: string, query: unknown) => FileLinkCheck;
}

export interface FileLinkSettings {
  /** The token secret; the signing key is derived from it, so a file URL is never a sign-in token. */
  secret: string;
  clock: () => Date;
  lifetimeSeconds?: number;
  bucketSeconds?: number;
}

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES = /^[1-9]\d{0,11}$/;

/**
 * Short-lived signed file URLs (DESIGN 4, personal documents): `/api/files/<name>?expires=<unix s>&signature=<HMAC>`,
 * the HMAC-SHA256 of the name and the expiry. An <img> loads them without a bearer token; nobody can make one
 * for another file or a later expiry, and a leaked one stops working within the hour.
 */
export function createFileLinks({
  secret,
  clock,
  lifetimeSeconds = FILE_URL_LIFETIME_SECONDS,
  bucketSeconds = FILE_URL_BUCKET_SECONDS,
}: FileLinkSettings): FileLinks {
  const key = Buffer.from(hkdfSync('sha256', secret, 'pm-file-urls', 'signed file URL v1', 32));
  const sign = (name: string, expires: number) =>
    createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    url(name) {
      if (!name) return null;
      const expires = Math.floor((nowSeconds() + lifetimeSeconds) / bucketSeconds) * bucketSeconds;
      return `${FILES_URL_PREFIX}${name}?expires=${expires}&signature=${sign(name, expires)}`;
    },

    check(name, query) {
      const { expires, signature } = (query ?? {}) as Record<string, unknown>;
      if (expires === undefined && signature === undefined) return { ok: false, reason: 'unsigned' };
      if (typeof expires !== 'string' || typeof signature !== 'string')
        return { ok: false, reason: 'invalid' };
      if (!EXPIRES.test(expires) || !SIGNATURE.test(signature)) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(name, Number(expires)));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'invalid' };
      const secondsLeft = Number(expires) - nowSeconds();
      if (secondsLeft <= 0) return { ok: false, reason: 'expired' };
      return { ok: true, secondsLeft };
    },
  };
}
