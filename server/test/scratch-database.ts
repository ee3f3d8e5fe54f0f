import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function runAdminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/**
 * A new, empty database on the PostgreSQL server of `adminUrl` (the tests' and the benchmark's): its URL, and
 * `drop` to remove it.
 */
export async function createScratchDatabase(adminUrl: string, namePrefix: string) {
  const name = `${namePrefix}_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
