// Property-based fuzzing of every API route (DESIGN 6 "bad input"): requests generated from the shared zod
// schemas, with hostile values, malformed bodies, odd query strings and ids, signed in or not. Every answer must
// be a 4xx with the failure shape or the success envelope: never a 5xx, a stack trace or SQL text. The server
// must still answer a normal request afterwards.
//
// Replay: the seed is printed at the start (FUZZ_SEED=... to choose one; FUZZ_CASES=... cases per route), and a
// failure prints fast-check's counterexample with its seed and path.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSession } from '../src/auth/staff-sessions';
import { staffUsers } from '../src/db/schema/auth';
import { checkAnswer, toInject } from './fuzz/requests';
import { type FuzzWorld, ROUTE_GENERATORS, registeredApiRoutes } from './fuzz/routes';
import { describeEachDatabase, TEST_JWT_SECRET } from './harness';
import { multipartForm, PNG_BYTES } from './multipart-helper';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 100);
/** Cases sent at once: the recovery routes wait on purpose, so a batch keeps the suite quick. */
const BATCH = 10;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-fuzz-test-'));

/** Each route's own seed, from the run's seed and the route: adding a route leaves the others' cases alone. */
const routeSeed = (route: string) =>
  createHash('sha256').update(`${BASE_SEED}:${route}`).digest().readInt32LE(0);

interface Tally {
  cases: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  other: number;
}

console.log(
  `fuzz: seed ${BASE_SEED} (replay with FUZZ_SEED=${BASE_SEED}), ${CASES_PER_ROUTE} cases per route, batches of ${BATCH}`,
);

describeEachDatabase(
  'fuzz: every API route answers generated bad input with 4xx, never 5xx',
  (getContext) => {
    let token = '';
    /** Valid tokens of the staff user for requests that revoke the one they carry (logout). */
    let freshTokens: string[] = [];
    const freshToken = () => freshTokens.pop() ?? token;
    const world: FuzzWorld = {
      ownerIds: [],
      propertyIds: [],
      tenantIds: [],
      subTenantIds: [],
      contractIds: [],
      fileNames: [],
    };
    const tallies = new Map<string, Tally>();
    let started = Date.now();

    beforeAll(async () => {
      started = Date.now();
      const { app } = getContext();
      token = await getContext().login();
      const [staff] = await getContext().database.db.select().from(staffUsers).limit(1);
      const settings = { secret: TEST_JWT_SECRET, ttlSeconds: 3600, clock: () => new Date() };
      const sessionContext = { db: getContext().database.db, clock: settings.clock, tokens: settings };
      freshTokens = [];
      for (let index = 0; index < CASES_PER_ROUTE + 50; index += 1) {
        freshTokens.push(
          await startSession(sessionContext, staff ?? { id: '', tokenVersion: 0 }, {
            userAgent: 'fuzz',
            address: '127.0.0.1',
          }),
        );
      }
      const headers = { authorization: `Bearer ${token}` };
      const send = async (url: string, payload: FormData | object) => {
        const response = await app.inject({ method: 'POST', url, headers, payload: payload as FormData });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      };
      const owner = await send(
        '/api/owner/register',
        multipartForm(
          {
            name: 'Fuzz Owner',
            nickName: 'Fuzz',
            email: 'fuzz-owner@example.com',
            contactNo: '0812345678',
            emergencyNo: '0898765432',
            dob: '1980-04-12',
            password: 'owner-secret-1',
            passportNo: 'AA1',
            passportExpiry: '2031-01-31',
            bankAccNo: '1',
            bankName: 'Bank',
            bankBranch: 'Branch',
          },
          { profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' } },
        ),
      );
      world.ownerIds.push(owner._id);
      world.fileNames.push(String(owner.profile.profileImage).split('/').pop() as string);
      const property = await send('/api/property/', multipartForm({ owner: owner._id, name: 'Fuzz Suite' }));
      world.propertyIds.push(property._id);
      const tenant = await send(
        '/api/tenant/register',
        multipartForm({
          property: property._id,
          firstName: 'Fuzz',
          nickName: 'F',
          surName: 'Tenant',
          contactNo: '0811111111',
          whatsAppNo: '0811111111',
          dob: '1990-01-15',
          email: 'fuzz-tenant@example.com',
          password: 'Tenant@12345',
          nationality: 'Thai',
          homeAddress: 'Bangkok',
          'subTenants[0][firstName]': 'Sub',
          'subTenants[0][nickName]': 'S',
          'subTenants[0][surName]': 'Tenant',
          'subTenants[0][contactNo]': '0822222222',
          'subTenants[0][dob]': '1995-06-01',
          'subTenants[0][nationality]': 'Thai',
          'subTenants[0][homeAddress]': 'Bangkok',
        }),
      );
      world.tenantIds.push(tenant._id);
      world.subTenantIds.push(tenant.profile.subTenants[0]._id);
      for (const name of ['CT-FUZZ-1', 'CT-FUZZ-2', 'CT-FUZZ-3']) {
        const contract = await send('/api/contract/', {
          ownerId: owner._id,
          propertyId: property._id,
          tenantId: tenant._id,
          contractRefName: name,
          startDate: '2024-01-01',
          finishDate: '2024-12-31',
        });
        world.contractIds.push(contract._id);
      }
    });

    afterAll(() => {
      const rows = [...tallies].map(([route, tally]) => ({ route, ...tally }));
      const total = rows.reduce(
        (sum, row) => ({
          cases: sum.cases + row.cases,
          '2xx': sum['2xx'] + row['2xx'],
          '4xx': sum['4xx'] + row['4xx'],
          '5xx': sum['5xx'] + row['5xx'],
        }),
        { cases: 0, '2xx': 0, '4xx': 0, '5xx': 0 },
      );
      console.log(
        `fuzz [seed ${BASE_SEED}]: ${rows.length} routes, ${total.cases} cases (2xx ${total['2xx']}, 4xx ${total['4xx']}, 5xx ${total['5xx']}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      console.table(rows);
    });

    it('has a request generator for every API route the app registers, and none for a route it lacks', () => {
      const registered = registeredApiRoutes(getContext().app.printRoutes({ commonPrefix: false }));
      expect(registered.length).toBeGreaterThan(20);
      expect(registered.filter((route) => !(route in ROUTE_GENERATORS))).toEqual([]);
      expect(Object.keys(ROUTE_GENERATORS).filter((route) => !registered.includes(route))).toEqual([]);
    });

    for (const route of Object.keys(ROUTE_GENERATORS)) {
      it(`${route}: ${CASES_PER_ROUTE} generated requests, no 5xx, only the DESIGN 4 answer shapes`, async () => {
        const { app } = getContext();
        const tally: Tally = { cases: 0, '2xx': 0, '4xx': 0, '5xx': 0, other: 0 };
        tallies.set(route, tally);
        const generator = (ROUTE_GENERATORS[route] as (typeof ROUTE_GENERATORS)[string])(world);
        // A stored file and a list's spreadsheet are answered as themselves, not as JSON.
        const binaryOk = route === 'GET /api/files/:name' || route === 'GET /api/export/:list';

        await fc.assert(
          fc.asyncProperty(fc.array(generator, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
            await Promise.all(
              batch.map(async (request) => {
                const response = await app.inject(toInject(request, { staff: token, fresh: freshToken }));
                tally.cases += 1;
                const status = Math.floor(response.statusCode / 100);
                if (status === 2) tally['2xx'] += 1;
                else if (status === 4) tally['4xx'] += 1;
                else if (status === 5) tally['5xx'] += 1;
                else tally.other += 1;
                checkAnswer(request, response, { binaryOk });
              }),
            );
          }),
          { seed: routeSeed(route), numRuns: Math.ceil(CASES_PER_ROUTE / BATCH) },
        );

        expect(tally.cases).toBeGreaterThanOrEqual(CASES_PER_ROUTE);
        // The server still answers a normal request.
        const session = await app.inject({
          method: 'GET',
          url: '/api/session',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(session.statusCode, session.body).toBe(200);
      }, 120_000);
    }
  },
  { env: { DATA_DIR: dataDir } },
);
