import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import {
  clientForDrizzle,
  createPgliteClient,
  DEFAULT_PARSERS,
  preparedStatements,
  type SimpleQuery,
  simpleQueryOn,
} from './pglite-client';
import type { PrepareStatement, RunTogether, StatementRows, Turn } from './statements';

export type { PrepareStatement, RunTogether, SimpleQuery, StatementRows, Turn };

/** The query layer every repository uses: the same Drizzle API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Raw SQL for libraries that bring their own queries (the mail queue); text without values may hold several statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** What a LISTEN hears: each NOTIFY payload, and whether the listening connection is up (it reconnects itself). */
export interface NoticeHandlers {
  onNotice: (payload: string) => void;
  onListening: (listening: boolean) => void;
}

export interface Listener {
  /**
   * Resolves once every notice committed before this call has been handed to `onNotice`; false when that is
   * unknown (not listening). On PostgreSQL one round trip on the listening connection, shared by all callers
   * waiting at that moment.
   */
  sync: () => Promise<boolean>;
  stop: () => Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  prepare: PrepareStatement;
  together: RunTogether;
  /** Listens on `channel` (a plain identifier) until stopped. */
  listen: (channel: string, handlers: NoticeHandlers) => Promise<Listener>;
  /** Applies the SQL migrations of server/drizzle that are not applied yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * PGlite only (the backup, server/src/backup): a checkpoint, then `read`, then the whole data folder as a tar,
   * with no other statement in between, so what `read` finds (row counts, stored file names) is the dump's state.
   */
  snapshotEmbedded?: <T>(read: (query: SimpleQuery) => Promise<T>) => Promise<{ read: T; dataDir: Blob }>;
}

// Any 64-bit number unique to this app: serialises migrations of API processes starting together.
const MIGRATION_LOCK_ID = 7_403_115_902;

/**
 * PostgreSQL when `databaseUrl` is given; else PGlite with its files in `dataDir`, or in memory without one (a
 * copy of `memoryFrom`, a PGlite data folder dump, when given: the tests start from a migrated one).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  memoryFrom?: Blob;
}): Promise<Database> {
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
      ...pooledStatements(pool),
      listen: (channel, handlers) => listenPostgres(options.databaseUrl as string, channel, handlers),
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
      client = await createPgliteClient(folder);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await createPgliteClient('memory://', options.memoryFrom);
  }
  const db = drizzlePglite({ client: clientForDrizzle(client) });
  return {
    db,
    kind: 'pglite',
    // PGlite's query() takes one statement with parameters; exec() runs a script of several without.
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values, { parsers: DEFAULT_PARSERS })
        : { rows: (await client.exec(text, { parsers: DEFAULT_PARSERS })).at(-1)?.rows ?? [] },
    ...preparedStatements(client),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(checkedChannel(channel), handlers.onNotice);
      handlers.onListening(true);
      return {
        // One connection in this process: a commit has run its listeners before the query that made it returns.
        sync: async () => !client.closed,
        stop: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Holding the transaction lock keeps every other statement out (query, exec, transactions and `together` all
    // take it); the query lock is taken for `read` and then by dumpDataDir itself.
    snapshotEmbedded: (read) =>
      client._runExclusiveTransaction(async () => {
        const query = simpleQueryOn(client);
        const found = await client.runExclusive(async () => {
          await query('checkpoint');
          return read(query);
        });
        return { read: found, dataDir: await client.dumpDataDir('none') };
      }),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

const RECONNECT_DELAY_MS = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'pm-notice-listener';

function checkedChannel(channel: string): string {
  if (!/^[a-z_]{1,63}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops, handlers hear
 * `onListening(false)` at once and it reconnects every second until stopped; notices sent meanwhile are lost.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<Listener> {
  const statement = `listen ${checkedChannel(channel)}`;
  let current: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (!stopped) retryTimer = setTimeout(connect, RECONNECT_DELAY_MS).unref();
  };
  async function connect() {
    const client = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    // A lost connection emits 'error' and then 'end'.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      handlers.onListening(false);
      retry();
    });
    try {
      await client.connect();
      await client.query(statement);
    } catch {
      await client.end().catch(() => undefined);
      retry();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    handlers.onListening(true);
  }

  // PostgreSQL sends a listener the notices committed before its next query ahead of that query's answer (its
  // ReadyForQuery); an empty statement is the cheapest query there is.
  const roundTrip = async () => {
    const client = current;
    if (!client) return false;
    try {
      await client.query(';');
      return current === client;
    } catch {
      return false;
    }
  };
  let inFlight: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;
  const sync = (): Promise<boolean> => {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    }
    // The round trip in flight may have left before this call: wait for the one after it.
    next ??= inFlight.then(() => {
      next = undefined;
      return sync();
    });
    return next;
  };

  await connect();
  return {
    sync,
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Named statements on the pool; those of one turn (RunTogether) on one connection it lends. */
function pooledStatements(pool: pg.Pool): { prepare: PrepareStatement; together: RunTogether } {
  return {
    prepare: (name, text) => (values, turn) =>
      turn ? turn.run(name, text, values) : pool.query({ name, text, values }),
    together: async (work) => {
      const connection = await pool.connect();
      try {
        return await work({ run: (name, text, values) => connection.query({ name, text, values }) });
      } finally {
        connection.release();
      }
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
