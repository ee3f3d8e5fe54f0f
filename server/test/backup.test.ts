// Backup drill (issue 24): records and files seeded through the API, a backup taken while a client keeps writing,
// restored into an empty data folder (PGlite) or a fresh PostgreSQL database; every record acknowledged before the
// backup started is there field for field, every file byte for byte. A non-empty target is refused without
// --force; a tampered archive is refused before anything is written; a dump PGlite cannot load leaves the database
// there as it was.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { type BackupSource, createBackup } from '../src/backup/backup-archive';
import { pruneBackups, startBackupSchedule } from '../src/backup/backup-schedule';
import { startBackupControl } from '../src/backup/control-channel';
import { type ReadQuery, tableRowCounts } from '../src/backup/database-facts';
import { RestoreRefusedError, type RestoreTarget, restoreBackup } from '../src/backup/restore-archive';
import { backupResult } from '../src/backup/server-backups';
import { parseConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { createObjectStore } from '../src/files/file-storage';
import { createLocalObjectStore } from '../src/files/local-object-store';
import { describeEachDatabase, type TestContext } from './harness';
import { multipartForm, PNG_BYTES } from './multipart-helper';
import { ownerFields } from './records';
import { createScratchDatabase } from './scratch-database';

const scratch = mkdtempSync(path.join(tmpdir(), 'pm-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = (name: string) => mkdtempSync(path.join(scratch, `${name}-`));
const sourceDataDir = folder('source');

/** A PNG that is unique: the check by first bytes accepts it, and each file differs byte for byte. */
const uniquePng = () => Buffer.concat([PNG_BYTES, randomBytes(64)]);

interface Acknowledged {
  id: string;
  images: Buffer[];
}

async function registerOwner(context: TestContext, token: string): Promise<Acknowledged> {
  const images = [uniquePng(), uniquePng(), uniquePng()];
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/owner/register',
    headers: context.authorized(token),
    payload: multipartForm(ownerFields(), {
      profileImage: { bytes: images[0] as Buffer, fileName: 'a.png', type: 'image/png' },
      bankImage: { bytes: images[1] as Buffer, fileName: 'b.png', type: 'image/png' },
      passportImage: { bytes: images[2] as Buffer, fileName: 'c.png', type: 'image/png' },
    }),
  });
  if (response.statusCode !== 200) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return { id: response.json().data._id, images };
}

const ownerRows = async (database: Pick<Database, 'executeSql'>, ids: string[]) =>
  (
    await database.executeSql(
      `select * from owners where id in (${ids.map((id) => `'${id}'`).join(', ')}) order by id`,
    )
  ).rows as Record<string, unknown>[];

/** The backup command as `npm run backup` / `npm run restore` run it (spawned: the control channel answers meanwhile). */
const commandLine = (args: string[], env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/command-line.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });

describe('BACKUP_ variables', () => {
  it('reads a schedule, and says what is wrong with a bad one', () => {
    const parsed = parseConfig({ BACKUP_DIR: '/backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' });
    expect(parsed.ok && parsed.config.backup).toEqual({ dir: '/backups', everyMs: 21_600_000, keep: 3 });
    const defaults = parseConfig({ BACKUP_DIR: '/backups' });
    expect(defaults.ok && defaults.config.backup).toEqual({ dir: '/backups', everyMs: 86_400_000, keep: 7 });
    const none = parseConfig({});
    expect(none.ok && none.config.backup).toBeUndefined();
    expect(parseConfig({ BACKUP_DIR: '/b', BACKUP_EVERY: '6x', BACKUP_KEEP: '0' })).toEqual({
      ok: false,
      errors: [
        'BACKUP_EVERY must be a duration such as 30m, 6h or 1d (got "6x").',
        'BACKUP_KEEP must be a whole number from 1 to 10000 (got "0").',
      ],
    });
    expect(parseConfig({ BACKUP_EVERY: '1d' })).toEqual({
      ok: false,
      errors: ['BACKUP_DIR is required when BACKUP_EVERY or BACKUP_KEEP is set.'],
    });
  });
});

describe('pruneBackups', () => {
  it('keeps the newest scheduled archives and nothing else is touched', async () => {
    const dir = folder('prune');
    const names = [
      'backup-2026-01-01T00-00-00Z.tar.gz',
      'backup-2026-01-02T00-00-00Z.tar.gz',
      'backup-2026-01-03T00-00-00Z.tar.gz',
      'manual.tar.gz',
    ];
    for (const name of names) writeFileSync(path.join(dir, name), 'x');
    expect(await pruneBackups(dir, 2)).toEqual(['backup-2026-01-01T00-00-00Z.tar.gz']);
    expect(readdirSync(dir).sort()).toEqual(names.slice(1).sort());
  });
});

describe('the archive file', () => {
  it('is readable by the account that wrote it only: it holds passport and bank numbers', async () => {
    const dataDir = folder('private');
    const database = await openDatabase({ dataDir });
    try {
      const archive = path.join(folder('private-archives'), 'backup.tar.gz');
      await createBackup({
        source: { kind: 'pglite', database },
        store: createLocalObjectStore(dataDir),
        to: archive,
      });
      expect((statSync(archive).mode & 0o777).toString(8)).toBe('600');
    } finally {
      await database.close();
    }
  });
});

describeEachDatabase(
  'backup and restore',
  (getContext) => {
    const restoreTargets: { target: RestoreTarget; dataDir: string; drop?: () => Promise<void> }[] = [];
    afterAll(async () => {
      for (const target of restoreTargets) await target.drop?.();
    });

    async function freshTarget() {
      const context = getContext();
      const dataDir = folder('target');
      if (context.database.kind === 'pglite') {
        const entry = { target: { kind: 'pglite', dataDir } as RestoreTarget, dataDir };
        restoreTargets.push(entry);
        return entry;
      }
      const created = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'pm_restore');
      const entry = {
        target: { kind: 'postgres', databaseUrl: created.url } as RestoreTarget,
        dataDir,
        drop: created.drop,
      };
      restoreTargets.push(entry);
      return entry;
    }

    const sourceOf = (context: TestContext): BackupSource =>
      context.databaseUrl
        ? { kind: 'postgres', databaseUrl: context.databaseUrl }
        : { kind: 'pglite', database: context.database };

    let archive: string;
    const before: Acknowledged[] = [];
    let firstTarget: Awaited<ReturnType<typeof freshTarget>>;

    it('backs up while a client writes; the restore has every acknowledged record and file', async () => {
      const context = getContext();
      const token = await context.login();
      for (let index = 0; index < 12; index++) before.push(await registerOwner(context, token));
      const rowsBefore = await ownerRows(
        context.database,
        before.map((owner) => owner.id),
      );

      // A client keeps writing during the whole backup.
      let writing = true;
      const during: Acknowledged[] = [];
      const writer = (async () => {
        while (writing) during.push(await registerOwner(context, token));
      })();
      archive = path.join(folder('archives'), 'backup.tar.gz');
      const summary = await createBackup({
        source: sourceOf(context),
        store: createObjectStore(context.config),
        to: archive,
      });
      writing = false;
      await writer;
      expect(during.length).toBeGreaterThan(0);
      expect(summary.manifest.tables['public.owners']).toBeGreaterThanOrEqual(before.length);
      expect(summary.manifest.missingFiles).toEqual([]);

      firstTarget = await freshTarget();
      const report = await restoreBackup({
        archive,
        target: firstTarget.target,
        store: createLocalObjectStore(firstTarget.dataDir),
      });
      expect(report.mismatches).toEqual([]);
      expect(report.tables.find((table) => table.name === 'public.owners')?.found).toBe(
        summary.manifest.tables['public.owners'],
      );

      const restored = await openDatabase(
        firstTarget.target.kind === 'postgres'
          ? { databaseUrl: firstTarget.target.databaseUrl }
          : { dataDir: firstTarget.dataDir },
      );
      try {
        expect(
          await ownerRows(
            restored,
            before.map((owner) => owner.id),
          ),
        ).toEqual(rowsBefore);
      } finally {
        await restored.close();
      }
      const restoredStore = createLocalObjectStore(firstTarget.dataDir);
      for (const row of rowsBefore) {
        const owner = before.find((candidate) => candidate.id === row.id) as Acknowledged;
        const names = [row.profile_image, row.bank_image, row.passport_image] as string[];
        for (const [index, name] of names.entries()) {
          const object = await restoredStore.get(name);
          expect(object, name).toBeDefined();
          const chunks: Buffer[] = [];
          for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
          expect(Buffer.concat(chunks).equals(owner.images[index] as Buffer)).toBe(true);
        }
      }
    });

    it('refuses to restore into a database that is not empty, unless forced', async () => {
      const store = createLocalObjectStore(firstTarget.dataDir);
      await expect(restoreBackup({ archive, target: firstTarget.target, store })).rejects.toThrow(
        /is not empty.*--force/s,
      );
      const forced = await restoreBackup({ archive, target: firstTarget.target, store, force: true });
      expect(forced.mismatches).toEqual([]);
    });

    /** The suite's archive unpacked into a folder named `name`, changed by `alter`, and packed again. */
    async function alteredArchive(name: string, alter: (unpacked: string) => void): Promise<string> {
      const unpacked = folder(name);
      await extractTar({ file: archive, cwd: unpacked });
      alter(unpacked);
      const altered = `${unpacked}.tar.gz`;
      await createTar({ gzip: true, file: altered, cwd: unpacked }, ['manifest.json', 'database', 'files']);
      return altered;
    }

    /** The first stored file of an unpacked archive: its name and path. */
    function firstStoredFile(unpacked: string) {
      const [file = ''] = readdirSync(path.join(unpacked, 'files'));
      return { file, filePath: path.join(unpacked, 'files', file) };
    }

    /**
     * The suite's archive with its dump changed by `damage` before its manifest was written: the archive matches its
     * manifest, and only loading the dump can fail.
     */
    function unloadableArchive(name: string, damage: (dump: Buffer) => Buffer): Promise<string> {
      return alteredArchive(name, (unpacked) => {
        const manifestPath = path.join(unpacked, 'manifest.json');
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
        const dumpPath = path.join(unpacked, manifest.database.path);
        const dump = damage(readFileSync(dumpPath));
        writeFileSync(dumpPath, dump);
        manifest.database.sha256 = createHash('sha256').update(dump).digest('hex');
        writeFileSync(manifestPath, JSON.stringify(manifest));
      });
    }

    /** What a restore of `altered` into a fresh target throws, and that target's folder. */
    async function refusedRestore(altered: string) {
      const { target, dataDir } = await freshTarget();
      const error = await restoreBackup({
        archive: altered,
        target,
        store: createLocalObjectStore(dataDir),
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RestoreRefusedError);
      return { message: (error as Error).message, dataDir };
    }

    /** What a forced restore of `altered` over the first restore's database throws. */
    const forcedRestoreOverFirst = (altered: string) =>
      restoreBackup({
        archive: altered,
        target: firstTarget.target,
        store: createLocalObjectStore(firstTarget.dataDir),
        force: true,
      }).catch((caught: unknown) => caught);

    it('a forced restore of a dump PGlite cannot load leaves the database there as it was', async () => {
      if (getContext().database.kind !== 'pglite') return;
      // The dump is no data folder any more.
      const unloadable = await unloadableArchive('unloadable', (dump) => dump.fill(0x07, 0, 512));

      const readOwners = async () => {
        const database = await openDatabase({ dataDir: firstTarget.dataDir });
        try {
          return await ownerRows(
            database,
            before.map((owner) => owner.id),
          );
        } finally {
          await database.close();
        }
      };
      const rowsBefore = await readOwners();
      expect(rowsBefore).toHaveLength(before.length);
      const entriesBefore = readdirSync(firstTarget.dataDir).sort();
      const error = await forcedRestoreOverFirst(unloadable);
      expect(error).toBeInstanceOf(RestoreRefusedError);
      expect((error as Error).message).toMatch(/dump .* could not be loaded.*as it was/s);
      expect(readdirSync(firstTarget.dataDir).sort()).toEqual(entriesBefore);
      expect(await readOwners()).toEqual(rowsBefore);
    });

    it('a forced restore of a dump PostgreSQL cannot load leaves the database there as it was', async () => {
      if (getContext().database.kind !== 'postgres') return;
      // Its last bytes cut off: pg_restore creates the schemas, the extensions and the tables and loads their rows
      // (psql runs all that after the drops), then meets the end of the file in the last table's data.
      const unloadable = await unloadableArchive('unloadable-postgres', (dump) =>
        dump.subarray(0, dump.length - 16),
      );
      const { databaseUrl } = firstTarget.target as { databaseUrl: string };
      const readState = async () => {
        const database = await openDatabase({ databaseUrl });
        try {
          const query: ReadQuery = async (text) =>
            (await database.executeSql(text)).rows as Record<string, unknown>[];
          return {
            owners: await ownerRows(
              database,
              before.map((owner) => owner.id),
            ),
            counts: await tableRowCounts(query),
            schemas: await query('select nspname from pg_namespace order by 1'),
          };
        } finally {
          await database.close();
        }
      };
      const stateBefore = await readState();
      expect(stateBefore.owners).toHaveLength(before.length);
      expect(stateBefore.counts['public.owners']).toBeGreaterThanOrEqual(before.length);
      const error = await forcedRestoreOverFirst(unloadable);
      expect(await readState()).toEqual(stateBefore);
      expect(error).toBeInstanceOf(RestoreRefusedError);
      expect((error as Error).message).toMatch(/dump .* could not be loaded.*DATABASE_URL is as it was/s);
    });

    it('when the files cannot be written after the database was replaced, the error says where the old one is', async () => {
      const failing = createLocalObjectStore(folder('failing-store'));
      const error = await restoreBackup({
        archive,
        target: firstTarget.target,
        store: { ...failing, put: async () => Promise.reject(new Error('the disk is full')) },
        force: true,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toMatch(/database was restored.*files could not be written.*the disk is full/s);
      if (firstTarget.target.kind === 'pglite') {
        const moved = /moved to (\S+pglite\.before-restore-[^\s:;,]+)/.exec(message)?.[1] ?? '';
        expect(path.dirname(moved)).toBe(firstTarget.dataDir);
        expect(existsSync(path.join(moved, 'PG_VERSION'))).toBe(true);
      } else {
        expect(message).toMatch(
          /schemas that were there \(.*public.*\) were dropped.*nothing of them is kept/s,
        );
      }
    });

    it('refuses a tampered archive before writing anything', async () => {
      let tamperedFile = '';
      const tampered = await alteredArchive('tampered', (unpacked) => {
        const { file, filePath } = firstStoredFile(unpacked);
        tamperedFile = file;
        const bytes = readFileSync(filePath);
        bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 0xff;
        writeFileSync(filePath, bytes);
      });
      const { message, dataDir } = await refusedRestore(tampered);
      expect(message).toMatch(`the file ${tamperedFile} does not match its size and sha256`);
      expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
    });

    it('refuses an archive holding a link, which would read a file of the host into the storage', async () => {
      let linkedFile = '';
      const linked = await alteredArchive('linked', (unpacked) => {
        const { file, filePath } = firstStoredFile(unpacked);
        linkedFile = file;
        const hostFile = path.join(folder('host'), 'secret');
        writeFileSync(hostFile, readFileSync(filePath));
        rmSync(filePath);
        symlinkSync(hostFile, filePath);
      });
      const { message, dataDir } = await refusedRestore(linked);
      expect(message).toMatch(`the archive holds files/${linkedFile} (a link), which no backup writes`);
      expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
    });

    it('runs the scheduled backup of a period once, across two processes', async () => {
      const context = getContext();
      const dirs = [folder('scheduled-a'), folder('scheduled-b')];
      const schedules = await Promise.all(
        dirs.map((dir) =>
          startBackupSchedule({
            config: { databaseUrl: context.databaseUrl, backup: { dir, everyMs: 3_600_000, keep: 2 } },
            database: context.database,
            store: createObjectStore(context.config),
            log: { info: () => undefined, error: () => undefined },
            pollingIntervalSeconds: 0.5,
          }),
        ),
      );
      try {
        const archives = () =>
          dirs.flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.tar.gz')));
        for (let waited = 0; archives().length === 0 && waited < 40; waited++) {
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        await new Promise((resolve) => setTimeout(resolve, 2000));
        expect(archives()).toHaveLength(1);
        expect(archives()[0]).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-00-00Z\.tar\.gz$/);
      } finally {
        for (const schedule of schedules) await schedule.stop();
      }
    });

    it('`npm run backup` asks the running server; `npm run restore` refuses a non-empty folder (exit 1)', async () => {
      const context = getContext();
      if (context.database.kind !== 'pglite') {
        const result = await commandLine(['restore', archive], {
          DATABASE_URL: (firstTarget.target as { databaseUrl: string }).databaseUrl,
          DATA_DIR: firstTarget.dataDir,
        });
        expect(result.status).toBe(1);
        expect(result.stderr).toMatch(/is not empty/);
        return;
      }
      const control = await startBackupControl({
        dataDir: sourceDataDir,
        log: { info: () => undefined, error: () => undefined },
        backup: async (to) =>
          backupResult(
            await createBackup({ source: sourceOf(context), store: createObjectStore(context.config), to }),
          ),
      });
      try {
        const to = path.join(folder('cli'), 'via-server.tar.gz');
        const result = await commandLine(['backup', '--to', to], { DATA_DIR: sourceDataDir });
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        expect(result.stdout).toMatch(/The running server took the snapshot/);
        expect(existsSync(to)).toBe(true);
        // The same file name again: the archive already there is kept, never replaced in silence.
        const written = readFileSync(to);
        const again = await commandLine(['backup', '--to', to], { DATA_DIR: sourceDataDir });
        expect(again.status).toBe(1);
        expect(again.stderr).toMatch(/already exists: give the backup another file name/);
        expect(readFileSync(to).equals(written)).toBe(true);
      } finally {
        await control.close();
      }
      const refused = await commandLine(['restore', archive], { DATA_DIR: firstTarget.dataDir });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/is not empty.*--force/s);
    });
  },
  { env: { DATA_DIR: sourceDataDir } },
);
