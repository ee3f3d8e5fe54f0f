// `npm start`: installs what is missing, builds the shell and every remote, and serves the product on PORT
// (default 3000): API, shell and remotes from one process, with the embedded PGlite database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFrontEnds, installDependencies, repoRoot } from './tooling.mjs';

await installDependencies();
await buildFrontEnds();

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(repoRoot, 'server'),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
