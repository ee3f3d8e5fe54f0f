import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SmtpCatcher, startSmtpCatcher, verificationCode } from '@pm/smtp-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReplicaCluster, startReplicaCluster } from '../bench/replica-cluster';
import { hashPassword } from '../src/auth/passwords';
import { type Database, openDatabase } from '../src/db/database';
import { staffUsers } from '../src/db/schema/auth';
import { startMailOutbox } from '../src/mail/mail-outbox';
import { migrationsFolder } from '../src/paths';
import {
  type AlternatingProxy,
  CLIENT_ADDRESS_HEADER,
  SERVED_BY_HEADER,
  startAlternatingProxy,
} from './alternating-proxy';
import { multipartForm, PNG_BYTES } from './multipart-helper';
import { ownerFields, uniqueEmail } from './records';
import { type S3Server, startS3Server } from './s3-server';
import { createScratchDatabase } from './scratch-database';

const adminUrl = process.env.TEST_DATABASE_URL;
const skip = !adminUrl && process.env.PM_SKIP_POSTGRES === '1';

interface Answer {
  status: number;
  /** Which replica answered: 0 or 1. */
  servedBy: number;
  body: ReturnType<typeof JSON.parse>;
  bytes: Buffer;
}

/**
 * Issue 13: two API processes (src/main.ts, production mode) started at the same moment on one PostgreSQL
 * database and one S3-compatible server (s3rver), behind a proxy that sends each request to the other one
 * (TRUST_PROXY, X-Forwarded-For). Whatever one replica does, the other sees.
 */
(skip ? describe.skip : describe)('two API replicas on PostgreSQL and S3 [postgres]', () => {
  let workDir: string;
  let s3: S3Server | undefined;
  let smtp: SmtpCatcher | undefined;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let cluster: ReplicaCluster | undefined;
  let proxy: AlternatingProxy | undefined;
  let db: Database | undefined;

  beforeAll(async () => {
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set (or set PM_SKIP_POSTGRES=1).');
    workDir = mkdtempSync(path.join(tmpdir(), 'pm-replicas-'));
    [s3, smtp, database] = await Promise.all([
      startS3Server(),
      startSmtpCatcher(),
      createScratchDatabase(adminUrl, 'pm_replicas'),
    ]);
    cluster = await startReplicaCluster({
      count: 2,
      databaseUrl: database.url,
      s3Env: s3.env,
      workDir,
      // The admin acts through the API here: a second step (required in production) is tested elsewhere.
      env: { SMTP_URL: smtp.url, MFA_REQUIRED: 'off' },
    });
    proxy = await startAlternatingProxy(cluster.replicas.map((replica) => replica.baseUrl));
    db = await openDatabase({ databaseUrl: database.url });
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await cluster?.stop();
    await db?.close();
    await Promise.all([s3?.stop(), smtp?.stop(), database?.drop()]);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  async function call(
    method: string,
    url: string,
    options: { json?: unknown; form?: FormData; token?: string; client?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.client) headers[CLIENT_ADDRESS_HEADER] = options.client;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${proxy?.baseUrl}${url}`, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.startsWith('application/json');
    return {
      status: response.status,
      servedBy: Number(response.headers.get(SERVED_BY_HEADER)),
      body: isJson ? JSON.parse(bytes.toString('utf8')) : {},
      bytes,
    };
  }

  const admin = () => cluster?.admin as { email: string; password: string };
  async function signIn(client?: string): Promise<{ token: string; servedBy: number }> {
    const answer = await call('POST', '/api/auth/login', { json: admin(), client });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { token: answer.body.data.access_token, servedBy: answer.servedBy };
  }

  it('ran the migrations once, and seeded the first staff account once, when both started at once', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const { rows } = await (db as Database).executeSql(
      'select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ applied: journal.entries.length, distinct_hashes: journal.entries.length });
    expect(await (db as Database).db.$count(staffUsers)).toBe(1);
  });

  it('accepts on one replica a sign-in made on the other', async () => {
    const { token, servedBy } = await signIn();
    const session = await call('GET', '/api/session', { token });
    expect(session.servedBy).not.toBe(servedBy);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ email: admin().email, role: 'admin' });
  });

  it('serves from one replica a file uploaded through the other, from the bucket', async () => {
    const { token } = await signIn();
    const created = await call('POST', '/api/owner/register', {
      token,
      form: multipartForm(ownerFields(), {
        profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' },
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const file = await call('GET', created.body.data.profile.profileImage);
    expect(file.servedBy).not.toBe(created.servedBy);
    expect(file.status).toBe(200);
    expect(file.bytes).toEqual(PNG_BYTES);
    for (const index of [1, 2])
      expect(existsSync(path.join(workDir, `replica-${index}`, 'files'))).toBe(false);
  });

  it('shares login throttling: failures counted on both lock the account for that client on both', async () => {
    const client = '203.0.113.7';
    const wrong = { email: admin().email, password: 'not-the-password' };
    const servedBy = new Set<number>();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call('POST', '/api/auth/login', { json: wrong, client });
      expect(answer.status).toBe(401);
      servedBy.add(answer.servedBy);
    }
    expect(servedBy).toEqual(new Set([0, 1]));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const locked = await call('POST', '/api/auth/login', { json: admin(), client });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    }
    // Another client address (X-Forwarded-For through TRUST_PROXY) is not locked.
    expect((await signIn('198.51.100.20')).token).toEqual(expect.any(String));
  });

  it('shares recovery codes and the resend wait', async () => {
    const client = '203.0.113.8';
    const email = admin().email;
    const requested = await call('POST', '/api/auth/forgot-password/request', { json: { email }, client });
    expect(requested.status).toBe(200);
    const resent = await call('POST', '/api/auth/forgot-password/resend-code', { json: { email }, client });
    expect(resent.servedBy).not.toBe(requested.servedBy);
    expect(resent.status).toBe(429);
    expect(resent.body.message).toMatch(/^Please wait \d+ seconds? before asking for a new code\.$/);
    const code = verificationCode(await (smtp as SmtpCatcher).waitForMail(email));
    const validated = await call('POST', '/api/auth/forgot-password/validate', {
      json: { email, code },
      client,
    });
    expect(validated.servedBy).toBe(requested.servedBy);
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(validated.body.data).toEqual({ verified: true });
  });

  it('sends each queued mail once, though both replicas run the mail worker', async () => {
    const emails = Array.from({ length: 6 }, () => uniqueEmail('replica-staff'));
    const passwordHash = await hashPassword('replica-staff-password');
    await (db as Database).db.insert(staffUsers).values(emails.map((email) => ({ email, passwordHash })));
    const servedBy = new Set<number>();
    for (const [index, email] of emails.entries()) {
      const answer = await call('POST', '/api/auth/forgot-password/request', {
        json: { email },
        client: `203.0.113.${20 + index}`,
      });
      expect(answer.status).toBe(200);
      servedBy.add(answer.servedBy);
    }
    expect(servedBy).toEqual(new Set([0, 1]));
    for (const email of emails) await (smtp as SmtpCatcher).waitForMail(email);
    // Both workers poll every second: a mail sent twice would show within a few polls.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    for (const email of emails) {
      expect((smtp as SmtpCatcher).mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    }
  }, 60_000);

  it('refuses on one replica a token logged out on the other', async () => {
    const { token } = await signIn();
    // Both replicas have checked (and remember) the token.
    const seen = [await call('GET', '/api/session', { token }), await call('GET', '/api/session', { token })];
    expect(seen.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(seen.map((answer) => answer.servedBy))).toEqual(new Set([0, 1]));
    const logout = await call('POST', '/api/session/logout', { token });
    expect(logout.status).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      const after = await call('GET', '/api/session', { token });
      expect(after.status).toBe(401);
    }
  });

  it('refuses on one replica, at its very next request, a token of an account deactivated on the other', async () => {
    const leaver = { email: uniqueEmail('replica-leaver'), password: 'replica-leaver-password' };
    const passwordHash = await hashPassword(leaver.password);
    await (db as Database).db
      .insert(staffUsers)
      .values({ ...leaver, name: 'Leaver', role: 'agent', passwordHash });
    const signedIn = await call('POST', '/api/auth/login', { json: leaver });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const token = signedIn.body.data.access_token;
    // Both replicas have checked (and remember) the token.
    const seen = [await call('GET', '/api/session', { token }), await call('GET', '/api/session', { token })];
    expect(seen.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(seen.map((answer) => answer.servedBy))).toEqual(new Set([0, 1]));

    const { token: adminToken } = await signIn();
    const deactivated = await call('POST', `/api/staff/${seen[0]?.body.data._id}/deactivate`, {
      token: adminToken,
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    const next = await call('GET', '/api/session', { token });
    expect(next.servedBy).not.toBe(deactivated.servedBy);
    expect(next.status).toBe(401);
    const again = await call('GET', '/api/session', { token });
    expect(again.servedBy).toBe(deactivated.servedBy);
    expect(again.status).toBe(401);
  });
});

(skip ? describe.skip : describe)('API processes starting together on a new database [postgres]', () => {
  it('create the mail queue once, none failing (5 new databases, two processes each)', async () => {
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set (or set PM_SKIP_POSTGRES=1).');
    const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
    for (let round = 0; round < 5; round += 1) {
      const created = await createScratchDatabase(adminUrl, 'pm_boss_race');
      const databases = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: created.url })));
      try {
        await Promise.all(databases.map((database) => database.migrate()));
        const outboxes = await Promise.all(
          databases.map((database) =>
            startMailOutbox({
              executeSql: database.executeSql,
              mailer: { send: async () => undefined },
              secret: 'x'.repeat(32),
              log: quiet as never,
            }),
          ),
        );
        await Promise.all(outboxes.map((outbox) => outbox.stop()));
      } finally {
        await Promise.all(databases.map((database) => database.close()));
        await created.drop();
      }
    }
  }, 120_000);
});
