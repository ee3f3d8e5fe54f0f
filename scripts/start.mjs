// `npm start`: installs what is missing, builds the shell and every remote, and serves the product on PORT
// (default 3000): API, shell and remotes from one process, with the embedded PGlite database (development).
// `npm run start:prod`: the same in production (NODE_ENV=production): the configuration is checked first (JWT_SECRET,
// and ADMIN_EMAIL / ADMIN_PASSWORD until a staff account exists), then the server runs compiled (server/dist).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFrontEnds, installDependencies, mustSucceed, pnpm, repoRoot, run } from './tooling.mjs';

const production = process.argv.includes('--production');
const serverDir = path.join(repoRoot, 'server');
const env = { ...process.env, NODE_ENV: production ? 'production' : (process.env.NODE_ENV ?? 'development') };

await installDependencies();
if (production) {
  await mustSucceed('server build', pnpm(['--filter', 'server', 'build']));
  const compiled = ['--enable-source-maps', 'dist/main.js'];
  await mustSucceed(
    'configuration check',
    run(process.execPath, [...compiled, '--check-config'], { cwd: serverDir, env }),
  );
}
await buildFrontEnds();

const args = production ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
const server = spawn(process.execPath, args, { cwd: serverDir, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
