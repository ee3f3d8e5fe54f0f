import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { staffUsers } from '../src/db/schema/auth';
import { contracts } from '../src/db/schema/contracts';
import { owners } from '../src/db/schema/owners';
import { properties } from '../src/db/schema/properties';
import { CONTRACT_PAGE, EXPIRING_PAGE, runLeaseLook } from '../src/leases/lease-digest';
import { RELEASE_PAGE_SIZE } from '../src/leases/leases-repository';
import { LEASE_DIGEST_SUBJECT } from '../src/mail/lease-digest-mail';
import { type MailOutbox, startMailOutbox } from '../src/mail/mail-outbox';
import { catchMails } from './caught-mails';
import { describeEachDatabase, TEST_MAIL_QUEUE } from './harness';
import { insertOwner, insertProperty, insertTenant } from './records';
import { successData } from './signed-in-requests';
import { addStaffUser, type TestStaffUser } from './staff-accounts';

const mails = catchMails();
const quiet = { warn: () => undefined, error: () => undefined };

/** `hh:mm` in Bangkok (UTC+7, the default AGENCY_TIMEZONE) on `day`. */
const bangkok = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00+07:00`));

const DAY = '2040-06-10';

describeEachDatabase(
  'daily lease digest',
  (getContext) => {
    /** Two API processes: their own connections (PostgreSQL) and their own mail workers, one clock. */
    const replicas: { db: Database['db']; mail: MailOutbox; close: () => Promise<void> }[] = [];
    const people: Record<string, TestStaffUser> = {};
    const ids: Record<string, string> = {};
    /** The parties of the contracts above: the owner's passport expires 2040-08-01. */
    let parties: { ownerId: string; propertyId: string; tenantId: string };

    async function replica(database: Database) {
      const mail = await startMailOutbox({
        executeSql: database.executeSql,
        mailer: mails.mailer,
        // The app's own mail worker takes jobs from the same queue: all must seal with one secret.
        secret: resolveJwtSecret(getContext().config),
        log: quiet,
        ...TEST_MAIL_QUEUE,
      });
      return { db: database.db, mail, close: () => mail.stop() };
    }

    beforeAll(async () => {
      const context = getContext();
      const db = context.database.db;
      const second = context.databaseUrl
        ? await openDatabase({ databaseUrl: context.databaseUrl })
        : undefined;
      replicas.push(await replica(context.database));
      const other = await replica(second ?? context.database);
      replicas.push({
        ...other,
        close: async () => {
          await other.close();
          await second?.close();
        },
      });

      const ownerId = await insertOwner(db, 'Passport Owner');
      await db.update(owners).set({ passportExpiry: '2040-08-01' }).where(eq(owners.id, ownerId));
      const propertyId = await insertProperty(db, ownerId, 'Digest Tower');
      const tenantId = await insertTenant(db, propertyId, 'Mali');
      parties = { ownerId, propertyId, tenantId };
      const add = async (contractRefName: string, startDate: string, finishDate: string) => {
        const [row] = await db
          .insert(contracts)
          .values({ ownerId, propertyId, tenantId, contractRefName, startDate, finishDate })
          .returning({ id: contracts.id });
        ids[contractRefName] = (row as { id: string }).id;
      };
      await add('SOON', '2039-06-21', '2040-06-20');
      await add('LATE', '2039-06-02', '2040-06-01');
      await add('LONG', '2040-06-02', '2041-06-01');
      await add('FAR', '2040-01-01', '2040-07-20');
      await add('ENDED', '2039-06-02', '2040-06-03');
      await db
        .update(contracts)
        .set({ endingDate: '2040-06-03' })
        .where(eq(contracts.id, ids.ENDED as string));

      for (const [key, role] of [
        ['agentDefault', 'agent'],
        ['agentOff', 'agent'],
        ['viewerDefault', 'viewer'],
        ['viewerOn', 'viewer'],
        ['deactivated', 'agent'],
      ] as const) {
        people[key] = await addStaffUser(context, role);
      }
      await db
        .update(staffUsers)
        .set({ deactivatedAt: new Date() })
        .where(eq(staffUsers.id, (people.deactivated as TestStaffUser).id));
    });

    afterAll(async () => {
      for (const each of replicas) await each.close();
    });

    const config = () => getContext().config;
    const look = (replicaIndex: number, at: Date, log: Pick<FastifyBaseLogger, 'error'> = quiet) =>
      runLeaseLook(
        {
          db: (replicas[replicaIndex] as (typeof replicas)[number]).db,
          mail: (replicas[replicaIndex] as (typeof replicas)[number]).mail,
          config: config(),
        },
        at,
        log,
      );
    const bothLook = (at: Date) => Promise.all([look(0, at), look(1, at)]);
    const mailsTo = (email: string) => mails.sent.filter((mail) => mail.to === email);
    const statusOf = async (id: string) =>
      (
        await getContext()
          .database.db.select({ status: properties.status })
          .from(properties)
          .where(eq(properties.id, id))
      )[0]?.status;

    /** Runs one look while the database refuses every change of the property named `refusedName`; answers its log. */
    async function lookRefusingReleaseOf(refusedName: string, at: Date) {
      const { executeSql } = getContext().database;
      await executeSql(`create or replace function refuse_release() returns trigger language plpgsql as $$
        begin raise exception 'property write refused by the test'; end $$`);
      await executeSql(`create trigger refuse_release before update on properties for each row
        when (old.name = '${refusedName}') execute function refuse_release()`);
      const errors: { contract?: string }[] = [];
      const log = { error: (details: { contract?: string }) => errors.push(details) } as Pick<
        FastifyBaseLogger,
        'error'
      >;
      try {
        await look(0, at, log);
      } finally {
        await executeSql('drop trigger refuse_release on properties');
      }
      return errors;
    }

    async function choose(person: TestStaffUser, leaseDigest: boolean) {
      const token = await getContext().login(person);
      const answer = await getContext().app.inject({
        method: 'POST',
        url: '/api/account/digest',
        headers: getContext().authorized(token),
        payload: { leaseDigest },
      });
      return successData(answer);
    }

    it('is on by default for admins and agents, off for viewers; each person may choose', async () => {
      const token = await getContext().login(people.viewerDefault);
      const me = await getContext().app.inject({
        method: 'GET',
        url: '/api/account',
        headers: getContext().authorized(token),
      });
      expect(successData(me).leaseDigest).toBe(false);
      expect((await choose(people.viewerOn as TestStaffUser, true)).leaseDigest).toBe(true);
      expect((await choose(people.agentOff as TestStaffUser, false)).leaseDigest).toBe(false);
      const bad = await getContext().app.inject({
        method: 'POST',
        url: '/api/account/digest',
        headers: getContext().authorized(token),
        payload: { leaseDigest: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('leaseDigest must be true or false.');
    });

    it('sends each person who wants it exactly one mail a day from DIGEST_HOUR, with two processes', async () => {
      mails.sent.length = 0;
      const before = await bothLook(bangkok(DAY, '06:59'));
      expect(before).toEqual([
        { due: 0, sent: 0 },
        { due: 0, sent: 0 },
      ]);

      // Both processes look at the same moment, then again later in the hour.
      await bothLook(bangkok(DAY, '07:00'));
      await bothLook(bangkok(DAY, '07:30'));
      const wanted = ['admin@example.com', people.agentDefault?.email, people.viewerOn?.email] as string[];
      for (const email of wanted) await mails.waitForMail(email);
      await mails.settledCount('admin@example.com');
      for (const email of wanted) expect(mailsTo(email), email).toHaveLength(1);
      for (const key of ['agentOff', 'viewerDefault', 'deactivated'])
        expect(mailsTo((people[key] as TestStaffUser).email), key).toHaveLength(0);

      const [mail] = mailsTo(people.agentDefault?.email as string);
      expect(mail?.subject).toBe(LEASE_DIGEST_SUBJECT);
      const { publicUrl } = config();
      const link = (ref: string) => `${publicUrl}${CONTRACT_PAGE}${ids[ref]}`;
      expect(mail?.text).toContain(
        `Ending in the next 30 days with no renewal (1)\n- SOON · Digest Tower · Mali Smith: ends 2040-06-20`,
      );
      expect(mail?.text).toContain(`ends 2040-06-20\n  ${link('SOON')}`);
      expect(mail?.text).toContain('Overdue: ended with no renewal and no recorded ending (1)\n- LATE');
      expect(mail?.text).toContain("Owner's passport expires before the contract ends (1)\n- LONG");
      expect(mail?.text).toContain(
        "Passport Owner's passport expires 2040-08-01, the contract ends 2041-06-01",
      );
      expect(mail?.text).not.toContain('ENDED ·');
      expect(mail?.text).toContain(`${publicUrl}${EXPIRING_PAGE}`);
      expect(mail?.html).toContain(`<a href="${link('SOON')}">SOON · Digest Tower · Mali Smith</a>`);
    });

    it('sends the next day again, and nothing for a day with nothing to tell', async () => {
      await bothLook(bangkok('2040-06-11', '07:05'));
      for (const email of ['admin@example.com', people.agentDefault?.email as string])
        await mails.waitForMail(email, { skip: 1 });
      const empty = await bothLook(bangkok('2090-01-01', '08:00'));
      expect(empty.map((run) => run.sent)).toEqual([0, 0]);
      await mails.settledCount('admin@example.com');
      expect(mailsTo('admin@example.com')).toHaveLength(2);
      expect(mailsTo(people.agentDefault?.email as string)).toHaveLength(2);
    });

    it('still sends the digest and marks the other properties available when marking one fails', async () => {
      const { db } = getContext().database;
      const ownerId = await insertOwner(db, 'Release Owner');
      /** A rented property whose tenant left on `endingDate`, staff confirming it is then available. */
      const leftOn = async (name: string, endingDate: string) => {
        const propertyId = await insertProperty(db, ownerId, name);
        await db.update(properties).set({ status: 'rented' }).where(eq(properties.id, propertyId));
        const tenantId = await insertTenant(db, propertyId, 'Leaving');
        const [row] = await db
          .insert(contracts)
          .values({
            ownerId,
            propertyId,
            tenantId,
            contractRefName: name,
            startDate: '2039-06-01',
            finishDate: '2040-06-09',
            endingDate,
            endingPropertyAvailable: true,
          })
          .returning({ id: contracts.id });
        return { propertyId, contractId: (row as { id: string }).id };
      };
      // The one that fails comes first.
      const refusing = await leftOn('Refuses Release', '2040-06-08');
      const released = await leftOn('Released Anyway', '2040-06-09');
      const agent = people.agentDefault?.email as string;
      const mailsBefore = mailsTo(agent).length;
      const errors = await lookRefusingReleaseOf('Refuses Release', bangkok('2040-06-12', '07:00'));

      expect(await statusOf(released.propertyId)).toBe('available');
      expect(await statusOf(refusing.propertyId)).toBe('rented');
      expect(errors).toContainEqual(expect.objectContaining({ contract: refusing.contractId }));
      const mail = await mails.waitForMail(agent, { skip: mailsBefore });
      expect(mail.text).toContain('(2040-06-12)');

      // The next look marks it available.
      await look(0, bangkok('2040-06-12', '07:01'));
      expect(await statusOf(refusing.propertyId)).toBe('available');
    });

    it("leaves out of the passport section a lease whose recorded ending comes before the passport's expiry", async () => {
      const db = getContext().database.db;
      const add = async (contractRefName: string, finishDate: string, endingDate: string) => {
        const [row] = await db
          .insert(contracts)
          .values({ ...parties, contractRefName, startDate: '2040-06-01', finishDate, endingDate })
          .returning({ id: contracts.id });
        ids[contractRefName] = (row as { id: string }).id;
      };
      // The passport expires 2040-08-01: one tenant leaves before, the other after.
      await add('LEAVES-BEFORE', '2041-05-31', '2040-07-15');
      await add('LEAVES-AFTER', '2041-04-30', '2040-09-01');
      const agent = people.agentDefault?.email as string;
      const mailsBefore = mailsTo(agent).length;
      await look(0, bangkok('2040-06-13', '07:00'));
      const mail = await mails.waitForMail(agent, { skip: mailsBefore });
      expect(mail.text).toContain("Owner's passport expires before the contract ends (2)\n- LEAVES-AFTER");
      expect(mail.text).toContain('- LONG');
      expect(mail.text).not.toContain('LEAVES-BEFORE');
    });

    it('names in the passport section the day the tenant leaves, also when only that day outlives the passport', async () => {
      const db = getContext().database.db;
      // The passport expires 2040-08-01: the contract finishes before it, the tenant leaves after it.
      const [row] = await db
        .insert(contracts)
        .values({
          ...parties,
          contractRefName: 'STAYS-ON',
          startDate: '2039-07-21',
          finishDate: '2040-07-20',
          endingDate: '2040-09-01',
        })
        .returning({ id: contracts.id });
      ids['STAYS-ON'] = (row as { id: string }).id;
      const agent = people.agentDefault?.email as string;
      const mailsBefore = mailsTo(agent).length;
      await look(0, bangkok('2040-06-14', '07:00'));
      const mail = await mails.waitForMail(agent, { skip: mailsBefore });
      expect(mail.text).toContain(
        "Owner's passport expires before the contract ends (3)\n" +
          "- STAYS-ON · Digest Tower · Mali Smith: Passport Owner's passport expires 2040-08-01, the tenant leaves 2040-09-01",
      );
      expect(mail.text).toContain(
        "- LEAVES-AFTER · Digest Tower · Mali Smith: Passport Owner's passport expires 2040-08-01, the tenant leaves 2040-09-01",
      );
      expect(mail.text).toContain(
        "- LONG · Digest Tower · Mali Smith: Passport Owner's passport expires 2040-08-01, the contract ends 2041-06-01",
      );
    });

    it('marks a property available while a whole page of releases due before it keep failing', async () => {
      const { db } = getContext().database;
      const ownerId = await insertOwner(db, 'Blocked Release Owner');
      const refusingPropertyId = await insertProperty(db, ownerId, 'Always Refuses Release');
      const laterPropertyId = await insertProperty(db, ownerId, 'Due After The Refused');
      await db
        .update(properties)
        .set({ status: 'rented' })
        .where(inArray(properties.id, [refusingPropertyId, laterPropertyId]));
      const tenantId = await insertTenant(db, refusingPropertyId, 'Leaving');
      /** A confirmed ending of a lease of `propertyId`: the tenant left on `endingDate`. */
      const confirmedEnding = (propertyId: string, contractRefName: string, endingDate: string) => ({
        ownerId,
        propertyId,
        tenantId,
        contractRefName,
        startDate: '2039-06-01',
        finishDate: '2040-06-09',
        endingDate,
        endingPropertyAvailable: true,
      });
      const refused = await db
        .insert(contracts)
        .values(
          Array.from({ length: RELEASE_PAGE_SIZE }, (_, index) =>
            confirmedEnding(refusingPropertyId, `REFUSED-${index}`, '2040-06-01'),
          ),
        )
        .returning({ id: contracts.id });
      await db.insert(contracts).values(confirmedEnding(laterPropertyId, 'DUE-AFTER', '2040-06-02'));
      const agent = people.agentDefault?.email as string;
      const mailsBefore = mailsTo(agent).length;
      const errors = await lookRefusingReleaseOf('Always Refuses Release', bangkok('2040-06-15', '07:00'));

      expect(await statusOf(laterPropertyId)).toBe('available');
      expect(await statusOf(refusingPropertyId)).toBe('rented');
      const loggedContracts = errors.map((details) => details.contract);
      for (const { id } of refused) expect(loggedContracts).toContain(id);
      await mails.waitForMail(agent, { skip: mailsBefore });
    });
  },
  { app: { mailer: mails.mailer } },
);

describe('the digest links', () => {
  it('open the screens mf-contracts declares', () => {
    const screens = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../mf-contracts/src/screens.json'), 'utf8'),
    ) as Record<string, { path: string }>;
    const paths = Object.values(screens).map((screen) => screen.path);
    expect(paths).toContain(`${CONTRACT_PAGE}:id`);
    expect(paths).toContain(EXPIRING_PAGE);
  });
});
