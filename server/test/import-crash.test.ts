// Issue 24, "a crash leaves either nothing or everything": the real server (src/main.ts) is killed with SIGKILL
// while it imports a file of owners, within a request and then as a background job (what the import page does),
// at a moment that moves from kill to kill; restarted on the same data, the list holds none of the file's owners
// or all of them, never a part. The last import, left to finish, stores them all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OWNER_VALUES } from '@pm/schemas/testing';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createBenchDatabase } from '../bench/bench-database';
import { benchAdmin, productEnv, type StartedProcess, signIn, startServer } from '../bench/bench-process';

const OWNERS = 3000;
/** How each import is sent, and how long after it the kill comes: early in the checks, and late in the writes. */
const KILLS = [
  { via: 'request', afterMs: 150 },
  { via: 'job', afterMs: 1200 },
] as const;

const { password: _password, ...ownerValues } = OWNER_VALUES;
const file = Buffer.from(
  Papa.unparse(
    [
      ['email', ...Object.keys(ownerValues)],
      ...Array.from({ length: OWNERS }, (_, index) => [
        `crash-import-${index}@example.com`,
        ...Object.values(ownerValues),
      ]),
    ],
    { newline: '\r\n' },
  ),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const kind of ['pglite', 'postgres'] as const) {
  const skip = kind === 'postgres' && process.env.PM_SKIP_POSTGRES === '1';
  (skip ? describe.skip : describe)(`an import killed midway [${kind}]`, () => {
    it(`leaves none or all of ${OWNERS} owners, through ${KILLS.length} kills`, async () => {
      if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
        throw new Error('TEST_DATABASE_URL is not set (or PM_SKIP_POSTGRES=1 to skip PostgreSQL).');
      }
      const workDir = mkdtempSync(path.join(tmpdir(), `pm-import-crash-${kind}-`));
      const database = await createBenchDatabase(kind);
      const admin = benchAdmin('Import');
      const env = productEnv(admin, { dataDir: path.join(workDir, 'data'), databaseUrl: database.url });
      const logFile = path.join(workDir, 'server.log');
      let server: StartedProcess | undefined;
      const send = async (baseUrl: string, token: string, via: 'request' | 'job' = 'request') => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'owners.csv');
        return fetch(`${baseUrl}/api/import/owners${via === 'job' ? '/jobs' : ''}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
      };
      const ownersStored = async (baseUrl: string, token: string) => {
        const response = await fetch(`${baseUrl}/api/owner/all?limit=1`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { total: number }).total;
      };
      try {
        const outcomes: number[] = [];
        server = await startServer(logFile, env);
        let token = await signIn(server.baseUrl, admin);
        for (const kill of KILLS) {
          const answered = send(server.baseUrl, token, kill.via).then(
            (response) => response.status,
            () => 'no answer',
          );
          // A job is answered at once: the kill comes while its worker imports.
          if (kill.via === 'job') expect(await answered).toBe(200);
          await sleep(kill.afterMs);
          await server.kill();
          await answered;
          server = await startServer(logFile, env);
          token = await signIn(server.baseUrl, admin);
          const stored = await ownersStored(server.baseUrl, token);
          outcomes.push(stored);
          // Once the whole file is in, a later kill has nothing left to break.
          if (stored === OWNERS) break;
        }
        for (const stored of outcomes) expect([0, OWNERS]).toContain(stored);

        const response = await send(server.baseUrl, token);
        expect(response.status).toBe(200);
        expect(await ownersStored(server.baseUrl, token)).toBe(OWNERS);
        console.log(`import killed [${kind}]: owners stored after each kill ${JSON.stringify(outcomes)}`);
      } finally {
        await server?.stop();
        await database.drop();
        rmSync(workDir, { recursive: true, force: true });
      }
    }, 240_000);
  });
}
