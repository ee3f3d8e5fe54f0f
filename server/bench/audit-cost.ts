// What the audit trail costs an edit (issue 11): the p50 and p99 of an owner edit (POST /api/owner/?id=, text
// fields, one client) through the product, with its audit write and without it. "Without" is the same server with
// a database rule that turns the insert into audit_events into nothing: what remains of the audit is the diff of
// the fields in JavaScript. Phases alternate (server restarted between them) so the figures share the machine's
// noise, and their order flips every round.
//   pnpm --filter server bench:audit-cost                       (PGlite and PostgreSQL)
//   pnpm --filter server bench:audit-cost -- --db postgres --edits 300 --rounds 3
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database';
import { createBenchDatabase, type DatabaseKind } from './bench-database';
import { benchOptions } from './bench-options';
import { benchAdmin, productEnv, signIn, startServer } from './bench-process';
import { createOwner } from './crash-writes';

const options = benchOptions({
  edits: { type: 'string', default: '200' },
  rounds: { type: 'string', default: '2' },
});
const { kinds } = options;
const editsPerPhase = Number(options.edits);
const rounds = Number(options.rounds);

const AUDIT_OFF = 'create rule audit_events_off as on insert to audit_events do instead nothing';
const AUDIT_ON = 'drop rule if exists audit_events_off on audit_events';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(kind: DatabaseKind) {
  const workDir = mkdtempSync(path.join(tmpdir(), `pm-audit-cost-${kind}-`));
  const database = await createBenchDatabase(kind);
  const admin = benchAdmin('Bench');
  const dataDir = path.join(workDir, 'data');
  const env = productEnv(admin, { dataDir, databaseUrl: database.url });
  /** Sets the rule for the next phase; answers how many audit events are stored (a check of the phases). */
  const setAudit = async (on: boolean) => {
    const db = await openDatabase({ databaseUrl: database.url, dataDir });
    try {
      await db.migrate();
      await db.executeSql(AUDIT_ON);
      if (!on) await db.executeSql(AUDIT_OFF);
      const [row] = (await db.executeSql('select count(*)::int as events from audit_events', [])).rows;
      return (row as { events: number }).events;
    } finally {
      await db.close();
    }
  };
  let events = 0;
  const eventsWritten: Record<'with' | 'without', number> = { with: 0, without: 0 };
  const times: Record<'with' | 'without', number[]> = { with: [], without: [] };
  let ownerId = '';
  try {
    let previous: 'with' | 'without' | undefined;
    for (let round = 0; round < rounds; round++) {
      // Odd rounds go the other way round, so neither phase always runs on the older, longer tables.
      const phases = round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      for (const phase of phases) {
        const stored = await setAudit(phase === 'with');
        if (previous) eventsWritten[previous] += stored - events;
        events = stored;
        previous = phase;
        const server = await startServer(path.join(workDir, 'server.log'), env);
        try {
          const authorization = `Bearer ${await signIn(server.baseUrl, admin)}`;
          if (!ownerId) {
            const create = createOwner('audit-cost');
            const created = await fetch(`${server.baseUrl}${create.path}`, {
              method: 'POST',
              headers: { authorization },
              body: create.body() as FormData,
            });
            ownerId = ((await created.json()) as { data: { _id: string } }).data._id;
          }
          for (let edit = 0; edit < editsPerPhase + 20; edit++) {
            const body = new FormData();
            body.set('name', `Owner ${edit} ${phase}`);
            body.set('nickName', `Nick ${round}-${edit}`);
            const started = performance.now();
            const response = await fetch(`${server.baseUrl}/api/owner/?id=${ownerId}`, {
              method: 'POST',
              headers: { authorization },
              body,
            });
            await response.arrayBuffer();
            if (response.status !== 200) throw new Error(`An edit answered ${response.status}`);
            if (edit >= 20) times[phase].push(performance.now() - started);
          }
        } finally {
          await server.stop();
        }
      }
    }
    if (previous) eventsWritten[previous] += (await setAudit(true)) - events;
  } finally {
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
  const row = (phase: 'with' | 'without') => {
    const sorted = times[phase].sort((a, b) => a - b);
    return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  };
  // The owner's create is audited too (in the first phase); the phases without must have written nothing.
  if (eventsWritten.without !== 0)
    throw new Error(`${eventsWritten.without} audit events written without audit`);
  return { kind, with: row('with'), without: row('without'), events: eventsWritten.with };
}

const rows = [];
for (const kind of kinds) rows.push(await measure(kind));
console.log(
  `\nOwner edit (POST /api/owner/?id=, two text fields, one client), ${rounds} rounds of ${editsPerPhase} edits per phase:\n`,
);
console.log(
  '| database | with audit p50 / p99 ms | without p50 / p99 ms | audit cost at p50 | audit events written |',
);
console.log('|---|---|---|---|---|');
for (const { kind, with: on, without: off, events } of rows) {
  const cost = on.p50 - off.p50;
  console.log(
    `| ${kind} | ${on.p50.toFixed(2)} / ${on.p99.toFixed(2)} | ${off.p50.toFixed(2)} / ${off.p99.toFixed(2)} | ${cost >= 0 ? '+' : ''}${cost.toFixed(2)} ms (${((on.p50 / off.p50 - 1) * 100).toFixed(0)}%) | ${events} with, 0 without |`,
  );
}
