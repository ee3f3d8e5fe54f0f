import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { e2eTmp, repoRoot } from './paths';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForUrl(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process for ${url} exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}:\n${output()}`);
}

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** Starts our real API server (embedded default: API, shell and remotes) on a free port with its own data folder. */
export async function startAppServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = path.join(e2eTmp, `data-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  // A server that dies during the run says why, instead of leaving only refused connections behind.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The app server "${name}" exited (${code ?? signal}):\n${log}`);
  });
  const baseURL = `http://localhost:${port}`;
  await waitForUrl(`${baseURL}/remotes.json`, child, () => log);
  return {
    baseURL,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

/**
 * Runs one of the README's commands (`node scripts/<script> ...args`) in its own process group, as a developer
 * would in a terminal, and waits until every URL of `readyUrls` answers. `stop` ends the whole group.
 */
export async function startReadmeCommand(
  args: string[],
  readyUrls: string[],
  env: Record<string, string> = {},
): Promise<{ stop: () => Promise<void>; output: () => string }> {
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      const group = -(child.pid as number);
      process.kill(group, 'SIGTERM');
      setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000).unref();
    });
  try {
    for (const url of readyUrls) await waitForUrl(url, child, () => log, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, output: () => log };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
