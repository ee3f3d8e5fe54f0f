import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { owners } from '../src/db/schema/owners';
import { loggedUrl, loggerOptions, serializeError } from '../src/http/logging';
import { ADMIN, describeEachDatabase } from './harness';
import { multipartForm, PNG_BYTES } from './multipart-helper';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-logging-test-'));

/** A log destination in memory: one parsed JSON object per line. */
function memoryLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('log serializers and redaction', () => {
  it('keep only the type, the SQL state and the constraint of a wrapped database error', () => {
    const driverError = Object.assign(new Error('new row for relation "owners" violates check constraint'), {
      name: 'DatabaseError',
      code: '23514',
      constraint: 'owners_nick_check',
      detail: 'Failing row contains (somchai@example.com, $argon2id$v=19$m=19456...).',
      table: 'owners',
    });
    const wrapped = new DrizzleQueryError(
      'insert into "owners" ("email", "password_hash") values ($1, $2)',
      ['somchai@example.com', '$argon2id$v=19$m=19456,t=2,p=1$abc'],
      driverError,
    );
    expect(serializeError(wrapped)).toEqual({
      type: 'DrizzleQueryError',
      code: '23514',
      constraint: 'owners_nick_check',
      causes: ['DatabaseError'],
    });
    expect(JSON.stringify(serializeError(wrapped))).not.toMatch(/somchai|argon2|Failing|insert/);
    expect(serializeError(Object.assign(new TypeError('x is somchai@example.com'), {}))).toEqual({
      type: 'TypeError',
    });
    expect(
      serializeError(Object.assign(new Error('no'), { statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' })),
    ).toEqual({ type: 'Error', code: 'FST_REQ_FILE_TOO_LARGE', statusCode: 413 });
  });

  it('hide every query value but ids, paging and a file URL expiry', () => {
    expect(loggedUrl('/api/owner?id=abc')).toBe('/api/owner?id=abc');
    expect(loggedUrl('/api/owner/all?page=2&limit=15&search=Somchai')).toBe(
      '/api/owner/all?page=2&limit=15&search=[Redacted]',
    );
    expect(loggedUrl('/api/files/a.png?expires=1700000000&signature=SECRET')).toBe(
      '/api/files/a.png?expires=1700000000&signature=[Redacted]',
    );
    expect(loggedUrl('/remotes.json')).toBe('/remotes.json');
  });

  it('redact credential headers, bodies and personal keys, and never log an error message as the line', async () => {
    const log = memoryLog();
    const app = Fastify({ logger: loggerOptions(log.stream) });
    await app.ready();
    app.log.info(
      {
        req: {
          url: '/x',
          headers: { authorization: 'Bearer TOKEN-VALUE', cookie: 'auth-token=COOKIE-VALUE' },
        },
        request: { headers: { authorization: 'Bearer TOKEN-VALUE-3', cookie: 'COOKIE-VALUE-3' } },
        res: { headers: { 'set-cookie': 'grant=SET-COOKIE-VALUE' } },
        headers: { authorization: 'Bearer TOKEN-VALUE-2', cookie: 'COOKIE-VALUE-2' },
        body: { password: 'PASSWORD-VALUE' },
        user: { email: 'somchai@example.com', password: 'PASSWORD-VALUE-2' },
        to: 'recipient@example.com',
      },
      'a line',
    );
    const personal = new Error('duplicate somchai@example.com');
    app.log.error(personal);
    app.log.error({ err: personal }, personal.message);
    app.log.warn({ err: personal }, 'removing files failed');
    await app.close();

    for (const secret of [
      'TOKEN-VALUE',
      'COOKIE-VALUE',
      'SET-COOKIE-VALUE',
      'PASSWORD-VALUE',
      'somchai@example.com',
      'recipient@example.com',
    ]) {
      expect(log.text()).not.toContain(secret);
    }
    const entries = log.entries();
    expect(entries[0]).toMatchObject({
      msg: 'a line',
      // The req serializer keeps no header at all; elsewhere the credential headers are redacted.
      req: { url: '/x' },
      request: { headers: { authorization: '[Redacted]', cookie: '[Redacted]' } },
      headers: { authorization: '[Redacted]', cookie: '[Redacted]' },
      body: '[Redacted]',
      user: { email: '[Redacted]', password: '[Redacted]' },
      to: '[Redacted]',
    });
    expect(entries.slice(1).map((entry) => [entry.msg, entry.err])).toEqual([
      ['Error', { type: 'Error' }],
      ['Error', { type: 'Error' }],
      ['removing files failed', { type: 'Error' }],
    ]);
  });
});

describeEachDatabase(
  'the server log',
  (getContext) => {
    const log = memoryLog();
    let app: FastifyInstance;
    const stamp = `${Date.now()}`;
    const person = {
      name: 'Privacy Person',
      email: `privacy.person.${stamp}@example.com`,
      password: 'owner-log-password',
      passportNo: `PASS${stamp}`,
      bankAccNo: `ACC${stamp}`,
    };
    const ownerForm = () =>
      multipartForm(
        {
          name: person.name,
          // The check constraint below refuses this nickname: a real failed INSERT carrying every value.
          nickName: 'Refused',
          email: person.email,
          contactNo: '0812345678',
          emergencyNo: '0898765432',
          dob: '1980-04-12',
          password: person.password,
          passportNo: person.passportNo,
          passportExpiry: '2031-01-31',
          bankAccNo: person.bankAccNo,
          bankName: 'Kasikorn',
          bankBranch: 'Silom',
        },
        { profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' } },
      );

    beforeAll(async () => {
      const { config, database, clock } = getContext();
      app = await buildApp({ config, database, clock: () => clock.now, logStream: log.stream });
      await database.db.execute(
        sql.raw(`alter table owners add constraint owners_log_test_check check (nick_name <> 'Refused')`),
      );
    });

    afterAll(async () => {
      await getContext().database.db.execute(
        sql.raw('alter table owners drop constraint if exists owners_log_test_check'),
      );
      await app?.close();
    });

    it('the provoked database error does carry the values (so the next test proves something)', async () => {
      const error = await getContext()
        .database.db.insert(owners)
        .values({
          email: person.email,
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
          name: person.name,
          nickName: 'Refused',
          contactNo: '1',
          emergencyNo: '1',
          dob: '1980-04-12',
          passportNo: person.passportNo,
          passportExpiry: '2031-01-31',
          bankAccNo: person.bankAccNo,
          bankName: 'b',
          bankBranch: 'b',
        })
        .then(
          () => undefined,
          (caught: unknown) => caught as Error & { cause?: { code?: string; detail?: string } },
        );
      expect(error).toBeDefined();
      const everything = `${error?.message} ${error?.cause?.detail ?? ''}`;
      expect(everything).toContain(person.email);
      expect(everything).toContain('$argon2');
      expect(error?.cause?.code).toBe('23514');
    });

    it('holds no email, name, password, argon2 hash, bearer token or cookie, while the error line keeps the SQL state and the route', async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { authorization: 'Bearer not-a-real-token', cookie: 'auth-token=stale-cookie-value' },
        payload: ADMIN,
      });
      expect(login.statusCode).toBe(200);
      const token: string = login.json().data.access_token;
      const cookieValue = `cookie-secret-${stamp}`;

      const failed = await app.inject({
        method: 'POST',
        url: '/api/owner/register',
        headers: { authorization: `Bearer ${token}`, cookie: `auth-token=${token}; other=${cookieValue}` },
        payload: ownerForm(),
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain(person.email);

      const signature = 'S'.repeat(43);
      const file = await app.inject({
        method: 'GET',
        url: `/api/files/${'a'.repeat(32)}.png?expires=1700000000&signature=${signature}`,
      });
      expect(file.statusCode).not.toBe(200);
      // Fastify writes "request completed" when the answer has been sent: let the last lines arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));

      const text = log.text();
      for (const secret of [
        person.email,
        person.name,
        person.password,
        person.passportNo,
        person.bankAccNo,
        ADMIN.email,
        ADMIN.password,
        '$argon2',
        token,
        'not-a-real-token',
        'stale-cookie-value',
        cookieValue,
        signature,
      ]) {
        expect(text, secret).not.toContain(secret);
      }

      const errorLine = log.entries().find((entry) => entry.msg === 'unexpected error');
      expect(errorLine).toMatchObject({
        level: 50,
        route: '/api/owner/register',
        method: 'POST',
        err: { type: 'DrizzleQueryError', code: '23514', constraint: 'owners_log_test_check' },
      });
      expect(Object.keys(errorLine?.err as object)).not.toContain('message');
      expect(Object.keys(errorLine?.err as object)).not.toContain('stack');
      // Requests are still traced, one line each, without their values.
      expect(log.entries().filter((entry) => entry.msg === 'request completed')).toHaveLength(3);
      expect(log.entries().some((entry) => entry.msg === 'incoming request')).toBe(false);
    });

    it('keeps a plain X-Request-Id from a proxy, makes one otherwise, echoes it, and logs it once', async () => {
      const sessionWith = (requestId: string) =>
        app.inject({ method: 'GET', url: '/api/session', headers: { 'x-request-id': requestId } });
      const kept = await sessionWith('lb-7f3a.2026:11');
      expect(kept.headers['x-request-id']).toBe('lb-7f3a.2026:11');
      for (const refused of ['has space', 'x'.repeat(129), 'semi;colon']) {
        const answer = await sessionWith(refused);
        expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const lines = log.entries().filter((entry) => entry.reqId === 'lb-7f3a.2026:11');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/session' },
        res: { statusCode: 401 },
      });
      expect(typeof lines[0]?.responseTime).toBe('number');
    });
  },
  { env: { DATA_DIR: dataDir } },
);
