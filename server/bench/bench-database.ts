import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createScratchDatabase } from '../test/scratch-database';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  /** The PostgreSQL database of this run; undefined for PGlite (a folder of the run). */
  url?: string;
  drop: () => Promise<void>;
}

/** The project's throwaway PostgreSQL (scripts/postgres.mjs installs and starts it; it is left running). */
async function startThrowawayPostgres(): Promise<string> {
  const script: { startPostgres: () => Promise<string> } = await import(
    pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/postgres.mjs')).href
  );
  return script.startPostgres();
}

/** A fresh database for one bench case: a new database on the PostgreSQL of TEST_DATABASE_URL, or PGlite. */
export async function createBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') return { drop: async () => {} };
  if (kind !== 'postgres') throw new Error('--db takes pglite and/or postgres');
  const adminUrl = process.env.TEST_DATABASE_URL ?? (await startThrowawayPostgres());
  return createScratchDatabase(adminUrl, 'pm_bench');
}
