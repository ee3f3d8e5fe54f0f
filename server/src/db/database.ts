import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';

/** The query layer every repository uses: the same Drizzle API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Raw SQL for libraries that bring their own queries (the mail queue); text without values may hold several statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** Applies the SQL migrations of server/drizzle that are not applied yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

// Any 64-bit number unique to this app: serialises migrations of API processes starting together.
const MIGRATION_LOCK_ID = 7_403_115_902;

/** PostgreSQL when `databaseUrl` is given; else PGlite with its files in `dataDir`, or in memory without one. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that breaks (database restart) must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePostgres({ client: pool });
    await pool.query('select 1');
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      migrate: async () => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePostgres(db, { migrationsFolder });
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          lockClient.release();
        }
      },
      close: async () => {
        // pool.end() resolves before its connections have closed; wait for them.
        const open = pool.totalCount;
        let removed = 0;
        const allRemoved = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => {
            if (++removed >= open) resolve();
          });
        });
        await pool.end();
        await Promise.race([allRemoved, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      },
    };
  }

  let client: PGlite;
  let releaseLock = () => {};
  if (options.dataDir) {
    const folder = path.join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    releaseLock = lockFolder(folder);
    try {
      client = await PGlite.create({ dataDir: folder });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create({ dataDir: 'memory://' });
  }
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    // PGlite's query() takes one statement with parameters; exec() runs a script of several without.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** PGlite has one writer: a second server on the same folder would corrupt it, so the folder is locked by pid. */
function lockFolder(folder: string): () => void {
  const lockFile = `${folder}.pid`;
  try {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new DatabaseInUseError(
        `Another server (process ${owner}) is using the embedded database in ${folder}. Stop it first, or set DATA_DIR to another folder (if no server runs, delete ${lockFile}).`,
      );
    }
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DatabaseInUseError extends Error {}
