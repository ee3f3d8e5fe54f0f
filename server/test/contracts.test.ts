import { CONTRACT_DEFAULTS } from '@pm/schemas/contract-fields';
import { CONTRACT_VALUES, OPEN_LEASE, REQUIRED_MESSAGES } from '@pm/schemas/testing';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../src/db/schema/contracts';
import { subTenants } from '../src/db/schema/tenants';
import { BAD_PAGING, expectFailure, idQueryRows, itAnswersEach, itNeedsAToken } from './failure-answers';
import { describeEachDatabase } from './harness';
import { multipartForm } from './multipart-helper';
import { insertOwner, insertProperty, insertTenant, newRecordAnswer } from './records';
import { signedInRequests, successData } from './signed-in-requests';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Every optional value of a contract given, each different from its default (SPEC 9). */
const FULL_VALUES = {
  ...CONTRACT_VALUES,
  cleaningFeesAtChechOut: false,
  anyAgreedPets: true,
  termitesSpraying: true,
  poolMaintainance: true,
};

const CONTRACT_ID_ROWS = idQueryRows(UNKNOWN_ID, 'contract', 'Contract not found.');

describeEachDatabase('contracts API', (getContext) => {
  const { auth, get, post, remove } = signedInRequests(getContext);
  const ids = { ownerA: '', ownerB: '', propertyA: '', propertyB: '', tenantA: '', tenantB: '' };
  const db = () => getContext().database.db;

  beforeAll(async () => {
    ids.ownerA = await insertOwner(db(), 'Somchai Jaidee');
    ids.ownerB = await insertOwner(db(), 'Niran Chai');
    ids.propertyA = await insertProperty(db(), ids.ownerA, 'Sukhumvit Suite');
    ids.propertyB = await insertProperty(db(), ids.ownerB, 'Riverside 3B');
    ids.tenantA = await insertTenant(db(), ids.propertyA, 'Mali');
    ids.tenantB = await insertTenant(db(), ids.propertyB, 'Kanya');
    await db().insert(subTenants).values({
      tenantId: ids.tenantA,
      position: 0,
      firstName: 'Sub',
      nickName: 'S',
      surName: 'Suksan',
      contactNo: '0822222222',
      nationality: 'Thai',
      homeAddress: 'Chiang Mai',
    });
  });

  const minimal = (overrides: Record<string, unknown> = {}) => ({
    ownerId: ids.ownerA,
    propertyId: ids.propertyA,
    tenantId: ids.tenantA,
    contractRefName: 'CT-MIN',
    startDate: '2024-01-01',
    finishDate: '2024-12-31',
    ...overrides,
  });

  const full = (overrides: Record<string, unknown> = {}) => minimal({ ...FULL_VALUES, ...overrides });

  async function createContract(payload: Record<string, unknown> = full()) {
    getContext().clock.advance(1);
    return successData(await post('/api/contract/', payload));
  }

  async function storedCount() {
    const [row] = await db().select({ total: count() }).from(contracts);
    return Number(row?.total ?? 0);
  }

  /** A refused request answers 400 with `message` and stores nothing. */
  async function expectRefused(send: () => ReturnType<typeof post>, message: string, status = 400) {
    const before = await storedCount();
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, message, error: expect.any(String) });
    expect(await storedCount()).toBe(before);
  }

  describe('POST /api/contract/ (create)', () => {
    it('stores the contract and answers the SPEC 3 shape, linked records as their own routes answer them', async () => {
      const response = await post('/api/contract/', full());
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const [owner, property, tenant] = await Promise.all([
        get(`/api/owner?id=${ids.ownerA}`),
        get(`/api/property/?id=${ids.propertyA}`),
        get(`/api/tenant/?id=${ids.tenantA}`),
      ]);
      expect(body).toEqual(
        newRecordAnswer({
          owner: owner.json().data,
          property: property.json().data,
          tenant: tenant.json().data,
          ...FULL_VALUES,
          ...OPEN_LEASE,
        }),
      );
      expect(body.data.owner.profile.name).toBe('Somchai Jaidee');
      expect(body.data.property.owner._id).toBe(ids.ownerA);
      expect(body.data.tenant.profile.subTenants).toHaveLength(1);
      expect(JSON.stringify(body)).not.toMatch(/password/i);
      const again = await get(`/api/contract/?id=${body.data._id}`);
      expect(again.json().data).toEqual(body.data);
    });

    it('applies the SPEC 9 defaults to the values not given, and null to the optional rest', async () => {
      const contract = await createContract(minimal({ contractRefName: 'CT-DEFAULTS' }));
      expect(contract).toMatchObject({
        ...CONTRACT_DEFAULTS,
        rentalRateInMonths: null,
        rentalPeriod: null,
        depositAmount: null,
        numberOfTenants: null,
        agent: { name: null },
        coAgent: { name: null, company: null },
        resOfUtils: { water: null, electricity: null, internet: null },
      });
      const empties = await createContract(
        minimal({
          maintenanceThreshold: '',
          bahtMaintainanceThreshold: null,
          gardening: '',
          agent: { name: '  ' },
          resOfUtils: { water: '' },
        }),
      );
      expect(empties).toMatchObject({ ...CONTRACT_DEFAULTS, agent: { name: null } });
    });

    it('answers on the path without the trailing slash too, reads numbers given as text and trims texts', async () => {
      getContext().clock.advance(1);
      const response = await post(
        '/api/contract',
        minimal({
          contractRefName: '  CT-TEXT  ',
          depositAmount: '45,000',
          bahtMaintainanceThreshold: '1,500',
          numberOfTenants: '3',
          cleaningFeesAtChechOut: 'false',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        contractRefName: 'CT-TEXT',
        depositAmount: 45000,
        bahtMaintainanceThreshold: 1500,
        numberOfTenants: 3,
        cleaningFeesAtChechOut: false,
      });
    });

    it.each(REQUIRED_MESSAGES.contract)('refuses a contract without %s: "%s"', async (field, message) => {
      const { [field]: _removed, ...payload } = minimal() as Record<string, unknown>;
      await expectRefused(() => post('/api/contract/', payload), message);
      await expectRefused(() => post('/api/contract/', { ...payload, [field]: ' ' }), message);
    });

    it.each([
      [{ finishDate: '2023-12-31' }, 'Finish date must be after the start date'],
      [{ finishDate: '2024-01-01' }, 'Finish date must be after the start date'],
      [{ startDate: '2024-02-30' }, 'Start date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
      [{ startDate: '0001-01-01' }, 'Start date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
      [{ finishDate: 20241231 }, 'Finish date must be text.'],
      [{ depositAmount: -1 }, 'Deposit amount must be a number of 0 or more'],
      [{ rentalRateInMonths: 'a lot' }, 'Rental rate must be a number of 0 or more'],
      [{ numberOfTenants: 2.5 }, 'Number of tenants must be a whole number from 0 to 1000'],
      [{ numberOfTenants: 1e12 }, 'Number of tenants must be a whole number from 0 to 1000'],
      [{ maintenanceThreshold: '-5' }, 'Maintenance threshold must be a number of 0 or more'],
      [{ bahtMaintainanceThreshold: {} }, 'Baht maintenance threshold must be a number of 0 or more'],
      [{ resOfUtils: { water: 'landlord' } }, 'Water must be paid by "owner" or "tenant"'],
      [{ resOfUtils: 'owner' }, 'resOfUtils must be an object'],
      [{ agent: 'Anong' }, 'agent must be an object'],
      [{ gardening: 'yes' }, 'gardening must be true or false'],
      [{ contractRefName: 'CT\u0000X' }, 'Contract reference name must not contain control characters.'],
    ])('refuses bad input %j with a clear 400', async (overrides, message) => {
      await expectRefused(() => post('/api/contract/', minimal(overrides)), message);
    });

    it('names the owner, property or tenant that does not exist (unknown or malformed ids)', async () => {
      await expectRefused(
        () => post('/api/contract/', minimal({ ownerId: UNKNOWN_ID })),
        'Choose an existing owner.',
      );
      await expectRefused(
        () => post('/api/contract/', minimal({ ownerId: 'nope' })),
        'Choose an existing owner.',
      );
      await expectRefused(
        () => post('/api/contract/', minimal({ propertyId: UNKNOWN_ID })),
        'Choose an existing property.',
      );
      await expectRefused(
        () => post('/api/contract/', minimal({ tenantId: ids.ownerA })),
        'Choose an existing tenant.',
      );
    });

    it('accepts ids in upper case', async () => {
      const contract = await createContract(minimal({ ownerId: ids.ownerA.toUpperCase() }));
      expect(contract.owner._id).toBe(ids.ownerA);
    });

    it('refuses bodies that are not a JSON object', async () => {
      const send =
        (payload: string, type = 'application/json') =>
        () =>
          getContext().app.inject({
            method: 'POST',
            url: '/api/contract/',
            headers: { ...auth(), 'content-type': type },
            payload,
          });
      await expectRefused(send('{"ownerId": '), 'The request body is not valid JSON.');
      await expectRefused(send('[1, 2]'), 'The request body must be a JSON object.');
      await expectRefused(send('"text"'), 'The request body must be a JSON object.');
      await expectRefused(
        () => post('/api/contract/', multipartForm({ contractRefName: 'CT' })),
        'Send the contract as JSON (application/json).',
        415,
      );
    });
  });

  describe('GET /api/contract/?id=', () => {
    it('answers one contract, on both path spellings', async () => {
      const created = await createContract();
      for (const url of [
        `/api/contract/?id=${created._id}`,
        `/api/contract?id=${created._id.toUpperCase()}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ statusCode: 200, message: 'Success', data: created });
      }
    });

    itAnswersEach('answers %s with %i', CONTRACT_ID_ROWS, (query) => get(`/api/contract/?${query}`));
  });

  describe('GET /api/contract/all', () => {
    it('pages newest first with SPEC 9 defaults (page 1, limit 15) and the total', async () => {
      // Far ahead of the contracts of the other tests, so these three are the newest.
      getContext().clock.advance(3600);
      const first = await createContract(full({ contractRefName: 'LIST-1' }));
      const second = await createContract(full({ contractRefName: 'LIST-2' }));
      const third = await createContract(full({ contractRefName: 'LIST-3' }));
      const total = await storedCount();

      const response = await get('/api/contract/all');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 200, message: 'Success', page: 1, limit: 15, total });
      expect(body.data.slice(0, 3).map((contract: { _id: string }) => contract._id)).toEqual([
        third._id,
        second._id,
        first._id,
      ]);
      expect(body.data[0]).toEqual(third);

      const pageOne = (await get('/api/contract/all?page=1&limit=2')).json();
      const pageTwo = (await get('/api/contract/all?page=2&limit=2')).json();
      expect(pageOne.data.map((contract: { _id: string }) => contract._id)).toEqual([third._id, second._id]);
      expect(pageTwo).toMatchObject({ page: 2, limit: 2, total });
      expect(pageTwo.data[0]._id).toBe(first._id);
      const beyond = (await get(`/api/contract/all?page=${total + 1}&limit=1`)).json();
      expect(beyond).toMatchObject({ data: [], total });
    });

    itAnswersEach('refuses %s with %i', BAD_PAGING, (query) => get(`/api/contract/all?${query}`));
  });

  describe('POST /api/contract/?id= (edit)', () => {
    it('changes only the fields given, nested ones too, and raises __v by one', async () => {
      const created = await createContract();
      const response = await post(`/api/contract/?id=${created._id}`, {
        depositAmount: 60000,
        coAgent: { company: 'Bangkok Realty' },
        resOfUtils: { internet: 'owner' },
        gardening: false,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        statusCode: 200,
        message: 'Success',
        data: {
          ...created,
          __v: 1,
          depositAmount: 60000,
          coAgent: { name: 'Boon Helper', company: 'Bangkok Realty' },
          resOfUtils: { water: 'owner', electricity: 'tenant', internet: 'owner' },
          gardening: false,
        },
      });
      const second = await post(`/api/contract?id=${created._id}`, { contractRefName: 'CT-RENAMED' });
      expect(second.json().data).toMatchObject({
        __v: 2,
        contractRefName: 'CT-RENAMED',
        depositAmount: 60000,
      });
    });

    it('keeps every stored value on an empty edit or empty values, and ignores _id (a __v that holds passes)', async () => {
      const created = await createContract();
      const response = await post(`/api/contract/?id=${created._id}`, {
        _id: UNKNOWN_ID,
        __v: 0,
        contractRefName: '',
        rentalPeriod: '   ',
        depositAmount: '',
        numberOfTenants: null,
        agent: { name: '' },
        coAgent: {},
        resOfUtils: { water: '' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ ...created, __v: 1 });
      const empty = await post(`/api/contract/?id=${created._id}`, {});
      expect(empty.json().data).toEqual({ ...created, __v: 2 });
    });

    it('reads the edit form fallback "1,500" as 1500', async () => {
      const created = await createContract();
      const response = await post(`/api/contract/?id=${created._id}`, { bahtMaintainanceThreshold: '1,500' });
      expect(response.json().data.bahtMaintainanceThreshold).toBe(1500);
    });

    it('refuses to change the owner, property or tenant (SPEC 7: the edit omits them)', async () => {
      const created = await createContract();
      for (const key of ['owner', 'ownerId', 'property', 'propertyId', 'tenant', 'tenantId']) {
        const response = await post(`/api/contract/?id=${created._id}`, {
          [key]: ids.ownerB,
          depositAmount: 1,
        });
        expect(response.statusCode, key).toBe(400);
        expect(response.json().message).toBe(
          'The owner, property and tenant of a contract cannot be changed.',
        );
      }
      expect((await get(`/api/contract/?id=${created._id}`)).json().data).toEqual(created);
    });

    it('checks new dates against the stored ones', async () => {
      const created = await createContract();
      for (const payload of [
        { finishDate: '2023-06-01' },
        { startDate: '2025-01-01' },
        { startDate: '2024-06-01', finishDate: '2024-05-01' },
      ]) {
        const response = await post(`/api/contract/?id=${created._id}`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe('Finish date must be after the start date');
      }
      const moved = await post(`/api/contract/?id=${created._id}`, { startDate: '2024-03-01' });
      expect(moved.json().data).toMatchObject({ startDate: '2024-03-01', finishDate: '2024-12-31', __v: 1 });
    });

    it('refuses a start date after the recorded leaving date, naming that date, and changes nothing', async () => {
      const created = await createContract();
      const ended = successData(await post(`/api/contract/${created._id}/end`, { date: '2024-03-31' }));
      const late = await post(`/api/contract/?id=${created._id}`, { startDate: '2024-04-01' });
      expectFailure(
        late,
        400,
        'Start date must be on or before the recorded leaving date (2024-03-31); correct the ending first.',
      );
      expect(successData(await get(`/api/contract/?id=${created._id}`))).toEqual(ended);
      const onLeavingDay = await post(`/api/contract/?id=${created._id}`, { startDate: '2024-03-31' });
      expect(successData(onLeavingDay)).toMatchObject({
        startDate: '2024-03-31',
        ending: { date: '2024-03-31' },
      });
    });

    it('refuses bad values with a 400 and changes nothing', async () => {
      const created = await createContract();
      for (const [payload, message] of [
        [{ depositAmount: -5 }, 'Deposit amount must be a number of 0 or more'],
        [{ resOfUtils: { water: 'nobody' } }, 'Water must be paid by "owner" or "tenant"'],
        [{ startDate: '2024-13-01' }, 'Start date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
        [{ poolMaintainance: 1 }, 'poolMaintainance must be true or false'],
        [{ agent: { name: 'A\u0000' } }, 'Agent name must not contain control characters.'],
      ] as const) {
        const response = await post(`/api/contract/?id=${created._id}`, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json().message).toBe(message);
      }
      const invalidJson = await getContext().app.inject({
        method: 'POST',
        url: `/api/contract/?id=${created._id}`,
        headers: { ...auth(), 'content-type': 'application/json' },
        payload: '{',
      });
      expect(invalidJson.statusCode).toBe(400);
      expect((await get(`/api/contract/?id=${created._id}`)).json().data).toEqual(created);
    });

    // Without `id=` the same path creates a contract.
    itAnswersEach(
      'answers %s with %i',
      CONTRACT_ID_ROWS.filter(([query]) => query.startsWith('id=')),
      (query) => post(`/api/contract/?${query}`, { depositAmount: 1 }),
    );
  });

  describe('DELETE /api/contracts/:id (plural path)', () => {
    it('deletes the contract and answers it in the envelope; it is gone afterwards', async () => {
      const created = await createContract();
      const before = await storedCount();
      const response = await remove(`/api/contracts/${created._id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ statusCode: 200, message: 'Success', data: created });
      expect(await storedCount()).toBe(before - 1);
      expect((await get(`/api/contract/?id=${created._id}`)).statusCode).toBe(404);
      const again = await remove(`/api/contracts/${created._id}`);
      expectFailure(again, 404, 'Contract not found.');
      // The linked records stay.
      expect((await get(`/api/tenant/?id=${ids.tenantA}`)).statusCode).toBe(200);
    });

    it('deletes only the version If-Match names: a contract changed since answers 412 and stays', async () => {
      const created = await createContract();
      successData(await post(`/api/contract/?id=${created._id}`, { depositAmount: 7 }));
      const stale = await remove(`/api/contracts/${created._id}`, {
        ...auth(),
        'if-match': `"${created.__v}"`,
      });
      expectFailure(
        stale,
        412,
        'This record was changed by someone else since you opened it. Reload the page to see the changes.',
      );
      expect(successData(await get(`/api/contract/?id=${created._id}`))).toMatchObject({
        __v: 1,
        depositAmount: 7,
      });
      const current = await remove(`/api/contracts/${created._id}`, { ...auth(), 'if-match': 'W/"1"' });
      expect(current.statusCode, current.body).toBe(200);
      expect((await get(`/api/contract/?id=${created._id}`)).statusCode).toBe(404);
    });

    it('answers 400 for a malformed id and has no singular twin', async () => {
      const malformed = await remove('/api/contracts/not-an-id');
      expectFailure(malformed, 400, 'The contract id is not valid.');
      const created = await createContract();
      const singular = await remove(`/api/contract/${created._id}`);
      expect(singular.statusCode).toBe(404);
      expect(
        await db().select({ id: contracts.id }).from(contracts).where(eq(contracts.id, created._id)),
      ).toHaveLength(1);
    });
  });

  describe('GET /api/contract/tenant/?id= and /api/contract/property/?id=', () => {
    it("lists only the tenant's or the property's contracts, newest first, with paging", async () => {
      const propertyC = await insertProperty(db(), ids.ownerB, 'Lonely Loft');
      const tenantC = await insertTenant(db(), propertyC, 'Pim');
      const other = await createContract(
        full({ ownerId: ids.ownerB, propertyId: ids.propertyB, tenantId: ids.tenantB }),
      );
      const older = await createContract(
        full({ ownerId: ids.ownerB, propertyId: propertyC, tenantId: tenantC }),
      );
      const newer = await createContract(
        full({ ownerId: ids.ownerB, propertyId: ids.propertyB, tenantId: tenantC, contractRefName: 'NEW' }),
      );

      const ofTenant = await get(`/api/contract/tenant/?id=${tenantC}`);
      expect(ofTenant.statusCode, ofTenant.body).toBe(200);
      expect(ofTenant.json()).toEqual({
        statusCode: 200,
        message: 'Success',
        data: [newer, older],
        page: 1,
        limit: 15,
        total: 2,
      });
      const secondPage = (await get(`/api/contract/tenant?id=${tenantC}&page=2&limit=1`)).json();
      expect(secondPage).toMatchObject({ data: [older], page: 2, limit: 1, total: 2 });

      const ofProperty = (await get(`/api/contract/property/?id=${propertyC}`)).json();
      expect(ofProperty).toMatchObject({ data: [older], total: 1 });
      const ofPropertyB = (await get(`/api/contract/property?id=${ids.propertyB}`)).json();
      expect(ofPropertyB.data.map((contract: { _id: string }) => contract._id)).toEqual([
        newer._id,
        other._id,
      ]);
    });

    it('answers an empty list for a tenant or property without contracts', async () => {
      const propertyD = await insertProperty(db(), ids.ownerA, 'Empty Flat');
      const tenantD = await insertTenant(db(), propertyD, 'Noi');
      expect((await get(`/api/contract/tenant/?id=${tenantD}`)).json()).toMatchObject({ data: [], total: 0 });
      expect((await get(`/api/contract/property/?id=${propertyD}`)).json()).toMatchObject({
        data: [],
        total: 0,
      });
    });

    itAnswersEach(
      'answers the tenant query %s with %i',
      idQueryRows(UNKNOWN_ID, 'tenant', 'Tenant not found.'),
      (query) => get(`/api/contract/tenant/?${query}`),
    );

    itAnswersEach(
      'answers the property query %s with %i',
      idQueryRows(UNKNOWN_ID, 'property', 'Property not found.'),
      (query) => get(`/api/contract/property?${query}`),
    );

    itAnswersEach('answers the paging %s with %i', BAD_PAGING, (query) =>
      get(`/api/contract/tenant/?id=${ids.tenantA}&${query}`),
    );
  });

  describe('bounded, clean input (ASVS 5 level 2)', () => {
    const DEPTH_MESSAGE = 'The request body is nested too deeply (at most 32 levels).';
    /** `depth` arrays inside one another, as JSON text: 5,000 of them is about 10 KB. */
    const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const postText = (url: string, payload: string) =>
      getContext().app.inject({
        method: 'POST',
        url,
        headers: { ...auth(), 'content-type': 'application/json' },
        payload,
      });

    it('answers 400 with the depth message to 5,000 nested arrays, on create and edit, storing nothing', async () => {
      const created = await createContract(minimal({ contractRefName: 'CT-DEEP' }));
      const body = nestedArrays(5000);
      expect(body.length).toBe(10_000);
      await expectRefused(() => postText('/api/contract/', body), DEPTH_MESSAGE);
      await expectRefused(
        () => postText('/api/contract/', JSON.stringify(minimal()).replace(/}$/, `,"x":${body}}`)),
        DEPTH_MESSAGE,
      );
      await expectRefused(() => postText(`/api/contract/?id=${created._id}`, body), DEPTH_MESSAGE);
      expect((await get(`/api/contract/?id=${created._id}`)).json().data).toEqual(created);
    });

    it('accepts 32 levels of nesting and refuses 33; brackets inside texts do not count', async () => {
      const nest = (levels: number) =>
        JSON.stringify(minimal()).replace(/}$/, `,"x":${nestedArrays(levels - 1)}}`);
      const accepted = await postText('/api/contract/', nest(32));
      expect(accepted.statusCode, accepted.body).toBe(200);
      await expectRefused(() => postText('/api/contract/', nest(33)), DEPTH_MESSAGE);
      const brackets = await post('/api/contract/', minimal({ contractRefName: `[{${'['.repeat(150)}` }));
      expect(brackets.statusCode, brackets.body).toBe(200);
      expect(brackets.json().data.contractRefName).toBe(`[{${'['.repeat(150)}`);
    });

    it('stores "rentalPeriod": 12 (a JSON number) as the text "12", on create and edit', async () => {
      const created = await createContract(minimal({ contractRefName: 'CT-PERIOD', rentalPeriod: 12 }));
      expect(created.rentalPeriod).toBe('12');
      const edited = await post(`/api/contract/?id=${created._id}`, { rentalPeriod: 6 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.rentalPeriod).toBe('6');
      expect((await get(`/api/contract/?id=${created._id}`)).json().data.rentalPeriod).toBe('6');
    });

    it.each([
      [{ rentalPeriod: true }, 'Rental period must be text or a number.'],
      [{ rentalPeriod: [12] }, 'Rental period must be text or a number.'],
      [{ contractRefName: 12 }, 'Contract reference name must be text.'],
      [{ contractRefName: ['CT'] }, 'Contract reference name must be text.'],
      [{ agent: { name: 5 } }, 'Agent name must be text.'],
      [{ coAgent: { company: false } }, 'Co-agent company must be text.'],
      [{ ownerId: 42 }, 'Owner must be text.'],
      [{ startDate: 20240101 }, 'Start date must be text.'],
    ])("refuses %j with a message naming the field (never zod's default)", async (overrides, message) => {
      await expectRefused(() => post('/api/contract/', minimal(overrides)), message);
    });

    it.each([
      ['startDate', '0000-01-01', 'Start date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
      ['startDate', '1899-12-31', 'Start date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
      ['finishDate', '0000-01-01', 'Finish date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
      ['finishDate', '3000-01-01', 'Finish date must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
    ])('refuses %s %s on create and edit, storing and changing nothing', async (field, value, message) => {
      await expectRefused(() => post('/api/contract/', minimal({ [field]: value })), message);
      const created = await createContract(minimal({ contractRefName: `CT-${field}-${value}` }));
      await expectRefused(() => post(`/api/contract/?id=${created._id}`, { [field]: value }), message);
      expect((await get(`/api/contract/?id=${created._id}`)).json().data).toEqual(created);
    });

    it.each([
      [{ contractRefName: 'x'.repeat(201) }, 'Contract reference name must be at most 200 characters.'],
      [{ rentalPeriod: 'x'.repeat(201) }, 'Rental period must be at most 200 characters.'],
      [{ agent: { name: 'x'.repeat(6000) } }, 'Agent name must be at most 200 characters.'],
      [{ contractRefName: 'CT\u0085X' }, 'Contract reference name must not contain control characters.'],
      [{ coAgent: { name: 'Bob\nSmith' } }, 'Co-agent name must not contain control characters.'],
    ])('refuses %j with a message naming the field', async (overrides, message) => {
      await expectRefused(() => post('/api/contract/', minimal(overrides)), message);
    });
  });

  itNeedsAToken('answers 401 on every contract route without a valid token', (headers) => [
    post('/api/contract/', minimal(), headers),
    post(`/api/contract/?id=${UNKNOWN_ID}`, {}, headers),
    get('/api/contract/all', headers),
    get(`/api/contract/?id=${UNKNOWN_ID}`, headers),
    get(`/api/contract/tenant/?id=${UNKNOWN_ID}`, headers),
    get(`/api/contract/property/?id=${UNKNOWN_ID}`, headers),
    remove(`/api/contracts/${UNKNOWN_ID}`, headers),
  ]);
});
