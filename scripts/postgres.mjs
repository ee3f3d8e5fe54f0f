#!/usr/bin/env node
// A throwaway PostgreSQL cluster for the server tests, in .tmp/pg on port 54329 (trust auth, 127.0.0.1 only).
//   node scripts/postgres.mjs start   -> installs PostgreSQL if needed (as root, via apt-get), starts it, prints the URL
//   node scripts/postgres.mjs stop
// The test script imports startPostgres() / stopPostgres().
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const POSTGRES_PORT = 54329;
export const POSTGRES_URL = `postgres://postgres@127.0.0.1:${POSTGRES_PORT}/postgres`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clusterDir = path.join(root, '.tmp', 'pg');
const dataDir = path.join(clusterDir, 'data');
const logFile = path.join(clusterDir, 'postgres.log');
const isRoot = process.getuid?.() === 0;

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

function ensureInstalled() {
  let binDir = findBinDir();
  if (binDir) return binDir;
  if (!isRoot) {
    throw new Error(
      'PostgreSQL is not installed. Install it (sudo apt-get install -y postgresql) and run again.',
    );
  }
  console.error('PostgreSQL is not installed: running apt-get install -y postgresql ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  binDir = findBinDir();
  if (!binDir)
    throw new Error('apt-get installed postgresql but no initdb was found under /usr/lib/postgresql.');
  return binDir;
}

/** PostgreSQL refuses to run as root: run its tools as the `postgres` user then. */
function run(binDir, tool, args, { check = true } = {}) {
  const command = path.join(binDir, tool);
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', cwd: '/' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (check && result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result;
}

function isReady(binDir) {
  return (
    run(binDir, 'pg_isready', ['-h', '127.0.0.1', '-p', String(POSTGRES_PORT), '-q'], { check: false })
      .status === 0
  );
}

function postgresUserIds() {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Starts the cluster (creating it on first use) and resolves to its connection URL. Idempotent. */
export async function startPostgres() {
  const binDir = ensureInstalled();
  if (isReady(binDir)) return POSTGRES_URL;

  mkdirSync(clusterDir, { recursive: true });
  if (isRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(clusterDir, uid, gid);
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    run(binDir, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
  }
  const serverOptions = [
    `-p ${POSTGRES_PORT}`,
    `-k ${clusterDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run(binDir, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);

  for (let attempt = 0; attempt < 60 && !isReady(binDir); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!isReady(binDir)) throw new Error(`PostgreSQL did not become ready; see ${logFile}`);
  return POSTGRES_URL;
}

export async function stopPostgres() {
  const binDir = findBinDir();
  if (!binDir || !existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const status = run(binDir, 'pg_ctl', ['-D', dataDir, 'status'], { check: false });
  if (status.status !== 0) return;
  run(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const command = process.argv[2];
  try {
    if (command === 'start') console.log(await startPostgres());
    else if (command === 'stop') await stopPostgres();
    else {
      console.error('Usage: node scripts/postgres.mjs start|stop');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
