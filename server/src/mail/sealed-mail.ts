import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Mail } from './mailer';

/**
 * AES-256-GCM for mails waiting in the queue: a recovery mail carries a live code and a personal address, which
 * the database must not hold in clear text. The key is derived from the token secret.
 */
export function createMailSealer(secret: string) {
  const key = createHmac('sha256', secret).update('mail-outbox-v1').digest();
  return {
    seal(mail: Mail): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed: string): Mail {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as Mail;
    },
  };
}
