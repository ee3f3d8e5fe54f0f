import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  /** The PostgreSQL database of this run; undefined for PGlite (a folder of the run). */
  url?: string;
  drop: () => Promise<void>;
}

async function onAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
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
  const name = `pm_bench_${randomBytes(4).toString('hex')}`;
  await onAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
