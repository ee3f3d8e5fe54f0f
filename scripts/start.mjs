// `npm start`: installs what is missing, builds the shell, every remote and the server, and serves the product on
// PORT (default 3000): API, shell and remotes from one process, with the embedded PGlite database (development).
// The server runs compiled (server/dist): it answers its first request about 1.5 s sooner than from its sources.
// `npm run start:prod`: the same in production (NODE_ENV=production): the configuration is checked first (JWT_SECRET,
// and ADMIN_EMAIL / ADMIN_PASSWORD until a staff account exists).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFrontEnds, installDependencies, mustSucceed, pnpm, repoRoot, run } from './tooling.mjs';

const production = process.argv.includes('--production');
const serverDir = path.join(repoRoot, 'server');
const env = { ...process.env, NODE_ENV: production ? 'production' : (process.env.NODE_ENV ?? 'development') };

const compiled = ['--enable-source-maps', 'dist/main.js'];

await installDependencies();
await mustSucceed('server build', pnpm(['--filter', 'server', 'build']));
if (production) {
  await mustSucceed(
    'configuration check',
    run(process.execPath, [...compiled, '--check-config'], { cwd: serverDir, env }),
  );
}
await buildFrontEnds();

const server = spawn(process.execPath, compiled, { cwd: serverDir, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
