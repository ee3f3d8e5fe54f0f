// What two-step sign-in costs the server (issue 27): the p50 of the server's part of a sign-in by password alone
// (POST /api/auth/login) and by password then an authenticator code (login, then POST /api/auth/second-step),
// with GET /api/health as the yardstick of the same run. In process (app.inject): no network, only the server's
// work. The app's clock moves 30 s per sign-in, so each code is of a new time step (a code is accepted once).
//   pnpm --filter server bench:sign-in                       (PGlite and PostgreSQL)
//   pnpm --filter server bench:sign-in -- --db pglite --sign-ins 50
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generate } from 'otplib';
import { buildApp } from '../src/app';
import { seedAdmin } from '../src/auth/admin-seed';
import { hashPassword } from '../src/auth/passwords';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { staffUsers } from '../src/db/schema/auth';
import { createBenchDatabase, type DatabaseKind } from './bench-database';
import { benchOptions } from './bench-options';

const options = benchOptions({ 'sign-ins': { type: 'string', default: '40' } });
const signIns = Number(options['sign-ins']);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function measure(kind: DatabaseKind) {
  const workDir = mkdtempSync(path.join(tmpdir(), `pm-sign-in-${kind}-`));
  const benchDatabase = await createBenchDatabase(kind);
  const database = await openDatabase({ databaseUrl: benchDatabase.url, dataDir: workDir });
  const parsed = parseConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    DATA_DIR: workDir,
    LOGIN_MAX_FAILURES: '1000',
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const config = parsed.config;
  let now = new Date();
  await database.migrate();
  await seedAdmin(database.db, config, { info: () => undefined });
  const app = await buildApp({ config, database, clock: () => now });
  try {
    const password = 'a long bench passphrase';
    const accounts = { plain: 'plain@example.com', twoStep: 'two-step@example.com' };
    for (const email of Object.values(accounts))
      await database.db
        .insert(staffUsers)
        .values({ email, name: email, role: 'agent', passwordHash: await hashPassword(password) });

    const send = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
      app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const login = (email: string) => send('POST', '/api/auth/login', { email, password });

    // The two-step account turns on an authenticator app.
    const token = (await login(accounts.twoStep)).json().data.access_token as string;
    const { secret } = (await send('POST', '/api/account/two-step/totp/enrol', {}, token)).json().data;
    const codeNow = () => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
    const confirmed = await send(
      'POST',
      '/api/account/two-step/totp/confirm',
      { code: await codeNow() },
      token,
    );
    if (confirmed.statusCode !== 200) throw new Error(`enrolment failed: ${confirmed.body}`);

    const times = { health: [] as number[], password: [] as number[], twoStep: [] as number[] };
    for (let round = 0; round < signIns; round++) {
      now = new Date(now.getTime() + 30_000);
      let started = performance.now();
      await send('GET', '/api/health');
      times.health.push(performance.now() - started);

      started = performance.now();
      const plain = await login(accounts.plain);
      times.password.push(performance.now() - started);
      if (!plain.json().data.access_token) throw new Error(`plain sign-in failed: ${plain.body}`);

      const code = await codeNow();
      started = performance.now();
      const first = await login(accounts.twoStep);
      const second = await send('POST', '/api/auth/second-step', {
        ticket: first.json().data.second_step.ticket,
        code,
      });
      times.twoStep.push(performance.now() - started);
      if (!second.json().data?.access_token) throw new Error(`two-step sign-in failed: ${second.body}`);
    }
    const [health, passwordOnly, twoStep] = [
      median(times.health),
      median(times.password),
      median(times.twoStep),
    ];
    console.log(
      `${kind}: p50 of ${signIns} sign-ins (server's part, in process): password ${passwordOnly.toFixed(1)} ms, ` +
        `password + authenticator code ${twoStep.toFixed(1)} ms (${(twoStep / passwordOnly).toFixed(2)}x); ` +
        `GET /api/health ${health.toFixed(2)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
    await benchDatabase.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

for (const kind of options.kinds) await measure(kind);
