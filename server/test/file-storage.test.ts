import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seedAdmin } from '../src/auth/admin-seed';
import { type Database, openDatabase } from '../src/db/database';
import {
  createFileStorage,
  createObjectStore,
  type FileStorage,
  fileStorageOn,
  STORAGE_UNAVAILABLE,
  StorageUnavailableError,
} from '../src/files/file-storage';
import { JPEG, PNG } from '../src/files/file-types';
import { createFileLinks } from '../src/files/file-urls';
import { createS3ObjectStore } from '../src/files/s3-object-store';
import type { S3Settings } from '../src/storage-config';
import { expectFailure } from './failure-answers';
import { ADMIN, TEST_JWT_SECRET, TEST_MAIL_QUEUE, testConfig } from './harness';
import { JPEG_BYTES, multipartForm, PNG_BYTES } from './multipart-helper';
import { ownerFields } from './records';
import { type S3Server, startS3Server } from './s3-server';

let s3: S3Server | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const drivers: [string, () => FileStorage][] = [
  ['the local folder', () => createFileStorage({ dataDir: mkdtempSync(path.join(tmpdir(), 'pm-storage-')) })],
  ['S3 (s3rver)', () => createFileStorage({ dataDir: '/nonexistent', s3: s3?.settings })],
];

describe.each(drivers)('file storage on %s', (_driver, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it('answers the readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('puts files under new names and gets them back byte for byte, with type and size', async () => {
    const [png, jpeg] = await storage.save([
      { bytes: PNG_BYTES, type: PNG },
      { bytes: JPEG_BYTES, type: JPEG },
    ]);
    expect(png).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(jpeg).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const found = await storage.find(png as string);
    expect(found).toMatchObject({ type: PNG, size: PNG_BYTES.length });
    expect(await buffer(found?.body as NodeJS.ReadableStream)).toEqual(PNG_BYTES);
    const other = await storage.find(jpeg as string);
    expect(await buffer(other?.body as NodeJS.ReadableStream)).toEqual(JPEG_BYTES);
  });

  it('deletes files, and deleting one already gone is not an error', async () => {
    const names = await storage.save([{ bytes: PNG_BYTES, type: PNG }]);
    await storage.remove(names);
    expect(await storage.find(names[0] as string)).toBeUndefined();
    await expect(storage.remove(names)).resolves.toBeUndefined();
  });

  it('finds nothing for a missing object or a name that is not a stored name', async () => {
    expect(await storage.find(`${'0'.repeat(32)}.png`)).toBeUndefined();
    expect(await storage.find('../secret.png')).toBeUndefined();
  });
});

// What a backup lists to archive every stored file (issue 24): each object store's own listing.
describe.each(drivers)('the object names of %s', (driver) => {
  it('lists every stored file by its name, once', async () => {
    const store =
      driver === 'the local folder'
        ? createObjectStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'pm-storage-')) })
        : createObjectStore({ dataDir: '/nonexistent', s3: s3?.settings });
    const names = await fileStorageOn(store).save([
      { bytes: PNG_BYTES, type: PNG },
      { bytes: JPEG_BYTES, type: JPEG },
      { bytes: PNG_BYTES, type: PNG },
    ]);
    const listed: string[] = [];
    for await (const name of store.list()) listed.push(name);
    expect(listed).toEqual(expect.arrayContaining(names));
    expect(new Set(listed).size).toBe(listed.length);
  });
});

/** A loopback port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Accepts connections and never answers. */
async function silentServer(): Promise<{ server: Server; port: number }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

const SHORT_TIMEOUTS = { connectionMs: 300, requestMs: 300, attempts: 2 };
const s3At = (port: number): S3Settings => ({
  ...(s3?.settings as S3Settings),
  endpoint: `http://127.0.0.1:${port}`,
});

describe('S3 storage that cannot be reached', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
  });
  afterAll(() => {
    silent.server.close();
  });

  it.each([
    ['refuses connections', async () => closedPort()],
    ['never answers', async () => silent.port],
  ])('fails with 503 and a message, within seconds, when the service %s', async (_case, port) => {
    const storage = fileStorageOn(createS3ObjectStore(s3At(await port()), SHORT_TIMEOUTS));
    const started = performance.now();
    for (const work of [
      () => storage.find(`${'1'.repeat(32)}.png`),
      () => storage.save([{ bytes: PNG_BYTES, type: PNG }]),
      () => storage.remove([`${'1'.repeat(32)}.png`]),
      () => storage.check(),
    ]) {
      const error = await work().then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect(error).toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE });
    }
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('the production start', () => {
  it('refuses to start, naming the bucket and its address, when the storage cannot be reached', async () => {
    const port = await closedPort();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pm-no-s3-')),
        ...s3?.env,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `The file storage (S3 bucket pm-files at http://127.0.0.1:${port}) cannot be reached: `,
    );
    expect(result.stderr).toContain('Check the S3_ variables and that the bucket exists.');
  });
});

describe('the API while S3 cannot be reached [pglite]', () => {
  let app: FastifyInstance;
  let database: Database;
  let token = '';
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    const config = testConfig();
    await seedAdmin(database.db, config, { info: () => undefined });
    const storage = fileStorageOn(createS3ObjectStore(s3At(await closedPort()), SHORT_TIMEOUTS));
    app = await buildApp({ config, database, storage, mailQueue: TEST_MAIL_QUEUE });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    token = login.json().data.access_token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const unavailable = { statusCode: 503, message: STORAGE_UNAVAILABLE, error: 'Service Unavailable' };

  it('answers an upload 503 with a message, and stores no record', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/owner/register',
      headers: { authorization: `Bearer ${token}` },
      payload: multipartForm(ownerFields(), {
        profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' },
      }),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    const list = await app.inject({
      method: 'GET',
      url: '/api/owner/all?page=1&limit=15',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().total).toBe(0);
  });

  it('answers a signed file URL 503 with a message', async () => {
    const url = createFileLinks({ secret: TEST_JWT_SECRET, clock: () => new Date() }).url(
      `${'2'.repeat(32)}.png`,
    ) as string;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
  });

  it('is up but not ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expectFailure(ready, 503, 'The file storage cannot be reached.');
  });
});

describe('the API on S3 [pglite]', () => {
  it('serves an uploaded file from the bucket through its signed URL', async () => {
    const database = await openDatabase({});
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-s3-app-'));
    const config = testConfig({ ...s3?.env, DATA_DIR: dataDir });
    try {
      await database.migrate();
      await seedAdmin(database.db, config, { info: () => undefined });
      const app = await buildApp({ config, database, mailQueue: TEST_MAIL_QUEUE });
      try {
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
        const authorization = `Bearer ${login.json().data.access_token}`;
        const created = await app.inject({
          method: 'POST',
          url: '/api/owner/register',
          headers: { authorization },
          payload: multipartForm(ownerFields(), {
            profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' },
          }),
        });
        expect(created.statusCode, created.body).toBe(200);
        const url = created.json().data.profile.profileImage as string;
        const file = await app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        expect(file.rawPayload).toEqual(PNG_BYTES);
        // Nothing went to the local folder.
        expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
