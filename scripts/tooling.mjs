// Set-up steps shared by the README's commands (start, test, dev). Plain Node: they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** pnpm through corepack (shipped with Node 20): the version pinned in package.json "packageManager". */
export const pnpmEnv = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: pnpmEnv, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function pnpm(args, options) {
  return run('corepack', ['pnpm', ...args], options);
}

export async function mustSucceed(step, promise) {
  const code = await promise;
  if (code !== 0) {
    console.error(`\n✖ ${step} failed (exit ${code})`);
    process.exit(code);
  }
}

export async function installDependencies() {
  await mustSucceed('pnpm install', pnpm(['install', '--frozen-lockfile', '--prefer-offline']));
}

export async function buildFrontEnds() {
  await mustSucceed('front-end build', pnpm(['build']));
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Debian packages the tests need (Chromium for Playwright, PostgreSQL for the server tests). */
export async function ensureDebianPackages(packages) {
  const missing = packages.filter((pkg) => !pkg.present());
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name);
  if (!isRoot()) {
    console.error(
      `Missing: ${names.join(', ')}. Install them with: sudo apt-get install -y ${names.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${names.join(', ')} from Debian packages...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
  if (update.status !== 0 || install.status !== 0) {
    console.error(`apt-get could not install ${names.join(', ')}`);
    process.exit(1);
  }
}

export const chromiumPackage = { name: 'chromium', present: () => existsSync('/usr/bin/chromium') };
