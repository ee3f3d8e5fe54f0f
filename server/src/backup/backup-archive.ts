// `npm run backup`: one tar.gz with a consistent snapshot of the database, every stored file and a manifest of
// row counts and checksums. Runs beside a serving server: PGlite's snapshot is taken by the process that holds it
// (control-channel.ts), PostgreSQL's by pg_dump in an exported snapshot.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { create as createTar } from 'tar';
import type { Database } from '../db/database';
import { type ObjectStore, STORED_FILE_NAME } from '../files/file-storage';
import { referencedFileNames, serverVersion, tableRowCounts } from './database-facts';
import {
  ARCHIVE_PATHS,
  type BackupManifest,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  type ManifestFile,
  sha256OfFile,
} from './manifest';
import { libpqConnection, runPostgresTool } from './postgres-tools';

/** The database to back up: the open PGlite of this process, or PostgreSQL by its URL. */
export type BackupSource = { kind: 'pglite'; database: Database } | { kind: 'postgres'; databaseUrl: string };

export interface BackupSummary {
  archive: string;
  archiveBytes: number;
  seconds: number;
  manifest: BackupManifest;
}

/** Files copied at once from the storage. */
const FILE_COPIES_AT_ONCE = 4;

/** An archive holds passport and bank numbers: only the account that wrote it may read it. */
const ARCHIVE_FILE_MODE = 0o600;

interface Snapshot {
  tables: Record<string, number>;
  referencedFiles: string[];
  serverVersion: string;
}

/** Writes the archive `to` (through a temporary name beside it: a failed backup leaves no archive). */
export async function createBackup(options: {
  source: BackupSource;
  store: ObjectStore;
  to: string;
  clock?: () => Date;
}): Promise<BackupSummary> {
  const started = performance.now();
  const to = path.resolve(options.to);
  await mkdir(path.dirname(to), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(to), '.backup-staging-'));
  const partial = `${to}.partial`;
  try {
    await mkdir(path.join(staging, ARCHIVE_PATHS.databaseFolder));
    await mkdir(path.join(staging, ARCHIVE_PATHS.filesFolder));
    const createdAt = (options.clock?.() ?? new Date()).toISOString();
    const { snapshot, dumpPath } =
      options.source.kind === 'pglite'
        ? await snapshotPglite(options.source.database, staging)
        : await snapshotPostgres(options.source.databaseUrl, staging);
    const files = await copyFiles(options.store, snapshot.referencedFiles, staging);
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      createdAt,
      database: {
        kind: options.source.kind,
        path: dumpPath,
        bytes: (await stat(path.join(staging, dumpPath))).size,
        sha256: await sha256OfFile(path.join(staging, dumpPath)),
        serverVersion: snapshot.serverVersion,
      },
      tables: snapshot.tables,
      files: files.copied,
      missingFiles: files.missing,
    };
    await writeFile(path.join(staging, ARCHIVE_PATHS.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    // A partial file left by a killed backup would keep its own mode: the archive starts from no file.
    await rm(partial, { force: true });
    await createTar({ gzip: true, file: partial, mode: ARCHIVE_FILE_MODE, cwd: staging, portable: true }, [
      ARCHIVE_PATHS.manifest,
      ARCHIVE_PATHS.databaseFolder,
      ARCHIVE_PATHS.filesFolder,
    ]);
    await rename(partial, to);
    return {
      archive: to,
      archiveBytes: (await stat(to)).size,
      seconds: (performance.now() - started) / 1000,
      manifest,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

async function snapshotPglite(database: Database, staging: string) {
  if (!database.snapshotEmbedded) throw new Error('This database cannot take an embedded snapshot.');
  const { read, dataDir } = await database.snapshotEmbedded(
    async (query): Promise<Snapshot> => ({
      tables: await tableRowCounts(query),
      referencedFiles: await referencedFileNames(query),
      serverVersion: await serverVersion(query),
    }),
  );
  await writeFile(path.join(staging, ARCHIVE_PATHS.pgliteDump), Buffer.from(await dataDir.arrayBuffer()));
  return { snapshot: read, dumpPath: ARCHIVE_PATHS.pgliteDump };
}

/**
 * A REPEATABLE READ transaction exports its snapshot; pg_dump dumps exactly that snapshot (--snapshot) while the
 * transaction counts the rows and reads the file names of the same state. Writers are never blocked.
 */
async function snapshotPostgres(databaseUrl: string, staging: string) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'pm-backup' });
  await client.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    const [{ snapshot: snapshotId }] = (await client.query('select pg_export_snapshot() as snapshot')).rows;
    const connection = libpqConnection(databaseUrl);
    const dumped = runPostgresTool(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshotId}`,
        `--file=${path.join(staging, ARCHIVE_PATHS.postgresDump)}`,
        `--dbname=${connection.url}`,
      ],
      connection.env,
    );
    const query = async (text: string) => (await client.query(text)).rows as Record<string, unknown>[];
    // One statement at a time on this connection, while pg_dump reads the same snapshot on its own.
    const read = await (async () => {
      const tables = await tableRowCounts(query);
      const referencedFiles = await referencedFileNames(query);
      return [tables, referencedFiles, await serverVersion(query)] as const;
    })().finally(() => dumped.catch(() => undefined));
    await dumped;
    await client.query('commit');
    const [tables, referencedFiles, version] = read;
    return {
      snapshot: { tables, referencedFiles, serverVersion: version },
      dumpPath: ARCHIVE_PATHS.postgresDump,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Every stored file: the names the snapshot's rows hold, then whatever else the storage lists (uploads of rows
 * written after the snapshot, harmless). A name of the snapshot that the storage no longer has is reported.
 */
async function copyFiles(store: ObjectStore, referenced: string[], staging: string) {
  const names = new Set(referenced);
  for await (const key of store.list()) if (STORED_FILE_NAME.test(key)) names.add(key);
  const wanted = new Set(referenced);
  const copied: ManifestFile[] = [];
  const missing: string[] = [];
  const queue = [...names].sort();
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const object = await store.get(name);
      if (!object) {
        if (wanted.has(name)) missing.push(name);
        continue;
      }
      const hash = createHash('sha256');
      let bytes = 0;
      await pipeline(
        object.body,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(path.join(staging, ARCHIVE_PATHS.filesFolder, name)),
      );
      copied.push({ name, bytes, sha256: hash.digest('hex') });
    }
  };
  await Promise.all(Array.from({ length: FILE_COPIES_AT_ONCE }, worker));
  copied.sort((a, b) => a.name.localeCompare(b.name));
  return { copied, missing: missing.sort() };
}
