// The role matrix (issue 27): every declared operation, for a visitor without a token, each role, and a token
// limited to enrolling a second step. Refused requests answer 401 or 403 with their sentence and change nothing.
import { ENDPOINTS } from '@pm/api-contract/endpoints';
import {
  ACCESS,
  API_PREFIX,
  ENROL_FIRST,
  ROUTES,
  type RouteFacts,
  type RouteName,
  routePath,
} from '@pm/api-contract/routes';
import { STAFF_ROLES, type StaffRole } from '@pm/apps/screens';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/auth/staff-sessions';
import { describeEachDatabase, TEST_JWT_SECRET, type TestContext } from './harness';
import { addStaffUser, type TestStaffUser } from './staff-accounts';

const SOME_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** Tables whose content changes on every request (the last-seen time, throttling counters). */
const BUSY_TABLES = new Set(['staff_sessions', 'attempt_limits', 'known_sign_in_addresses']);

const protectedRoutes = (Object.entries(ROUTES) as [RouteName, RouteFacts][]).filter(
  ([, facts]) => !facts.public,
);

/** The request of an operation with placeholder parameters: a uuid for each path parameter and `?id=`. */
function requestOf(name: RouteName, headers: Record<string, string>) {
  const facts: RouteFacts = ROUTES[name];
  const params = Object.fromEntries(
    [...facts.path.matchAll(/:([A-Za-z]+)/g)].map((match) => [match[1], SOME_ID]),
  );
  const query = 'query' in ENDPOINTS[name] ? `?id=${SOME_ID}` : '';
  return {
    method: facts.method,
    url: `${API_PREFIX}${routePath(facts, params)}${query}`,
    headers: { ...headers, ...(facts.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(facts.method === 'POST' ? { payload: '{}' } : {}),
  };
}

/** A fingerprint of every table's content, but for the busy ones. */
async function databaseFingerprint(context: TestContext): Promise<Record<string, string>> {
  const { rows } = (await context.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const fingerprint: Record<string, string> = {};
  for (const { tablename } of rows) {
    if (BUSY_TABLES.has(tablename)) continue;
    const result = (await context.database.db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from "${tablename}" t`,
      ),
    )) as unknown as { rows: { sum: string }[] };
    fingerprint[tablename] = result.rows[0]?.sum ?? '';
  }
  return fingerprint;
}

const failure = (response: LightMyRequestResponse) =>
  response.json() as { statusCode: number; message: string };

describeEachDatabase('roles on every route', (getContext) => {
  const users = {} as Record<StaffRole, TestStaffUser>;
  /** A fresh token of `role` (a new session: an operation such as logout may end the one it is sent with). */
  const tokenOf = async (role: StaffRole, scope?: 'enrol') => {
    const context = getContext();
    const user = users[role];
    const clock = () => context.clock.now;
    const tokens = { secret: TEST_JWT_SECRET, ttlSeconds: context.config.tokenTtlSeconds, clock };
    return startSession(
      { db: context.database.db, clock, tokens },
      { id: user.id, tokenVersion: 0 },
      { userAgent: 'roles test', address: '127.0.0.1' },
      scope,
    );
  };

  beforeAll(async () => {
    for (const role of STAFF_ROLES) users[role] = await addStaffUser(getContext(), role);
  });

  it('refuses every protected operation without a token (401), and those refusals write nothing', async () => {
    const context = getContext();
    const before = await databaseFingerprint(context);
    for (const [name] of protectedRoutes) {
      const response = await context.app.inject(requestOf(name, {}));
      expect(response.statusCode, name).toBe(401);
      expect(failure(response).message, name).toBe('Please sign in again.');
    }
    expect(await databaseFingerprint(context)).toEqual(before);
  });

  it('answers each role as its access allows: 403 with the sentence of what the role may not do, writing nothing', async () => {
    const context = getContext();
    const refused: { name: RouteName; role: StaffRole; refusal: string; token: string }[] = [];
    for (const [name, facts] of protectedRoutes) {
      const access = ACCESS[facts.access as keyof typeof ACCESS];
      for (const role of STAFF_ROLES) {
        if (!(access.roles as readonly StaffRole[]).includes(role))
          refused.push({ name, role, refusal: access.refusal, token: await tokenOf(role) });
      }
    }
    const before = await databaseFingerprint(context);
    for (const { name, role, refusal, token } of refused) {
      const response = await context.app.inject(requestOf(name, context.authorized(token)));
      expect(response.statusCode, `${name} as ${role}`).toBe(403);
      expect(failure(response).message, `${name} as ${role}`).toBe(refusal);
    }
    expect(await databaseFingerprint(context)).toEqual(before);

    for (const [name, facts] of protectedRoutes) {
      const access = ACCESS[facts.access as keyof typeof ACCESS];
      for (const role of access.roles) {
        const response = await context.app.inject(requestOf(name, context.authorized(await tokenOf(role))));
        expect([401, 403], `${name} as ${role}: ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, `${name} as ${role}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it('lets a token limited to enrolment reach only the enrolment operations', async () => {
    const context = getContext();
    const token = await tokenOf('agent', 'enrol');
    const before = await databaseFingerprint(context);
    for (const [name, facts] of protectedRoutes) {
      if (facts.duringEnrolment) continue;
      const response = await context.app.inject(requestOf(name, context.authorized(token)));
      expect(response.statusCode, name).toBe(403);
      expect(failure(response).message, name).toBe(ENROL_FIRST);
    }
    expect(await databaseFingerprint(context)).toEqual(before);
    const session = await context.app.inject(requestOf('session', context.authorized(token)));
    expect(session.json().data).toMatchObject({ role: 'agent', mustEnrol: true });
  });
});

describe('the declarations', () => {
  it('give every protected operation an access', () => {
    for (const [name, facts] of protectedRoutes)
      expect(ACCESS[facts.access as keyof typeof ACCESS], name).toBeDefined();
  });
});
