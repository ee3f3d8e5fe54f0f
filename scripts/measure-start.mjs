// Time to ready and memory of one server process, run from TypeScript sources (tsx, as `npm start`) and compiled
// (server/dist, as `npm run start:prod`), alternated in one run on one data folder so that both meet the same
// machine. Ready = the first 200 answer of GET /remotes.json. Usage: node scripts/measure-start.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mustSucceed, pnpm, repoRoot } from './tooling.mjs';

const runs = Number(process.argv[2] ?? 7);
const serverDir = path.join(repoRoot, 'server');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pm-measure-start-'));
const port = 3900 + Math.floor(Math.random() * 90);

const variants = {
  'sources (tsx)': ['--import', 'tsx', 'src/main.ts'],
  'compiled (dist/main.js)': ['--enable-source-maps', 'dist/main.js'],
};

const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

async function startOnce(args, nodeEnv) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'measure-start-secret-measure-start-secret',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'measure-start-password',
    },
  });
  let readyMs;
  while (readyMs === undefined) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok) readyMs = performance.now() - started;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rss = rssMiB(child.pid);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { readyMs, rss };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await mustSucceed('server build', pnpm(['--filter', 'server', 'build'], { stdio: 'ignore' }));
try {
  await startOnce(variants['sources (tsx)'], 'development'); // creates the database folder once
  for (const nodeEnv of ['development', 'production']) {
    const figures = Object.fromEntries(Object.keys(variants).map((name) => [name, { ready: [], rss: [] }]));
    for (let run = 0; run < runs; run++) {
      for (const [name, args] of Object.entries(variants)) {
        const { readyMs, rss } = await startOnce(args, nodeEnv);
        figures[name].ready.push(readyMs);
        figures[name].rss.push(rss);
      }
    }
    console.log(`\nNODE_ENV=${nodeEnv}, ${runs} starts each (existing embedded database), medians:`);
    console.log('| server run from | time to ready | RSS 1 s after ready |');
    console.log('|---|---|---|');
    for (const [name, { ready, rss }] of Object.entries(figures)) {
      console.log(`| ${name} | ${median(ready).toFixed(0)} ms | ${median(rss).toFixed(0)} MiB |`);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
