// `npm run restore`: checks an archive against its manifest, refuses a database that holds data unless forced,
// restores the database and the files, and checks the restored copy against the manifest again.
import { createHash } from 'node:crypto';
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { extract as extractTar, list as listTar } from 'tar';
import { openDatabase } from '../db/database';
import { PGLITE_EXTENSIONS } from '../db/pglite-client';
import { type ObjectStore, STORED_FILE_NAME } from '../files/file-storage';
import { fileTypeOfExtension } from '../files/file-types';
import { type ReadQuery, serverVersion, tableRowCounts, userTables } from './database-facts';
import { ARCHIVE_PATHS, type BackupManifest, checkedManifest, sha256OfFile } from './manifest';
import { loadDumpInOneTransaction } from './postgres-tools';

/** Where to restore: PostgreSQL by URL, or PGlite in DATA_DIR/pglite. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

/** A restore that must not go on: the message says why and what to do (the command prints it, exit 1). */
export class RestoreRefusedError extends Error {}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Each table of the manifest: the rows it names and those found in the restored database. */
  tables: { name: string; expected: number; found: number | undefined }[];
  files: { count: number; bytes: number };
  /** One sentence per difference between the restored copy and the manifest; empty when all match. */
  mismatches: string[];
  /** Where the replaced PGlite folder was moved (--force). */
  replacedFolder?: string;
  seconds: number;
}

/** Lines of a report for a person: counts and checks, then the differences. */
export function describeRestore(report: RestoreReport): string[] {
  const lines = report.tables.map(
    ({ name, expected, found }) =>
      `${found === expected ? 'ok      ' : 'MISMATCH'} ${name}: ${found ?? 'missing'} rows (manifest ${expected})`,
  );
  lines.push(
    `${report.files.count} files, ${report.files.bytes} bytes, each checked by sha256 against the manifest.`,
  );
  if (report.replacedFolder) lines.push(`The database that was there was moved to ${report.replacedFolder}.`);
  lines.push(...report.mismatches.map((mismatch) => `MISMATCH ${mismatch}`));
  return lines;
}

/** Only what an archive of ours holds may be extracted: the manifest, the dump, stored files by their names. */
function expectedEntry(entryPath: string): boolean {
  const normalized = entryPath.replace(/^\.\//, '').replace(/\/$/, '');
  if (
    normalized === ARCHIVE_PATHS.manifest ||
    normalized === ARCHIVE_PATHS.databaseFolder ||
    normalized === ARCHIVE_PATHS.filesFolder ||
    normalized === ARCHIVE_PATHS.pgliteDump ||
    normalized === ARCHIVE_PATHS.postgresDump
  ) {
    return true;
  }
  const [folder, name, ...rest] = normalized.split('/');
  return folder === ARCHIVE_PATHS.filesFolder && rest.length === 0 && STORED_FILE_NAME.test(name ?? '');
}

/** The archive's contents against its manifest: sizes and sha256 of the dump and of every file, no extra file. */
async function checkArchive(staging: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  const dumpPath = path.join(staging, manifest.database.path);
  if (!expectedEntry(manifest.database.path) || !existsSync(dumpPath)) {
    return [`the database dump ${manifest.database.path} is not in the archive`];
  }
  if ((await sha256OfFile(dumpPath)) !== manifest.database.sha256) {
    problems.push(`the database dump ${manifest.database.path} does not match its sha256 in the manifest`);
  }
  const filesFolder = path.join(staging, ARCHIVE_PATHS.filesFolder);
  const present = new Set(existsSync(filesFolder) ? await readdir(filesFolder) : []);
  for (const file of manifest.files) {
    if (!STORED_FILE_NAME.test(file.name) || !present.has(file.name)) {
      problems.push(`the file ${file.name} is not in the archive`);
      continue;
    }
    present.delete(file.name);
    const filePath = path.join(filesFolder, file.name);
    if ((await stat(filePath)).size !== file.bytes || (await sha256OfFile(filePath)) !== file.sha256) {
      problems.push(`the file ${file.name} does not match its size and sha256 in the manifest`);
    }
  }
  for (const extra of present) problems.push(`the file ${extra} is in the archive but not in the manifest`);
  return problems;
}

export async function restoreBackup(options: {
  archive: string;
  target: RestoreTarget;
  store: ObjectStore;
  force?: boolean;
  /** Where the archive is unpacked meanwhile (default: the system's temporary folder). */
  workDir?: string;
}): Promise<RestoreReport> {
  const started = performance.now();
  const archive = path.resolve(options.archive);
  if (!existsSync(archive)) throw new RestoreRefusedError(`There is no archive at ${archive}.`);
  const staging = await mkdtemp(path.join(options.workDir ?? tmpdir(), 'pm-restore-'));
  try {
    const unexpected: string[] = [];
    await extractTar({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (entryPath, entry) => {
        // A backup writes files and folders only: a link could make the restore read a file of this host.
        const link = 'type' in entry && (entry.type === 'SymbolicLink' || entry.type === 'Link');
        const wanted = expectedEntry(entryPath) && !link;
        if (!wanted) unexpected.push(link ? `${entryPath} (a link)` : entryPath);
        return wanted;
      },
    }).catch((error: Error) => {
      throw new RestoreRefusedError(`${archive} is not a readable backup archive: ${error.message}`);
    });
    let manifest: BackupManifest;
    try {
      manifest = checkedManifest(
        JSON.parse(await readFile(path.join(staging, ARCHIVE_PATHS.manifest), 'utf8')),
      );
    } catch (error) {
      throw new RestoreRefusedError(
        error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? `${archive} holds no readable manifest.json: it is not a backup of this product, or it is damaged.`
          : (error as Error).message,
      );
    }
    const damaged = [
      ...unexpected.map((entry) => `the archive holds ${entry}, which no backup writes`),
      ...(await checkArchive(staging, manifest)),
    ];
    if (damaged.length > 0) {
      throw new RestoreRefusedError(
        `The archive does not match its manifest; nothing was restored:\n${damaged.map((line) => `  ${line}`).join('\n')}`,
      );
    }
    if (manifest.database.kind !== options.target.kind) {
      throw new RestoreRefusedError(
        manifest.database.kind === 'pglite'
          ? 'This archive holds the embedded (PGlite) database: restore it without DATABASE_URL, into DATA_DIR.'
          : 'This archive holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
      );
    }
    const dumpPath = path.join(staging, manifest.database.path);
    const restored =
      options.target.kind === 'pglite'
        ? await restorePglite(options.target.dataDir, dumpPath, options.force === true)
        : await restorePostgres(options.target.databaseUrl, dumpPath, options.force === true);
    await restoreFiles(options.store, path.join(staging, ARCHIVE_PATHS.filesFolder), manifest).catch(
      (error: Error) => {
        const replaced = restored.replacedFolder;
        const finish = 'Make the storage work and run the restore again with --force to finish it.';
        throw new Error(
          `The database was restored, but the files could not be written into ${options.store.description} (${error.message}). ${
            replaced
              ? `The database that was there was moved to ${replaced} (not deleted): to go back to it, put it in place of ${path.join(path.dirname(replaced), 'pglite')}. ${finish}`
              : restored.droppedSchemas.length > 0
                ? `The schemas that were there (${restored.droppedSchemas.join(', ')}) were dropped in the transaction that loaded the dump: nothing of them is kept. ${finish}`
                : finish
          }`,
          { cause: error },
        );
      },
    );

    const mismatches: string[] = [];
    const tables = Object.entries(manifest.tables).map(([name, expected]) => {
      const found = restored.tables[name];
      if (found !== expected)
        mismatches.push(`table ${name}: ${found ?? 'missing'} rows, manifest ${expected}`);
      return { name, expected, found };
    });
    for (const name of Object.keys(restored.tables)) {
      if (!(name in manifest.tables)) mismatches.push(`table ${name} is not in the manifest`);
    }
    mismatches.push(...(await checkStoredFiles(options.store, manifest)));
    return {
      manifest,
      tables,
      files: {
        count: manifest.files.length,
        bytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
      },
      mismatches,
      replacedFolder: restored.replacedFolder,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function pgliteServerPid(folder: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${folder}.pid`, 'utf8'));
    if (!pid || pid === process.pid) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? -1 : undefined;
  }
}

/**
 * The dump loaded into `loadingDataDir`/pglite (a DATA_DIR of its own), then opened and counted. PGlite's own reading
 * of a dump that is not a tar leaves a zlib error unhandled (it retries it as gzip), so tar reads it first.
 */
async function loadPgliteDump(dumpPath: string, loadingDataDir: string) {
  let holdsPgVersion = false;
  await listTar({
    file: dumpPath,
    strict: true,
    onReadEntry: (entry) => {
      holdsPgVersion ||= entry.path.replace(/^\/+/, '') === 'PG_VERSION';
    },
  });
  if (!holdsPgVersion) throw new Error('it holds no PG_VERSION');
  const loaded = await PGlite.create({
    dataDir: path.join(loadingDataDir, 'pglite'),
    loadDataDir: await openAsBlob(dumpPath),
    extensions: PGLITE_EXTENSIONS,
  });
  await loaded.close();
  // Opened again as the server opens it (and locks it), so the counts are those of the folder on disk.
  const database = await openDatabase({ dataDir: loadingDataDir });
  try {
    const query: ReadQuery = async (text) =>
      (await database.executeSql(text)).rows as Record<string, unknown>[];
    return { tables: await tableRowCounts(query), version: await serverVersion(query) };
  } finally {
    await database.close();
  }
}

/**
 * PGlite: the dump loaded and counted beside DATA_DIR/pglite, and only then put in its place (the folder that was
 * there is moved aside); a dump that cannot be loaded leaves DATA_DIR/pglite as it was.
 */
async function restorePglite(dataDir: string, dumpPath: string, force: boolean) {
  const folder = path.join(dataDir, 'pglite');
  const pid = pgliteServerPid(folder);
  if (pid !== undefined) {
    throw new RestoreRefusedError(
      `A server${pid > 0 ? ` (process ${pid})` : ''} is using the embedded database in ${folder}: stop it before restoring.`,
    );
  }
  const holdsData = existsSync(path.join(folder, 'PG_VERSION'));
  if (holdsData && !force) {
    throw new RestoreRefusedError(
      `The embedded database in ${folder} is not empty: restoring would replace it. Run again with --force to replace it (it is moved aside, not deleted), or set DATA_DIR to an empty folder.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const loadingDataDir = await mkdtemp(path.join(dataDir, 'pglite.restoring-'));
  try {
    const facts = await loadPgliteDump(dumpPath, loadingDataDir).catch((error: Error) => {
      throw new RestoreRefusedError(
        `The database dump of the archive could not be loaded (${error.message}): it is damaged, or was written by another version of PGlite. Nothing was restored; ${folder} is as it was.`,
      );
    });
    let replacedFolder: string | undefined;
    if (existsSync(folder) && ((await readdir(folder)).length > 0 || holdsData)) {
      replacedFolder = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(folder, replacedFolder);
    }
    try {
      await rename(path.join(loadingDataDir, 'pglite'), folder);
    } catch (error) {
      if (replacedFolder) await rename(replacedFolder, folder);
      throw error;
    }
    return { ...facts, replacedFolder, droppedSchemas: [] };
  } finally {
    await rm(loadingDataDir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL: the dump loaded in one transaction, which with --force first drops every schema of the database there:
 * a dump that cannot be loaded (damaged, or written by a newer PostgreSQL) leaves the database as it was, and so
 * does a restore that dies on the way.
 */
async function restorePostgres(databaseUrl: string, dumpPath: string, force: boolean) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'pm-restore' });
  await client.connect();
  try {
    const query: ReadQuery = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    const existing = await userTables(query);
    if (existing.length > 0 && !force) {
      throw new RestoreRefusedError(
        `The database of DATABASE_URL is not empty (${existing.length} tables): restoring would replace it. Run again with --force to drop its schemas and replace it, or give an empty database.`,
      );
    }
    const droppedSchemas =
      existing.length === 0
        ? []
        : (
            await query(
              `select nspname as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%' order by 1`,
            )
          ).map((row) => String(row.name));
    const dropping = droppedSchemas.map((name) => `drop schema "${name.replaceAll('"', '""')}" cascade`);
    if (dropping.length > 0) dropping.push('create schema public');
    await loadDumpInOneTransaction(databaseUrl, dumpPath, dropping).catch((error: Error) => {
      throw new RestoreRefusedError(
        `The database dump of the archive could not be loaded (${error.message}). Nothing was restored; the database of DATABASE_URL is as it was. A dump that is damaged, or was written by a newer PostgreSQL than this pg_restore, does not load.`,
      );
    });
    return {
      tables: await tableRowCounts(query),
      version: await serverVersion(query),
      replacedFolder: undefined,
      droppedSchemas,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function sha256OfStored(store: ObjectStore, name: string): Promise<string | undefined> {
  const object = await store.get(name);
  if (!object) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Each file of the archive into the storage; one already there with the same bytes is left as it is. */
async function restoreFiles(store: ObjectStore, folder: string, manifest: BackupManifest) {
  const queue = [...manifest.files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const existing = await sha256OfStored(store, file.name);
      if (existing === file.sha256) continue;
      if (existing !== undefined) await store.delete(file.name);
      const type = fileTypeOfExtension(file.name.slice(file.name.lastIndexOf('.') + 1));
      await store.put(
        file.name,
        await readFile(path.join(folder, file.name)),
        type?.mimeType ?? 'application/octet-stream',
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** Every file of the manifest read back from the storage, by sha256. */
async function checkStoredFiles(store: ObjectStore, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const file of manifest.files) {
    const found = await sha256OfStored(store, file.name);
    if (found === undefined) problems.push(`file ${file.name} is not in the storage after the restore`);
    else if (found !== file.sha256)
      problems.push(`file ${file.name} differs from its sha256 in the manifest`);
  }
  return problems;
}
