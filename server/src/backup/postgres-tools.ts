// pg_dump, pg_restore and psql: Debian's PostgreSQL binaries, found as scripts/postgres.mjs finds them.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

/** The newest /usr/lib/postgresql/<version>/bin holding `tool`; else the bare name, looked up on PATH. */
export function postgresTool(tool: PostgresTool): string {
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

/**
 * Starts a PostgreSQL tool (stdout and stdin piped when asked, else ignored); `exited` rejects with its last lines
 * of errors when it fails.
 */
function startPostgresTool(
  tool: PostgresTool,
  args: string[],
  env: NodeJS.ProcessEnv,
  pipes: { stdin?: boolean; stdout?: boolean } = {},
): { child: ChildProcess; exited: Promise<void> } {
  const command = postgresTool(tool);
  const child = spawn(command, args, {
    env,
    stdio: [pipes.stdin ? 'pipe' : 'ignore', pipes.stdout ? 'pipe' : 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve, reject) => {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
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
    // 'close': its stdout, when piped, has been read to the end as well.
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${errors.trim()}`)),
    );
  });
  return { child, exited };
}

/** Runs a PostgreSQL tool; rejects with its last lines of errors when it fails. */
export function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return startPostgresTool(tool, args, env).exited;
}

/**
 * `statements` (say, dropping the schemas there) and then a custom-format dump, in one transaction of the database of
 * `databaseUrl`: pg_restore writes the dump's SQL script, psql runs it after the statements. The script opens with
 * BEGIN (a no-op here: psql began the transaction before the statements) and its only COMMIT is its last line,
 * written once pg_restore has read the whole dump. When pg_restore fails, psql meets an error (ON_ERROR_STOP), or
 * either process (or this one) dies, psql's connection ends before any COMMIT and PostgreSQL rolls it all back: the
 * database is as it was.
 */
export async function loadDumpInOneTransaction(databaseUrl: string, dumpPath: string, statements: string[]) {
  const connection = libpqConnection(databaseUrl);
  const restore = startPostgresTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--file=-', dumpPath],
    connection.env,
    { stdout: true },
  );
  const psql = startPostgresTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${connection.url}`,
      // Errors only: not the notices of each object a drop cascades to, nor the warning at the script's BEGIN.
      `--command=set client_min_messages = error; begin; ${statements.map((statement) => `${statement};`).join(' ')}`,
      '--file=-',
    ],
    connection.env,
    { stdin: true },
  );
  // psql stops reading at an error: its own failure says why, not the broken pipe; pg_restore, left writing into a
  // pipe that nobody reads any more, is stopped.
  psql.child.stdin?.on('error', () => undefined);
  psql.exited.catch(() => {
    // Unpiped, its stdout would stay paused and never close: the end of pg_restore would never be seen.
    restore.child.stdout?.destroy();
    restore.child.kill();
  });
  if (restore.child.stdout && psql.child.stdin) restore.child.stdout.pipe(psql.child.stdin);
  const [restored, loaded] = await Promise.allSettled([restore.exited, psql.exited]);
  // psql's error first: when it stops, pg_restore only fails to write the rest of the script.
  if (loaded.status === 'rejected') throw loaded.reason;
  if (restored.status === 'rejected') throw restored.reason;
}
