import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface StartedProcess {
  baseUrl: string;
  /** CPU seconds (user + system) the process has used so far; NaN where /proc is missing. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
  /** SIGKILL, as a crash: no shutdown code runs. Resolves once the process has exited. */
  kill: () => Promise<void>;
  /** Sends a signal and returns at once. */
  signal: (signal: NodeJS.Signals) => void;
  /** The exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, counted after the command name's closing parenthesis). */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** A Node server in its own process on a free loopback port, its output in `logFile`; resolves once it answers. */
export async function startProcess(
  args: string[],
  cwd: string,
  logFile: string,
  env: Record<string, string>,
): Promise<StartedProcess> {
  const port = await freePort();
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', output, output],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${args.at(-1)} exited with code ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    }
    try {
      await fetch(`${baseUrl}/api/owner`);
      return {
        baseUrl,
        cpuSeconds: () => cpuSecondsOf(child.pid),
        stop: () => stop(child),
        kill: () => stop(child, 'SIGKILL'),
        signal: (signal) => child.kill(signal),
        exited,
      };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop(child);
  throw new Error(`${args.at(-1)} did not answer within 120 s; see ${logFile}`);
}

/** The server's folder: where src/main.ts and bench/ are. */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** A staff account a bench's server creates at its first start, with a fresh password: `benchAdmin('Crash')`. */
export function benchAdmin(name: string) {
  return {
    email: `${name.toLowerCase()}@example.com`,
    password: `${name}-${randomBytes(12).toString('hex')}`,
  };
}

/**
 * The environment of the product as production runs it (NODE_ENV=production) with `admin` as its first staff
 * account, on PGlite in `dataDir` or on the PostgreSQL at `databaseUrl`.
 */
export function productEnv(
  admin: { email: string; password: string },
  { dataDir, databaseUrl }: { dataDir?: string; databaseUrl?: string },
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The benches measure the API behind a full sign-in; two-step sign-in has its own (bench/sign-in.ts).
    MFA_REQUIRED: 'off',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/**
 * The product (src/main.ts of `serverDir`, this checkout's unless told) in its own process, its output in
 * `logFile`; `nodeFlags` go before the script.
 */
export const startServer = (
  logFile: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
  serverDir = SERVER_DIR,
) => startProcess([...nodeFlags, '--import', 'tsx', 'src/main.ts'], serverDir, logFile, env);

/** Signs `admin` in; answers the access token. */
export async function signIn(baseUrl: string, admin: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

export interface StartedProduct {
  product: StartedProcess;
  /** The Authorization header of a signed-in staff user. */
  headers: Record<string, string>;
}

/**
 * The product as production starts it (src/main.ts, NODE_ENV=production) on PGlite in `dataDir` or on the
 * PostgreSQL at `databaseUrl`, with a bench admin signed in. `nodeFlags` go before the script (--cpu-prof).
 */
export async function startProduct(
  workDir: string,
  {
    dataDir,
    databaseUrl,
    nodeFlags = [],
    serverDir,
    name = 'product',
  }: { dataDir: string; databaseUrl?: string; nodeFlags?: string[]; serverDir?: string; name?: string },
): Promise<StartedProduct> {
  const admin = benchAdmin('Bench');
  const env = productEnv(admin, { dataDir, databaseUrl });
  const product = await startServer(path.join(workDir, `${name}.log`), env, nodeFlags, serverDir);
  try {
    return { product, headers: { authorization: `Bearer ${await signIn(product.baseUrl, admin)}` } };
  } catch (error) {
    await product.stop();
    throw error;
  }
}
