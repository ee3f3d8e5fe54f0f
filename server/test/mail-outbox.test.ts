import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { type MailOutbox, startMailOutbox } from '../src/mail/mail-outbox';
import { catchMails } from './caught-mails';
import { migratedPglite, TEST_JWT_SECRET } from './harness';

const quiet = { warn: () => undefined, error: () => undefined };
const mail = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });

describe('the mail outbox', () => {
  let database: Database;
  let outbox: MailOutbox | undefined;
  const mails = catchMails();

  beforeAll(async () => {
    database = await openDatabase({ memoryFrom: await migratedPglite() });
  });
  afterEach(async () => {
    await outbox?.stop();
    outbox = undefined;
  });
  afterAll(() => database.close());

  /** A worker that polls once a minute: what it sends within the catcher's 10 s, it sent without waiting a poll. */
  const startOutbox = async () => {
    outbox = await startMailOutbox({
      executeSql: database.executeSql,
      mailer: mails.mailer,
      secret: TEST_JWT_SECRET,
      log: quiet,
      pollingIntervalSeconds: 60,
    });
    return outbox;
  };

  it('stops only once a job it was fetching as it stopped is sent and marked done: none is left to go twice', async () => {
    let running = 0;
    let armed = false;
    let stopped: Promise<void> | undefined;
    const sent: string[] = [];
    const started = await startMailOutbox({
      // The worker's fetch of the mail is slowed down, and the outbox told to stop while it runs.
      executeSql: async (text, values) => {
        running += 1;
        try {
          if (armed && !stopped && text.includes('SKIP LOCKED')) {
            stopped = started.stop();
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return await database.executeSql(text, values);
        } finally {
          running -= 1;
        }
      },
      mailer: { send: async (sending) => void sent.push(sending.to) },
      secret: TEST_JWT_SECRET,
      log: quiet,
      pollingIntervalSeconds: 60,
    });
    armed = true;
    await started.enqueueOnce([
      { id: crypto.randomUUID(), mail: mail('last@example.com', 'Sent as the server stops') },
    ]);
    await expect.poll(() => stopped !== undefined).toBe(true);
    await stopped;
    // The database may now be closed: no statement of the queue is on its way any more.
    expect(running).toBe(0);
    expect(sent).toEqual(['last@example.com']);
    const { rows } = await database.executeSql(`SELECT DISTINCT state FROM pgboss.job WHERE name = 'mail'`);
    expect(rows).toEqual([{ state: 'completed' }]);
  });

  it('sends mails queued together at once, one after the other, without a poll between two', async () => {
    const started = await startOutbox();
    const staff = Array.from({ length: 6 }, (_, index) => `agent${index}@example.com`);
    await started.enqueueOnce(
      staff.map((to) => ({ id: crypto.randomUUID(), mail: mail(to, 'Leases to look at today') })),
    );
    for (const to of staff) expect((await mails.waitForMail(to)).subject).toBe('Leases to look at today');
  });
});
