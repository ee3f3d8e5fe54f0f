import { LEASE_MESSAGES } from '@pm/schemas/lease';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/agency-calendar';
import { properties } from '../src/db/schema/properties';
import { releaseDueProperties } from '../src/leases/leases-repository';
import { expectFailure } from './failure-answers';
import { describeEachDatabase } from './harness';
import { insertOwner, insertProperty, insertTenant } from './records';
import { successData } from './signed-in-requests';
import { addStaffUser } from './staff-accounts';

/** The proposal as the add form sends it: values not given are left out (the answer gives them as null). */
const asForm = (proposal: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(proposal).flatMap(([key, value]) => {
      if (value === null) return [];
      if (typeof value === 'object') return [[key, asForm(value as Record<string, unknown>)]];
      return [[key, value]];
    }),
  );

/** Noon in Bangkok (the default AGENCY_TIMEZONE) on `day`: 05:00 UTC. */
const bangkokNoon = (day: string) => new Date(`${day}T05:00:00Z`);

/** The release's log: none of these releases may fail. */
const failOnError = {
  error: (details: { err?: unknown }) => {
    throw details.err;
  },
} as Pick<FastifyBaseLogger, 'error'>;

describeEachDatabase('leases API (expiring, renew, end)', (getContext) => {
  let token = '';
  const auth = () => getContext().authorized(token);
  const get = (url: string) => getContext().app.inject({ method: 'GET', url, headers: auth() });
  const post = (url: string, payload?: object, headers: Record<string, string> = auth()) =>
    getContext().app.inject({ method: 'POST', url, headers, payload });
  const db = () => getContext().database.db;
  const parties = { ownerId: '', propertyId: '', tenantId: '' };

  beforeAll(async () => {
    parties.ownerId = await insertOwner(db(), 'Somchai Lease');
    parties.propertyId = await insertProperty(db(), parties.ownerId, 'Lease Tower 12A');
    parties.tenantId = await insertTenant(db(), parties.propertyId, 'Mali');
  });

  /**
   * Moves the clock to noon of `day` in Bangkok and signs in again (a token lives 8 hours). Each test reads its own
   * years, so the contracts of other tests are outside its horizons.
   */
  async function at(day: string, time?: Date) {
    getContext().clock.now = time ?? bangkokNoon(day);
    token = await getContext().login();
  }

  async function addContract(contractRefName: string, startDate: string, finishDate: string, extra = {}) {
    return successData(
      await post('/api/contract/', { ...parties, contractRefName, startDate, finishDate, ...extra }),
    ) as { _id: string; __v: number };
  }

  const expiring = async (query: string) => {
    const response = await get(`/api/contract/expiring?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { contractRefName: string; daysLeft: number; leaseStatus: string; finishDate: string }[];
      total: number;
    };
  };
  const refs = (answer: { data: { contractRefName: string }[] }) =>
    answer.data.map((row) => row.contractRefName);

  it('lists the contracts finishing from today to the horizon, soonest first; overdue ones apart', async () => {
    const today = '2031-03-15';
    await at(today);
    await addContract('H-31', '2030-04-01', addDays(today, 31));
    await addContract('H-30', '2030-04-01', addDays(today, 30));
    await addContract('H-0', '2030-04-01', today);
    await addContract('H-MINUS-1', '2030-04-01', addDays(today, -1));
    await addContract('H-MINUS-120', '2030-01-01', addDays(today, -120));
    await addContract('H-MINUS-121', '2030-01-01', addDays(today, -121));

    const thirty = await expiring('within=30');
    expect(refs(thirty)).toEqual(['H-0', 'H-30']);
    expect(thirty.total).toBe(2);
    expect(thirty.data.map((row) => row.daysLeft)).toEqual([0, 30]);
    expect(thirty.data[0]).toMatchObject({
      leaseStatus: 'open',
      tenant: { name: expect.stringContaining('Mali') },
      property: { name: 'Lease Tower 12A' },
      owner: { name: 'Somchai Lease' },
      monthlyRent: 25000,
    });
    expect(refs(await expiring('within=60'))).toEqual(['H-0', 'H-30', 'H-31']);
    expect(refs(await expiring(''))).toEqual(['H-0', 'H-30']);

    const overdue = await expiring('overdue=true');
    expect(refs(overdue)).toEqual(['H-MINUS-120', 'H-MINUS-1']);
    expect(overdue.data.map((row) => row.daysLeft)).toEqual([-120, -1]);

    const paged = await expiring('within=60&limit=2&page=2');
    expect(refs(paged)).toEqual(['H-31']);
    expect(paged.total).toBe(3);
  });

  it('counts "today" in the agency time zone: 23:30 UTC is already the next day in Bangkok', async () => {
    await at('2032-06-10');
    await addContract('TZ-1', '2032-01-01', '2032-06-10');
    await at('2032-06-10', new Date('2032-06-10T23:30:00Z'));
    expect(refs(await expiring('within=30'))).not.toContain('TZ-1');
    expect(refs(await expiring('overdue=true'))).toContain('TZ-1');
    await at('2032-06-10', new Date('2032-06-10T16:30:00Z'));
    expect(refs(await expiring('within=30'))).toContain('TZ-1');
  });

  it('refuses a horizon other than 30, 60, 90 or 120 days, naming the parameter', async () => {
    await at('2032-01-01');
    for (const query of ['within=45', 'within=abc', 'overdue=yes']) {
      const response = await get(`/api/contract/expiring?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        query.startsWith('within') ? LEASE_MESSAGES.within : LEASE_MESSAGES.overdue,
      );
    }
  });

  it('renews a contract from its proposal: linked both ways, audited, and gone from the expiring list', async () => {
    const today = '2033-05-01';
    await at(today);
    const old = await addContract('RN-1', '2032-05-11', '2033-05-10', {
      rentalPeriod: '12',
      depositAmount: 50000,
      rentalRateInMonths: 25000,
      agent: { name: 'Anong' },
    });
    expect(refs(await expiring('within=30'))).toEqual(['RN-1']);

    const proposal = asForm(successData(await get(`/api/contract/${old._id}/renew`)));
    expect(proposal).toMatchObject({
      ...parties,
      contractRefName: 'RN-1 (renewal 1)',
      startDate: '2033-05-11',
      finishDate: '2034-05-10',
      depositAmount: 50000,
      rentalRateInMonths: 25000,
      rentalPeriod: '12',
      agent: { name: 'Anong' },
    });

    const renewal = successData(await post(`/api/contract/${old._id}/renew`, proposal));
    expect(renewal).toMatchObject({
      contractRefName: 'RN-1 (renewal 1)',
      leaseStatus: 'open',
      renews: { _id: old._id, contractRefName: 'RN-1' },
      renewedBy: null,
    });
    const renewed = successData(await get(`/api/contract/?id=${old._id}`));
    expect(renewed).toMatchObject({
      __v: old.__v + 1,
      leaseStatus: 'renewed',
      renewedBy: { _id: renewal._id, contractRefName: 'RN-1 (renewal 1)' },
      renews: null,
    });
    expect(await expiring('within=30')).toMatchObject({ data: [], total: 0 });

    const [oldChange] = successData(await get(`/api/audit?entity=contract&id=${old._id}`));
    expect(oldChange).toMatchObject({
      action: 'update',
      changes: [{ field: 'renewedBy', before: null, after: renewal._id }],
      by: { email: 'admin@example.com' },
    });
    const [created] = successData(await get(`/api/audit?entity=contract&id=${renewal._id}`));
    expect(created.action).toBe('create');
    expect(created.changes).toContainEqual({ field: 'renews', after: old._id });

    // A second renewal, proposed or sent, is refused and names the first.
    const already = LEASE_MESSAGES.alreadyRenewed('RN-1 (renewal 1)');
    expectFailure(await get(`/api/contract/${old._id}/renew`), 409, already);
    expectFailure(await post(`/api/contract/${old._id}/renew`, proposal), 409, already);
    expectFailure(
      await post(`/api/contract/${old._id}/end`, { date: today }),
      409,
      LEASE_MESSAGES.renewedNotEnded,
    );

    // The renewal's own renewal counts on.
    const next = successData(await get(`/api/contract/${renewal._id}/renew`));
    expect(next).toMatchObject({ contractRefName: 'RN-1 (renewal 2)', startDate: '2034-05-11' });
  });

  it('audits the delete of a renewal, and the contract it renewed losing its link, which opens that lease again', async () => {
    await at('2033-07-01');
    const old = await addContract('RN-DEL', '2032-07-10', '2033-07-09', { rentalPeriod: '12' });
    const proposal = asForm(successData(await get(`/api/contract/${old._id}/renew`)));
    const renewal = successData(await post(`/api/contract/${old._id}/renew`, proposal));
    const deleted = await getContext().app.inject({
      method: 'DELETE',
      url: `/api/contracts/${renewal._id}`,
      headers: auth(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const [gone] = successData(await get(`/api/audit?entity=contract&id=${renewal._id}`));
    expect(gone).toMatchObject({ action: 'delete', by: { email: 'admin@example.com' } });
    expect(gone.changes).toContainEqual({
      field: 'contractRefName',
      before: 'RN-DEL (renewal 1)',
      after: null,
    });
    const reopened = successData(await get(`/api/contract/?id=${old._id}`));
    expect(reopened).toMatchObject({ __v: old.__v + 2, leaseStatus: 'open', renewedBy: null });
    const [unlinked] = successData(await get(`/api/audit?entity=contract&id=${old._id}`));
    expect(unlinked).toMatchObject({
      action: 'update',
      changes: [{ field: 'renewedBy', before: renewal._id, after: null }],
    });
    expect(refs(await expiring('within=30'))).toEqual(['RN-DEL']);
  });

  it('refuses a renewal proposed from a version of the contract changed since, and adds nothing', async () => {
    await at('2033-08-01');
    const old = await addContract('RN-STALE', '2032-08-10', '2033-08-09', { rentalPeriod: '12' });
    const proposal = asForm(successData(await get(`/api/contract/${old._id}/renew`)));
    const extended = await post(`/api/contract/?id=${old._id}`, { finishDate: '2033-12-31' });
    expect(extended.statusCode, extended.body).toBe(200);
    const stale = await post(`/api/contract/${old._id}/renew`, proposal, {
      ...auth(),
      'if-match': `"${old.__v}"`,
    });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(successData(await get(`/api/contract/?id=${old._id}`))).toMatchObject({ renewedBy: null });
    const fresh = await post(
      `/api/contract/${old._id}/renew`,
      asForm(successData(await get(`/api/contract/${old._id}/renew`))),
      {
        ...auth(),
        'if-match': `"${old.__v + 1}"`,
      },
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(successData(fresh)).toMatchObject({ startDate: '2034-01-01' });
  });

  it('refuses a leaving date before the contract starts, naming the start, and records nothing', async () => {
    await at('2033-06-01');
    const lease = await addContract('END-EARLY', '2032-06-10', '2033-06-09');
    const early = await post(`/api/contract/${lease._id}/end`, {
      date: '2022-06-09',
      propertyAvailable: true,
    });
    expectFailure(early, 400, LEASE_MESSAGES.endBeforeStart('2032-06-10'));
    expect(successData(await get(`/api/contract/?id=${lease._id}`))).toMatchObject({
      __v: lease.__v,
      ending: null,
    });
    const onStart = await post(`/api/contract/${lease._id}/end`, { date: '2032-06-10' });
    expect(onStart.statusCode, onStart.body).toBe(200);
  });

  it('keeps two renewals sent at the same moment from both succeeding', async () => {
    await at('2033-09-01');
    const old = await addContract('RN-RACE', '2032-09-10', '2033-09-09', { rentalPeriod: '12' });
    const proposal = asForm(successData(await get(`/api/contract/${old._id}/renew`)));
    const answers = await Promise.all([
      post(`/api/contract/${old._id}/renew`, proposal),
      post(`/api/contract/${old._id}/renew`, { ...proposal, contractRefName: 'RN-RACE other' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    ['a month end into a leap February', '2024-01-01', '2024-01-31', '1', '2024-02-01', '2024-02-29'],
    ['a leap day, a year on', '2023-03-01', '2024-02-29', '12 months', '2024-03-01', '2025-02-28'],
    ['a February end into a leap year', '2022-03-01', '2023-02-28', '1 year', '2023-03-01', '2024-02-29'],
    ['the 28th of a leap February', '2023-02-28', '2024-02-28', '12', '2024-02-29', '2025-02-28'],
    ['a 30-day month end', '2024-04-01', '2024-04-30', '1', '2024-05-01', '2024-05-31'],
    [
      'a period that is no number: the contract length',
      '2024-01-01',
      '2024-06-30',
      'yearly',
      '2024-07-01',
      '2024-12-31',
    ],
  ])(
    'proposes the renewal dates across %s',
    async (_title, startDate, finishDate, rentalPeriod, nextStart, nextFinish) => {
      await at('2020-01-01');
      const old = await addContract(`RD-${finishDate}-${rentalPeriod}`, startDate, finishDate, {
        rentalPeriod,
      });
      expect(successData(await get(`/api/contract/${old._id}/renew`))).toMatchObject({
        startDate: nextStart,
        finishDate: nextFinish,
      });
    },
  );

  it('refuses a renewal of other parties or starting too early, storing nothing', async () => {
    await at('2034-01-01');
    const old = await addContract('RN-BAD', '2033-01-10', '2034-01-09');
    const otherTenant = await insertTenant(db(), parties.propertyId, 'Kanya');
    const proposal = asForm(successData(await get(`/api/contract/${old._id}/renew`)));
    expectFailure(
      await post(`/api/contract/${old._id}/renew`, { ...proposal, tenantId: otherTenant }),
      400,
      LEASE_MESSAGES.renewalParties,
    );
    expectFailure(
      await post(`/api/contract/${old._id}/renew`, { ...proposal, startDate: '2033-01-10' }),
      400,
      LEASE_MESSAGES.renewalAfterStart,
    );
    const invalid = await post(`/api/contract/${old._id}/renew`, { ...proposal, finishDate: '2020-01-01' });
    expectFailure(invalid, 400, 'Finish date must be after the start date');
    expect(successData(await get(`/api/contract/?id=${old._id}`))).toMatchObject({ renewedBy: null, __v: 0 });
    expectFailure(
      await get('/api/contract/00000000-0000-4000-8000-000000000000/renew'),
      404,
      'Contract not found.',
    );
  });

  it('refuses a renewal offer on a renewed contract naming its renewal, and records nothing', async () => {
    await at('2034-03-01');
    const old = await addContract('RN-OFFER', '2033-03-10', '2034-03-09', { rentalPeriod: '12' });
    const proposal = asForm(successData(await get(`/api/contract/${old._id}/renew`)));
    successData(await post(`/api/contract/${old._id}/renew`, proposal));
    expectFailure(
      await post(`/api/contract/${old._id}/renewal-offered`),
      409,
      LEASE_MESSAGES.alreadyRenewed('RN-OFFER (renewal 1)'),
    );
    expect(successData(await get(`/api/contract/?id=${old._id}`))).toMatchObject({
      __v: old.__v + 1,
      leaseStatus: 'renewed',
      renewalOfferedAt: null,
    });
  });

  it('records a renewal offer and an ending (audited); an ended lease is no longer overdue', async () => {
    const today = '2035-02-01';
    await at(today);
    const offered = await addContract('EN-OFFER', '2034-02-10', '2035-02-09');
    successData(await post(`/api/contract/${offered._id}/renewal-offered`));
    const row = (await expiring('within=30')).data.find((item) => item.contractRefName === 'EN-OFFER');
    expect(row?.leaseStatus).toBe('renewal offered');

    const late = await addContract('EN-LATE', '2034-01-01', '2035-01-20');
    expect(refs(await expiring('overdue=true'))).toContain('EN-LATE');
    const ended = successData(
      await post(`/api/contract/${late._id}/end`, { date: '2035-01-20', note: 'Moved to Chiang Mai' }),
    );
    expect(ended).toMatchObject({
      leaseStatus: 'ending',
      ending: { date: '2035-01-20', note: 'Moved to Chiang Mai', propertyAvailable: false },
    });
    expect(refs(await expiring('overdue=true'))).not.toContain('EN-LATE');
    const [change] = successData(await get(`/api/audit?entity=contract&id=${late._id}`));
    expect(change.changes).toEqual(
      expect.arrayContaining([
        { field: 'ending.date', before: null, after: '2035-01-20' },
        { field: 'ending.note', before: null, after: 'Moved to Chiang Mai' },
      ]),
    );

    const stale = await post(`/api/contract/${late._id}/end`, { date: '2035-01-21', __v: 0 });
    expect(stale.statusCode).toBe(412);
    expectFailure(await post(`/api/contract/${late._id}/end`, { date: '' }), 400, LEASE_MESSAGES.endDate);
    expectFailure(
      await post(`/api/contract/${late._id}/end`, { date: '2035-02-30' }),
      400,
      'Leaving date must be a valid date (yyyy-mm-dd, years 1900 to 2999)',
    );
  });

  it('marks the property available the day after a confirmed ending, never without the confirmation', async () => {
    const today = '2036-03-01';
    await at(today);
    const agent = await addStaffUser(getContext(), 'agent');
    const agentToken = await getContext().login({ email: agent.email, password: agent.password });
    const propertyOf = async (name: string) => {
      const id = await insertProperty(db(), parties.ownerId, name);
      await db().update(properties).set({ status: 'rented' }).where(eq(properties.id, id));
      return id;
    };
    const confirmed = await propertyOf('Confirmed 1');
    const unconfirmed = await propertyOf('Unconfirmed 2');
    const withConfirmed = successData(
      await post('/api/contract/', {
        ...parties,
        propertyId: confirmed,
        contractRefName: 'REL-1',
        startDate: '2035-03-10',
        finishDate: '2036-03-09',
      }),
    );
    const withoutConfirmation = successData(
      await post('/api/contract/', {
        ...parties,
        propertyId: unconfirmed,
        contractRefName: 'REL-2',
        startDate: '2035-03-10',
        finishDate: '2036-03-09',
      }),
    );
    successData(
      await post(
        `/api/contract/${withConfirmed._id}/end`,
        { date: '2036-03-09', propertyAvailable: true },
        getContext().authorized(agentToken),
      ),
    );
    successData(await post(`/api/contract/${withoutConfirmation._id}/end`, { date: '2036-03-09' }));
    const statusOf = async (id: string) => successData(await get(`/api/property/?id=${id}`)).status;
    const look = (day: string) => releaseDueProperties(db(), day, bangkokNoon(day), failOnError);

    await look('2036-03-09');
    expect(await statusOf(confirmed)).toBe('rented');
    await look('2036-03-10');
    await look('2036-03-11');
    expect(await statusOf(confirmed)).toBe('available');
    expect(await statusOf(unconfirmed)).toBe('rented');
    const history = successData(await get(`/api/audit?entity=property&id=${confirmed}`));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'status', before: 'rented', after: 'available' }],
      by: { email: agent.email },
    });
  });

  /** A property of the lease parties' owner, rented. */
  async function rentedProperty(name: string) {
    const id = await insertProperty(db(), parties.ownerId, name);
    await db().update(properties).set({ status: 'rented' }).where(eq(properties.id, id));
    return id;
  }
  const propertyStatus = async (id: string) => successData(await get(`/api/property/?id=${id}`)).status;

  it('leaves the property rented when the tenant who was leaving renews after all', async () => {
    await at('2037-03-01');
    const propertyId = await rentedProperty('Renewed After Ending');
    const old = await addContract('REL-RENEWED', '2036-03-10', '2037-03-09', { propertyId });
    successData(await post(`/api/contract/${old._id}/end`, { date: '2037-03-09', propertyAvailable: true }));
    const proposal = asForm(successData(await get(`/api/contract/${old._id}/renew`)));
    successData(await post(`/api/contract/${old._id}/renew`, proposal));

    expect(await releaseDueProperties(db(), '2037-03-10', bangkokNoon('2037-03-10'), failOnError)).toBe(0);
    expect(await propertyStatus(propertyId)).toBe('rented');
  });

  it('marks the property available once: correcting the note of an ending does not do it again', async () => {
    await at('2038-03-01');
    const propertyId = await rentedProperty('Released Once');
    const lease = await addContract('REL-ONCE', '2037-03-10', '2038-03-09', { propertyId });
    const ending = { date: '2038-03-09', propertyAvailable: true };
    successData(await post(`/api/contract/${lease._id}/end`, ending));
    await releaseDueProperties(db(), '2038-03-10', bangkokNoon('2038-03-10'), failOnError);
    expect(await propertyStatus(propertyId)).toBe('available');

    // A new tenant moves in; then the old lease's ending gets a note.
    await db().update(properties).set({ status: 'rented' }).where(eq(properties.id, propertyId));
    successData(await post(`/api/contract/${lease._id}/end`, { ...ending, note: 'Keys returned' }));
    expect(await releaseDueProperties(db(), '2038-03-20', bangkokNoon('2038-03-20'), failOnError)).toBe(0);
    expect(await propertyStatus(propertyId)).toBe('rented');
  });
});

describe('agency calendar', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
