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

  it('sends a mail queued by this process at once, not at the next poll', async () => {
    const started = await startOutbox();
    await started.enqueue(mail('mali@example.com', 'Your recovery code'));
    expect((await mails.waitForMail('mali@example.com')).subject).toBe('Your recovery code');
  });

  it('sends mails queued together one after the other, without a poll between two', async () => {
    const started = await startOutbox();
    const staff = Array.from({ length: 6 }, (_, index) => `agent${index}@example.com`);
    await started.enqueueOnce(
      staff.map((to) => ({ id: crypto.randomUUID(), mail: mail(to, 'Leases to look at today') })),
    );
    for (const to of staff) expect((await mails.waitForMail(to)).subject).toBe('Leases to look at today');
  });
});
