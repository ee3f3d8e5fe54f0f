// Backup and restore at size (issue 24): N of each kind of record (10,000 by default: owners, properties,
// tenants with two sub-tenants each, contracts) and a stored file for each owner and each property, then
// `npm run backup` and `npm run restore` as a person runs them (scripts/backup.mjs, the server stopped), timed,
// with the archive's size and the restore's verification. Nothing is asserted.
//
//   pnpm --filter server bench:backup [-- --records 10000 --db pglite,postgres]
//   PostgreSQL: TEST_DATABASE_URL, else the project's throwaway server (scripts/postgres.mjs).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database';
import { createBenchDatabase, type DatabaseKind } from './bench-database';
import { benchAdmin, productEnv } from './bench-process';
import { seedSearchRecords } from './seed-search';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const recordCount = Number(values.records);
const kinds = (values.db as string).split(',') as DatabaseKind[];
const REPO = path.resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;
/** A PNG signature and 4 KB of noise: an upload's size, and nothing a zip squeezes away. */
const fileBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4096)]);

/** Runs `npm run backup|restore -- ...args` with the product's variables: its seconds and its last line. */
function cli(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const start = performance.now();
  const result = spawnSync('node', ['scripts/backup.mjs', command, ...args], {
    cwd: REPO,
    env: { ...process.env, ...env, INIT_CWD: REPO },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0)
    throw new Error(`${command} failed (${result.status}): ${result.stderr}${result.stdout}`);
  const lines = result.stdout.trim().split('\n');
  return { seconds, last: lines[lines.length - 1] ?? '' };
}

async function benchOne(kind: DatabaseKind) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-backup-'));
  const source = await createBenchDatabase(kind);
  const target = await createBenchDatabase(kind);
  try {
    const dataDir = path.join(workDir, 'data');
    const env = productEnv(benchAdmin('Backup'), { dataDir, databaseUrl: source.url });
    const seedStart = performance.now();
    const database = await openDatabase({ databaseUrl: source.url, dataDir });
    await database.migrate();
    await seedSearchRecords(database, recordCount);
    await database.executeSql(`update owners set profile_image = md5('o' || id::text) || '.png'`);
    await database.executeSql(`update properties set images = array[md5('p' || id::text) || '.png']`);
    const names = (await database.executeSql(
      `select profile_image as name from owners union all select images[1] from properties`,
    )) as { rows: { name: string }[] };
    await database.close();
    const filesDir = path.join(dataDir, 'files');
    mkdirSync(filesDir, { recursive: true });
    for (const { name } of names.rows) writeFileSync(path.join(filesDir, name), fileBytes());
    console.log(
      `${kind}: ${recordCount.toLocaleString('en')} owners, properties, tenants and contracts (and sub-tenants), ` +
        `${names.rows.length.toLocaleString('en')} files, seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const archive = path.join(workDir, 'backup.tar.gz');
    const backup = cli('backup', ['--to', archive], env);
    console.log(
      `${kind}: backup ${backup.seconds.toFixed(1)} s, archive ${(statSync(archive).size / MB).toFixed(1)} MB: ${backup.last}`,
    );

    const restoreEnv: Record<string, string> = { ...env, DATA_DIR: path.join(workDir, 'restored') };
    if (target.url) restoreEnv.DATABASE_URL = target.url;
    const restore = cli('restore', [archive], restoreEnv);
    console.log(`${kind}: restore and verify ${restore.seconds.toFixed(1)} s: ${restore.last}`);
  } finally {
    await source.drop();
    await target.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

for (const kind of kinds) await benchOne(kind);
