// pg_dump and pg_restore: Debian's PostgreSQL binaries, found as scripts/postgres.mjs finds them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The newest /usr/lib/postgresql/<version>/bin holding `tool`; else the bare name, looked up on PATH. */
export function postgresTool(tool: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(path.join(base, version, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(base, versions[0], 'bin', tool) : tool;
}

/**
 * The connection URL without its password, and the environment carrying the password instead (PGPASSWORD), so
 * that it never shows in the process list.
 */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL tool; rejects with its last lines of errors when it fails. */
export function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const command = postgresTool(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} was not found (looked in /usr/lib/postgresql/*/bin and on PATH): install PostgreSQL's client tools (apt-get install postgresql-client).`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}
