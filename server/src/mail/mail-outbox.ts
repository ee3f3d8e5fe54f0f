import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from '../db/database';
import { startJobQueue } from '../db/job-queue';
import type { Mail, Mailer } from './mailer';
import { createMailSealer } from './sealed-mail';

export const MAIL_QUEUE = 'mail';
const ENQUEUE_BATCH = 200;

export interface MailOutboxOptions {
  executeSql: ExecuteSql;
  mailer: Mailer;
  secret: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often an idle worker looks for mail (pg-boss polls). */
  pollingIntervalSeconds?: number;
  /** First wait before a retry; it doubles each time (30 s, 1 min, 2 min ... about 2 hours over 8 retries). */
  retryDelaySeconds?: number;
  retryLimit?: number;
}

export interface MailOutbox {
  /**
   * Queues the mail in the database (one insert); a worker sends it at its next poll. Never waits on the mail
   * server. A mail without recipient is a stand-in the worker drops.
   */
  enqueue: (mail: Mail) => Promise<void>;
  /**
   * Queues each mail unless one of the same id (a uuid) was queued already, in statements of a few hundred: a
   * mail that several processes may decide to send (the daily digest of a person) is then sent once. The worker
   * starts on them at once.
   */
  enqueueOnce: (mails: { id: string; mail: Mail }[]) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Outgoing mail through a queue in our own database (pg-boss, on PGlite or PostgreSQL through `executeSql`): an
 * answer never waits on SMTP, so it neither takes longer nor fails differently when the mail server is slow or
 * down; a failed send is logged and retried with backoff; with several API processes each mail is sent once.
 */
export async function startMailOutbox(options: MailOutboxOptions): Promise<MailOutbox> {
  const { log, mailer } = options;
  const retryLimit = options.retryLimit ?? 8;
  const sealer = createMailSealer(options.secret);
  const queue = await startJobQueue({
    executeSql: options.executeSql,
    queue: MAIL_QUEUE,
    // Never with mail contents.
    onError: (error) => log.error({ err: error }, 'mail queue error'),
    supervise: true,
  });
  // One mail after the other, at the mail server's pace: a digest to every member of staff is not one mail per poll.
  await queue.work<{ sealed: string }>(options.pollingIntervalSeconds ?? 1, async (job) => {
    const mail = sealer.open(job.data.sealed);
    // A stand-in queued for an email that belongs to no account, so that both answers did the same work.
    if (!mail.to) return;
    try {
      await mailer.send(mail);
    } catch (error) {
      const attempt = job.retryCount + 1;
      const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
      // Neither the recipient nor the server's reply (which may quote the recipient) goes to the log.
      const details = { job: job.id, attempt, code, responseCode };
      if (attempt > retryLimit) log.error(details, `mail not delivered after ${attempt} attempts; given up`);
      else log.warn(details, 'mail not delivered; it will be retried');
      throw error;
    }
  });
  const retries = { retryLimit, retryDelay: options.retryDelaySeconds ?? 30, retryBackoff: true };
  return {
    async enqueue(mail) {
      // Not woken: the worker takes it at its next poll, so that the request's time does not depend on the mail
      // (a recovery code or a stand-in for an unknown email).
      await queue.boss.send(MAIL_QUEUE, { sealed: sealer.seal(mail) }, retries);
    },
    async enqueueOnce(mails) {
      for (let start = 0; start < mails.length; start += ENQUEUE_BATCH) {
        await queue.boss.insert(
          mails.slice(start, start + ENQUEUE_BATCH).map(({ id, mail }) => ({
            id,
            name: MAIL_QUEUE,
            data: { sealed: sealer.seal(mail) },
            ...retries,
          })),
        );
      }
      queue.wake();
    },
    stop: () => queue.stop(10_000),
  };
}
