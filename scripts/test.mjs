// `npm test`: every test of the project, on a fresh machine too. Installs pnpm (corepack), the dependencies,
// Chromium and PostgreSQL when missing, starts a throwaway PostgreSQL for the server tests, then runs:
// lint, the scripts' own tests, typecheck, unit and page tests, server tests (PGlite and PostgreSQL), production
// builds, end to end.
import { spawn } from 'node:child_process';
import { startPostgres, stopPostgres } from './postgres.mjs';
import { chromiumPackage, ensureDebianPackages, installDependencies, pnpmEnv, repoRoot } from './tooling.mjs';

const results = [];
let passed = 0;
let failed = 0;

/** Runs one step, echoing its output, and collects the test counts its runner prints and its time. */
function step(name, args, env = {}) {
  const result = { name, ok: false, passed: 0, failed: 0, seconds: 0, why: [] };
  results.push(result);
  const started = Date.now();
  return new Promise((resolve) => {
    console.log(`\n━━ ${name}`);
    const child = spawn('corepack', ['pnpm', ...args], {
      cwd: repoRoot,
      env: { ...pnpmEnv, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('exit', (code, signal) => {
      const counts = countTests(output);
      passed += counts.passed;
      failed += counts.failed;
      Object.assign(result, counts, {
        ok: code === 0,
        seconds: Math.round((Date.now() - started) / 1000),
        why: code === 0 ? [] : failureLines(output, code, signal),
      });
      resolve(code === 0);
    });
  });
}

/**
 * Why a step failed, for the summary (CI shows only the end of the output): the runner's lines that name a failure
 * (an unhandled error, a failed file, pnpm's error), at most the last 12, and the exit code or signal.
 */
function failureLines(output, code, signal) {
  const named = output
    .split('\n')
    .filter((line) =>
      /Unhandled|Errors\s+\d+ error|Test Files .*failed|\bFAIL\b|ERR_PNPM|Error:|timed out|Worker exited/.test(
        line,
      ),
    )
    .map((line) => line.trim().slice(0, 300));
  return [...named.slice(-12), signal ? `killed by ${signal}` : `exit code ${code}`];
}

function countTests(output) {
  let testsPassed = 0;
  let testsFailed = 0;
  // vitest, maybe behind pnpm's "<folder> test: " prefix: "      Tests  12 passed | 1 failed (13)"
  for (const match of output.matchAll(/^.*?\bTests\s+(\d+ (?:passed|failed).*)\(\d+\)\s*$/gm)) {
    testsPassed += Number(/(\d+) passed/.exec(match[1])?.[1] ?? 0);
    testsFailed += Number(/(\d+) failed/.exec(match[1])?.[1] ?? 0);
  }
  // node --test, TAP reporter: "# pass 6" and "# fail 0"
  for (const match of output.matchAll(/^# (pass|fail) (\d+)\s*$/gm)) {
    if (match[1] === 'fail') testsFailed += Number(match[2]);
    else testsPassed += Number(match[2]);
  }
  // Playwright: "  42 passed (1.2m)" and "  1 failed"
  for (const match of output.matchAll(/^\s+(\d+) (passed|failed|flaky)(?: \(.+\))?\s*$/gm)) {
    if (match[2] === 'failed') testsFailed += Number(match[1]);
    else testsPassed += Number(match[1]);
  }
  return { passed: testsPassed, failed: testsFailed };
}

await installDependencies();
await ensureDebianPackages([chromiumPackage]);
const databaseUrl = await startPostgres();

try {
  await step('lint (biome, imports across packages)', ['lint']);
  await step('tests of the scripts', ['test:scripts']);
  await step('typecheck', ['typecheck']);
  // --no-sort: tests need no package built before another, so all of them share the two slots from the start
  // (in topological order, @pm/ui's tests ran alone while the remotes' waited for them).
  await step('unit and page tests', [
    '-r',
    '--no-sort',
    '--no-bail',
    '--workspace-concurrency=2',
    '--filter',
    './packages/*',
    '--filter',
    './shell',
    '--filter',
    './mf-*',
    'test',
  ]);
  await step('server tests (PGlite and PostgreSQL)', ['--filter', 'server', 'test'], {
    TEST_DATABASE_URL: databaseUrl,
  });
  const built = await step('production builds (and their bundle budgets)', ['build:checked']);
  if (built) {
    await step('end to end (Playwright, Chromium)', ['--filter', 'e2e', 'test'], {
      CI: process.env.CI ?? '',
    });
  } else {
    results.push({
      name: 'end to end (Playwright, Chromium)',
      ok: false,
      passed: 0,
      failed: 0,
      seconds: 0,
      why: ['not run: the builds failed'],
    });
  }
} finally {
  await stopPostgres();
}

console.log('\n━━ Summary');
for (const result of results) {
  const counts = result.passed || result.failed ? ` (${result.passed} passed, ${result.failed} failed)` : '';
  console.log(`${result.ok ? '✔' : '✖'} ${result.name}${counts}, ${result.seconds} s`);
  for (const line of result.why) console.log(`    ${line}`);
}
const allOk = results.every((result) => result.ok);
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
