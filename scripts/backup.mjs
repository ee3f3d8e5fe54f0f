// `npm run backup -- --to <file>` and `npm run restore -- <file> [--force]`: the server's backup command
// (server/src/backup/command-line.ts), run from its sources with tsx in server/, with the server's environment
// variables (DATA_DIR, DATABASE_URL, S3_*). Paths are read from where the command was typed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './tooling.mjs';

const serverDir = path.join(repoRoot, 'server');
if (!existsSync(path.join(serverDir, 'node_modules', 'tsx'))) {
  console.error(
    'The dependencies are not installed: run `npm start` once (or `node scripts/pnpm.mjs install`).',
  );
  process.exit(1);
}
const env = { ...process.env, INIT_CWD: process.env.INIT_CWD || process.cwd() };
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/backup/command-line.ts', ...process.argv.slice(2)],
  { cwd: serverDir, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
