import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/database';
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
   * Queues the mail in the database (one insert); a worker sends it. Never waits on the mail server. A mail
   * without recipient is a stand-in the worker drops.
   */
  enqueue: (mail: Mail) => Promise<void>;
  /**
   * Queues each mail unless one of the same id (a uuid) was queued already, in statements of a few hundred: a
   * mail that several processes may decide to send (the daily digest of a person) is then sent once.
   */
  enqueueOnce: (mails: { id: string; mail: Mail }[]) => Promise<void>;
  stop: () => Promise<void>;
}

/** deadlock_detected, unique_violation, duplicate_table: what two processes creating the queue at once may get. */
const LOST_CREATE_RACE = new Set(['40P01', '23505', '42P07']);

/**
 * Creates the mail queue unless it exists. API replicas starting at the same moment race to create it (pg-boss
 * makes a partition of its job table), and PostgreSQL may abort one of them as a deadlock: that one tries again
 * and finds the queue the other made.
 */
async function createQueueOnce(boss: PgBoss, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(MAIL_QUEUE);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || !code || !LOST_CREATE_RACE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
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
  const boss = new PgBoss({ db: { executeSql: options.executeSql }, schedule: false });
  // pg-boss reports its own failures here (a lost connection, a failed poll); never with mail contents.
  boss.on('error', (error) => log.error({ err: error }, 'mail queue error'));
  await boss.start();
  await createQueueOnce(boss);
  await boss.work<{ sealed: string }>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
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
        if (attempt > retryLimit)
          log.error(details, `mail not delivered after ${attempt} attempts; given up`);
        else log.warn(details, 'mail not delivered; it will be retried');
        throw error;
      }
    },
  );
  const retries = { retryLimit, retryDelay: options.retryDelaySeconds ?? 30, retryBackoff: true };
  return {
    async enqueue(mail) {
      await boss.send(MAIL_QUEUE, { sealed: sealer.seal(mail) }, retries);
    },
    async enqueueOnce(mails) {
      for (let start = 0; start < mails.length; start += ENQUEUE_BATCH) {
        await boss.insert(
          mails.slice(start, start + ENQUEUE_BATCH).map(({ id, mail }) => ({
            id,
            name: MAIL_QUEUE,
            data: { sealed: sealer.seal(mail) },
            ...retries,
          })),
        );
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
