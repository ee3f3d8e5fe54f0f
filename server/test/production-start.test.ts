import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from '../src/auth/password-policy';

const serverDir = path.resolve(import.meta.dirname, '..');
/** The unprivileged account (uid and gid 65534) of Debian and most Linux systems. */
const NOBODY = 65534;

/** `npm run start:prod` checks the configuration first with `--check-config`; this runs exactly that check. */
function checkProductionConfig(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', '--check-config'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const secret = { JWT_SECRET: 'production-secret-production-secret-42' };

describe('production start: the first staff password', () => {
  it('refuses a common ADMIN_PASSWORD, naming the variable', () => {
    const { code, output } = checkProductionConfig({
      ...secret,
      ADMIN_EMAIL: 'owner@agency.example',
      ADMIN_PASSWORD: 'password1',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'Configuration error: ADMIN_PASSWORD is one of the most common passwords. Choose one that is harder to guess.',
    );
  });

  it('accepts an uncommon one of 8 characters or more', () => {
    const { code, output } = checkProductionConfig({
      ...secret,
      ADMIN_EMAIL: 'owner@agency.example',
      ADMIN_PASSWORD: 'quiet-harbour-lamp-7',
    });
    expect(output).toBe('');
    expect(code).toBe(0);
  });
});

describe('staff password policy', () => {
  it('asks for 8 characters at least, counting characters, not bytes', async () => {
    expect(await staffPasswordProblem('pwn', 'The new password')).toBe(
      'The new password must be at least 8 characters long.',
    );
    expect(await staffPasswordProblem('ääääääää', 'The new password')).toBeUndefined();
  });

  it('refuses the common passwords of the list, whatever their case', async () => {
    for (const common of ['password', '12345678', 'Qwertyuiop', 'iloveyou']) {
      expect(await staffPasswordProblem(common, 'The new password')).toMatch(/most common passwords/);
    }
  });
});

/**
 * Starts the server (embedded database in a folder of its own) with `env`, as `account` when given, and answers
 * how it stopped.
 */
function startServer(env: Record<string, string>, account?: { uid: number; gid: number }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-listen-'));
  if (account) chmodSync(dataDir, 0o777);
  try {
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 60_000,
      ...account,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('start: an address it cannot listen on', () => {
  it('stops with one line naming HOST, not a stack trace', () => {
    // 192.0.2.1 (TEST-NET-1, RFC 5737) is never an address of this machine.
    const result = startServer({ HOST: '192.0.2.1', PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'HOST 192.0.2.1 is not an address of this machine: set HOST to one of its addresses, or to 0.0.0.0 for all of them.\n',
    );
  }, 70_000);

  it('stops with one line naming PORT when the port needs administrator rights', () => {
    // Below 1024 only root may listen; as root, the server is started as nobody.
    const asRoot = process.getuid?.() === 0;
    const result = startServer(
      { HOST: '127.0.0.1', PORT: '80' },
      asRoot ? { uid: NOBODY, gid: NOBODY } : undefined,
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Port 80 needs administrator rights on this machine: set PORT to 1024 or above, or give this program the right to listen on it.\n',
    );
  }, 70_000);
});
