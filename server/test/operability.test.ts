import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedProcess, startProcess } from '../bench/bench-process';
import { healthRoutes, NOT_READY } from '../src/health-routes';
import { expectFailure } from './failure-answers';
import { describeEachDatabase } from './harness';

describeEachDatabase('health and readiness', (getContext) => {
  it('GET /api/health answers without a token while the process runs', async () => {
    const response = await getContext().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 200, message: 'Success', data: { status: 'up' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/ready answers without a token when the database and the file storage answer', async () => {
    const response = await getContext().app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ database: 'up', storage: 'up' });
  });
});

describe('GET /api/ready when a part cannot be reached', () => {
  const appWith = async (executeSql: () => Promise<never>, check: () => Promise<void>) => {
    const app = Fastify();
    await app.register(healthRoutes({ executeSql }, { check }, 300), { prefix: '/api' });
    return app;
  };

  it('answers 503 naming the database, or the storage, or both; a part that hangs counts as down', async () => {
    const down = () => Promise.reject(new Error('ECONNREFUSED'));
    const hangs = () => new Promise<never>(() => undefined);
    const up = () => Promise.resolve();
    for (const [executeSql, check, message] of [
      [down, up, NOT_READY.database],
      [() => Promise.resolve({ rows: [] }) as never, down, NOT_READY.storage],
      [hangs, hangs, `${NOT_READY.database} ${NOT_READY.storage}`],
    ] as const) {
      const app = await appWith(executeSql as () => Promise<never>, check);
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(performance.now() - started).toBeLessThan(2_000);
      expectFailure(response, 503, message);
      await app.close();
    }
  });
});

/** A login whose body arrives in two halves, the second when `finish` is called: a request under way. */
function slowLogin(baseUrl: string, credentials: { email: string; password: string }) {
  const body = Buffer.from(JSON.stringify(credentials));
  const sent = request(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent.on('error', reject);
    sent.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  sent.write(body.subarray(0, 10));
  return { answer, finish: () => sent.end(body.subarray(10)) };
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('shutdown on SIGTERM [pglite, production start]', () => {
  const serverDir = path.resolve(import.meta.dirname, '..');
  const admin = { email: 'shutdown@example.com', password: `Shutdown-${randomBytes(8).toString('hex')}` };
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'pm-shutdown-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  const start = (name: string): Promise<StartedProcess> =>
    startProcess(['--import', 'tsx', 'src/main.ts'], serverDir, path.join(workDir, `${name}.log`), {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATA_DIR: path.join(workDir, name),
      SHUTDOWN_GRACE_SECONDS: '3',
    });

  it('stops accepting connections, finishes the request under way, then exits 0', async () => {
    const server = await start('graceful');
    try {
      const login = slowLogin(server.baseUrl, admin);
      await sleep(500);
      server.signal('SIGTERM');
      await sleep(1_000);
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
      login.finish();
      const answer = await login.answer;
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body).data.access_token).toEqual(expect.any(String));
      expect(await server.exited).toBe(0);
    } finally {
      await server.kill();
    }
  }, 60_000);

  it('exits after SHUTDOWN_GRACE_SECONDS when a request never finishes', async () => {
    const server = await start('bounded');
    try {
      const login = slowLogin(server.baseUrl, admin);
      login.answer.catch(() => undefined);
      await sleep(500);
      const signalled = performance.now();
      server.signal('SIGTERM');
      expect(await server.exited).toBe(1);
      const seconds = (performance.now() - signalled) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(2.5);
      expect(seconds).toBeLessThan(10);
    } finally {
      await server.kill();
    }
  }, 60_000);
});
