import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seedAdmin } from '../src/auth/admin-seed';
import { type Database, LISTENER_NAME, openDatabase } from '../src/db/database';
import { staffUsers } from '../src/db/schema/auth';
import { ADMIN, TEST_MAIL_QUEUE, testConfig } from './harness';
import { createScratchDatabase } from './scratch-database';

const adminUrl = process.env.TEST_DATABASE_URL;
const skip = !adminUrl && process.env.PM_SKIP_POSTGRES === '1';

/**
 * Two API processes on one PostgreSQL, each remembering the tokens it checked (auth/sign-in-cache.ts): what one
 * revokes, or what is changed by hand in the database, is refused by the other on its very next request.
 */
(skip ? describe.skip : describe)('sign-in check across two API processes [postgres]', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set (or set PM_SKIP_POSTGRES=1).');
    const created = await createScratchDatabase(adminUrl, 'pm_test');
    drop = created.drop;
    const config = testConfig();
    for (let index = 0; index < 2; index += 1) {
      const database = await openDatabase({ databaseUrl: created.url });
      await database.migrate();
      databases.push(database);
      apps.push(await buildApp({ config, database, mailQueue: TEST_MAIL_QUEUE }));
    }
    await seedAdmin(databases[0]?.db as Database['db'], config, { info: () => undefined });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop?.();
  });

  const [first, second] = [() => apps[0] as FastifyInstance, () => apps[1] as FastifyInstance];
  const signIn = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.access_token as string;
  };
  const session = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${token}` } });
  const logout = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'POST', url: '/api/session/logout', headers: { authorization: `Bearer ${token}` } });

  it('refuses on one process, at once, a token logged out on the other (30 times over)', async () => {
    for (let round = 0; round < 30; round += 1) {
      const token = await signIn(first());
      // Both processes have checked (and remember) the token.
      expect((await session(first(), token)).statusCode).toBe(200);
      expect((await session(second(), token)).statusCode).toBe(200);
      expect((await logout(round % 2 === 0 ? first() : second(), token)).statusCode).toBe(200);
      expect((await session(second(), token)).statusCode).toBe(401);
      expect((await session(first(), token)).statusCode).toBe(401);
    }
  });

  it('refuses at once the tokens of a user whose token version is raised, or who is removed, by hand', async () => {
    const db = databases[0]?.db as Database['db'];
    const token = await signIn(first());
    expect((await session(second(), token)).statusCode).toBe(200);
    await db.update(staffUsers).set({ tokenVersion: sql`${staffUsers.tokenVersion} + 1` });
    expect((await session(second(), token)).statusCode).toBe(401);
    expect((await session(first(), token)).statusCode).toBe(401);

    const [admin] = await db.select().from(staffUsers).where(eq(staffUsers.email, ADMIN.email));
    const fresh = await signIn(first());
    expect((await session(second(), fresh)).statusCode).toBe(200);
    await db.delete(staffUsers);
    try {
      expect((await session(second(), fresh)).statusCode).toBe(401);
    } finally {
      await db.insert(staffUsers).values(admin as typeof staffUsers.$inferInsert);
    }
  });

  it('checks every request in the database while its listening connection is down, and remembers again after', async () => {
    const db = databases[0]?.db as Database['db'];
    const token = await signIn(first());
    expect((await session(second(), token)).statusCode).toBe(200);
    // Both processes lose their listening connections; a revocation made meanwhile sends a notice nobody hears.
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    await db.execute(sql`update staff_users set token_version = token_version + 1`);
    expect((await session(second(), token)).statusCode).toBe(401);
    expect((await session(first(), token)).statusCode).toBe(401);

    // Reconnected (within a second or two), a new token is remembered and revoked at once again.
    const listeners = async () => {
      const { rows } = await (databases[0] as Database).executeSql(
        'select count(*)::int as listening from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_NAME],
      );
      return rows[0] as { listening: number };
    };
    await expect.poll(listeners, { timeout: 10_000, interval: 200 }).toEqual({ listening: 2 });
    const fresh = await signIn(first());
    expect((await session(second(), fresh)).statusCode).toBe(200);
    expect((await logout(first(), fresh)).statusCode).toBe(200);
    expect((await session(second(), fresh)).statusCode).toBe(401);
  });
});
