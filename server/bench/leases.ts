// The expiring contracts and the daily digest (issue 25) at scale. 50,000 owners, properties and tenants
// (seed-search.ts) and --contracts contracts (default 1,000,000), seeded with SQL: each tenant's contracts follow one
// another from 5 years ago to 3 years ahead, 80 % of them finished and 20 % still to finish, so that about 2 % finish
// in the next 120 days; most finished ones were renewed (renewed_by_contract_id names the tenant's next contract) or
// have a recorded ending, as have some of those ending soon, and some have a renewal offered.
// Then, against the product (src/main.ts, production mode, signed in), autocannon sends
//   GET /api/contract/expiring?within=30, ?within=120, ?overdue=true and ?within=30&page=5,
// each followed by GET /api/health of the same server with the same clients: the floor of this run, on this machine.
// Then, with the product stopped, the same statements under EXPLAIN ANALYZE (their execution and planning time in
// the database alone; the whole plan of any request whose p99 is over 100 ms), and one digest run
// (src/leases/lease-digest.ts) in this process for --staff agents (default 1,000): its run time, the mails it queued,
// and the time until the mail queue (mail-outbox.ts, as production starts it, one mail a second) has handed every one
// to a mailer that counts and discards them.
//   pnpm --filter server bench:leases
//   pnpm --filter server bench:leases -- --db pglite --contracts 20000 --seconds 5 --staff 100
// PostgreSQL: TEST_DATABASE_URL, else the project's throwaway server (scripts/postgres.mjs; fsync off, as for tests).
// The seed drops the contracts' secondary indexes and builds them again after the rows are in, from their own
// definitions (pg_get_indexdef): the same indexes, built in minutes rather than hours on PGlite. PostgreSQL is then
// vacuumed (its autovacuum would have done so long before a table holds a million rows); PGlite has no autovacuum
// and the product never vacuums it, so it is only analyzed, as seed-search.ts does.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGING } from '@pm/api-contract/routes';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { agencyNow } from '../src/agency-calendar';
import { hashPassword } from '../src/auth/passwords';
import { parseConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { contracts } from '../src/db/schema/contracts';
import { runLeaseDigest } from '../src/leases/lease-digest';
import { expiringPage, expiringWhere } from '../src/leases/leases-repository';
import { startMailOutbox } from '../src/mail/mail-outbox';
import type { Mail } from '../src/mail/mailer';
import { type BenchDatabase, createBenchDatabase, type DatabaseKind } from './bench-database';
import { benchOptions } from './bench-options';
import { type StartedProcess, startProduct } from './bench-process';
import { type Figures, runLoad } from './run-load';
import { seedSearchRecords } from './seed-search';

const options = benchOptions({
  contracts: { type: 'string', default: '1000000' },
  clients: { type: 'string', default: '10' },
  seconds: { type: 'string', default: '10' },
  staff: { type: 'string', default: '1000' },
  /** How long to wait for the mail queue to hand every digest to the mailer. */
  'drain-seconds': { type: 'string', default: '1800' },
});
const { kinds } = options;
const contractCount = Number(options.contracts);
const clients = Number(options.clients);
const seconds = Number(options.seconds);
const staffCount = Number(options.staff);
const drainSeconds = Number(options['drain-seconds']);

/** Owners, properties and tenants (one of each per owner, seed-search.ts), whose contracts these are. */
const TENANTS = 50_000;
const PAST_DAYS = 1826;
const FUTURE_DAYS = 1095;
/** The share of contracts still to finish: 20 % over 3 years puts about 2.2 % in the next 120 days. */
const FUTURE_SHARE = 0.2;
const BATCH = 100_000;
/** The figure the closing note is compared with; EXPLAIN ANALYZE is printed whole above it. */
const SLOW_P99_MS = 100;
const STAFF_DOMAIN = 'bench-agency.example.com';

const CASES = [
  { name: 'within=30', query: { within: 30, overdue: false, page: 1 } },
  { name: 'within=120', query: { within: 120, overdue: false, page: 1 } },
  { name: 'overdue=true', query: { within: 30, overdue: true, page: 1 } },
  { name: 'within=30&page=5', query: { within: 30, overdue: false, page: 5 } },
] as const;
type Case = (typeof CASES)[number];
const pathOf = ({ name }: Case) => `/api/contract/expiring?${name}`;

const run = (database: Database, text: string, values: unknown[] = []) => database.executeSql(text, values);
const elapsed = (since: number) => (performance.now() - since) / 1000;

interface SeedTimes {
  records: number;
  contracts: number;
  indexes: number;
  statistics: number;
}

/**
 * Contract i (1 ... count) belongs to tenant (i - 1) % TENANTS + 1 and is that tenant's slot (i - 1) / TENANTS: a
 * tenant's contracts finish one after the other, spread over the 8 years (the first 80 % of slots in the past 5 years,
 * the rest in the next 3), each tenant shifted by its own fraction of a slot. Every id is md5 of i, so a contract can
 * name the one renewing it (the tenant's next, i + TENANTS) before it exists: the batches go from the last i down.
 * h, a hash of i from 0 to 99, decides: finished ones are renewed (h < 60) or ended (h < 85), else overdue or
 * history; of those finishing in 120 days 15 % are renewed, 5 % ended, 10 % offered a renewal; later ones 3 % renewed.
 */
function contractBatchSql(lo: number, hi: number): string {
  const slot = `(i - 1) / ${TENANTS}`;
  const tenantNo = `(i - 1) % ${TENANTS} + 1`;
  const slots = `((${contractCount} - ((i - 1) % ${TENANTS} + 1)) / ${TENANTS} + 1)`;
  const jitter = `((((i - 1) % ${TENANTS} + 1)::bigint * 7919) % 10007) / 10007.0`;
  return `
    insert into contracts (id, owner_id, property_id, tenant_id, contract_ref_name, rental_rate_in_months,
      rental_period, start_date, finish_date, deposit_amount, number_of_tenants, agent_name, renewed_by_contract_id,
      ending_date, ending_note, ending_property_available, property_released_at, renewal_offered_at, created_at,
      updated_at)
    select md5('bench-contract-' || c.i)::uuid, t.owner_id, t.property_id, t.tenant_id,
      'CT-' || to_char(c.start, 'YYYY') || '-' || lpad(c.i::text, 7, '0'), c.rent, c.months::text, c.start, c.finish,
      c.rent * 2, 1 + c.h % 3, 'Bench Agent ' || (c.tenant_no % 1000 + 1),
      case when c.renewed then md5('bench-contract-' || (c.i + ${TENANTS}))::uuid end,
      case when c.ending then c.finish end,
      case when c.ending then 'The tenant moves out' end,
      c.ending and c.h % 2 = 0,
      case when c.ending and c.h % 2 = 0 and c.finish < current_date then (c.finish + 1)::timestamptz end,
      case when c.offered then now() - make_interval(days => c.h - 19) end,
      (c.start - 14)::timestamptz, (c.start - 14)::timestamptz
    from (
      select f.*,
        not f.renewed and (f.day_offset < 0 and f.h < 85 or f.day_offset between 0 and 120 and f.h between 15 and 19)
          as ending,
        not f.renewed and f.day_offset between 0 and 120 and f.h between 20 and 29 as offered,
        (f.finish - make_interval(months => f.months) + interval '1 day')::date as start
      from (
        select d.*, current_date + d.day_offset as finish,
          d.i + ${TENANTS} <= ${contractCount} and (d.day_offset < 0 and d.h < 60
            or d.day_offset between 0 and 120 and d.h < 15 or d.day_offset > 120 and d.h < 3) as renewed
        from (
          select i, ${tenantNo} as tenant_no, ((hashint4(i)::bigint + 2147483648) % 100)::int as h,
            case when i % 10 = 0 then 6 else 12 end as months, (15000 + (i % 50) * 1000)::numeric as rent,
            (case when (${slot} + ${jitter}) / ${slots} < ${1 - FUTURE_SHARE}
              then floor(-${PAST_DAYS} + (${slot} + ${jitter}) / ${slots} / ${1 - FUTURE_SHARE} * ${PAST_DAYS})
              else floor(((${slot} + ${jitter}) / ${slots} - ${1 - FUTURE_SHARE}) / ${FUTURE_SHARE} * ${FUTURE_DAYS})
            end)::int as day_offset
          from generate_series(${lo}, ${hi}) as i
        ) as d
      ) as f
    ) as c
    join bench_lease_tenants as t on t.n = c.tenant_no`;
}

/** The owners, properties and tenants of seed-search.ts, then `contractCount` contracts in batches (see above). */
async function seedLeases(database: Database): Promise<SeedTimes> {
  let start = performance.now();
  await seedSearchRecords(database, TENANTS);
  // seed-search.ts gives each tenant one contract, all finishing on the same day: these are replaced.
  await run(database, 'truncate contracts');
  // Monthly rents for the page, and some owners' passports expiring before their contracts do (the digest).
  await run(
    database,
    `update properties set monthly_rent = 15000 + (hashtext(ref_id)::bigint + 2147483648) % 60 * 1000`,
  );
  await run(
    database,
    `update owners set passport_expiry = current_date + ((hashtext(email)::bigint + 2147483648) % 1500)::int
     where (hashtext(email)::bigint + 2147483648) % 40 = 0`,
  );
  await run(
    database,
    `create table bench_lease_tenants as
     select (row_number() over (order by t.id))::int as n, t.id as tenant_id, p.id as property_id, p.owner_id
     from tenants as t join properties as p on p.id = t.property_id`,
  );
  await run(database, 'create unique index on bench_lease_tenants (n)');
  const records = elapsed(start);

  start = performance.now();
  const { rows: indexes } = (await run(
    database,
    `select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index as x join pg_class as c on c.oid = x.indexrelid
     where x.indrelid = 'contracts'::regclass
       and not exists (select 1 from pg_constraint as k where k.conindid = x.indexrelid)`,
  )) as { rows: { name: string; definition: string }[] };
  for (const { name } of indexes) await run(database, `drop index "${name}"`);
  for (let hi = contractCount; hi >= 1; hi -= BATCH) {
    const batchStart = performance.now();
    await run(database, contractBatchSql(Math.max(1, hi - BATCH + 1), hi));
    console.log(`  contracts ${Math.max(1, hi - BATCH + 1)}-${hi} in ${elapsed(batchStart).toFixed(1)} s`);
  }
  const contractSeconds = elapsed(start);

  start = performance.now();
  for (const { definition } of indexes) await run(database, definition);
  await run(database, 'drop table bench_lease_tenants');
  const indexSeconds = elapsed(start);

  start = performance.now();
  await run(database, database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
  return { records, contracts: contractSeconds, indexes: indexSeconds, statistics: elapsed(start) };
}

/** The agency's "today", as the product computes it. */
function agencyToday(): string {
  const config = benchConfig({});
  return agencyNow(new Date(), config.agencyTimeZone).day;
}

function benchConfig(env: Record<string, string>) {
  const parsed = parseConfig({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    MFA_REQUIRED: 'off',
    ...env,
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.config;
}

interface Plan {
  /** EXPLAIN ANALYZE's execution time of the page's statement and of its count, in ms. */
  pageMs: number;
  countMs: number;
  /** Their planning time, in ms: the product sends them unprepared, so each request plans both again. */
  pagePlanningMs: number;
  countPlanningMs: number;
  text: string;
}

/** The statements of GET /api/contract/expiring (leases-repository.ts: its where, joins, order and page) explained. */
async function explain(database: Database, { query }: Case, today: string): Promise<Plan> {
  const where = expiringWhere({ today, ...query });
  const page = expiringPage(database.db, where, { page: query.page, limit: PAGING.limit }).toSQL();
  const total = database.db.select({ total: count() }).from(contracts).where(where).toSQL();
  // Run twice: the second, with the pages the first read in memory, as the product's steady state has them.
  const analyze = async ({ sql, params }: { sql: string; params: unknown[] }) => {
    await run(database, `explain (analyze, buffers) ${sql}`, params);
    const { rows } = await run(database, `explain (analyze, buffers) ${sql}`, params);
    const lines = (rows as Record<string, string>[]).map((row) => Object.values(row)[0] ?? '');
    const time = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
    const planning = Number(/Planning Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
    return { lines, time, planning };
  };
  const pagePlan = await analyze(page);
  const countPlan = await analyze(total);
  return {
    pageMs: pagePlan.time,
    countMs: countPlan.time,
    pagePlanningMs: pagePlan.planning,
    countPlanningMs: countPlan.planning,
    text: [
      `${page.sql}  -- ${JSON.stringify(page.params)}`,
      ...pagePlan.lines,
      '',
      `${total.sql}  -- ${JSON.stringify(total.params)}`,
      ...countPlan.lines,
    ].join('\n'),
  };
}

interface Digest {
  due: number;
  sent: number;
  /** One runLeaseDigest with `staffCount` agents due. */
  runSeconds: number;
  /** From the start of the run until the mail queue has handed every queued mail to the mailer; undefined: not in time. */
  drainedSeconds?: number;
  handed: number;
  /** The next look, nothing being due any more. */
  idleLookMs: number;
  /** Text and HTML parts of one digest, in bytes. */
  mailBytes: number;
}

/**
 * `staffCount` active agents (half following their role's default, half opted in), then one digest run in this
 * process with the mail queue as production starts it (mail-outbox.ts), its mailer counting and discarding.
 */
async function benchDigest(
  database: Database,
  where: { databaseUrl?: string; dataDir: string },
): Promise<Digest> {
  await run(
    database,
    `insert into staff_users (email, password_hash, name, role, lease_digest)
     select 'agent' || i || '@${STAFF_DOMAIN}', $1, 'Bench Agent ' || i, 'agent', case when i % 2 = 0 then true end
     from generate_series(1, $2::int) as i`,
    [await hashPassword('bench-agent-password'), staffCount],
  );
  const config = benchConfig({
    DATA_DIR: where.dataDir,
    ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
  });
  let handed = 0;
  let mailBytes = 0;
  let expected = Number.POSITIVE_INFINITY;
  let allHanded = () => {};
  const drained = new Promise<void>((resolve) => {
    allHanded = resolve;
  });
  const mailer = {
    async send(mail: Mail) {
      handed += 1;
      mailBytes = Buffer.byteLength(mail.text) + Buffer.byteLength(mail.html);
      if (handed >= expected) allHanded();
    },
  };
  const mail = await startMailOutbox({
    executeSql: database.executeSql,
    mailer,
    secret: randomBytes(32).toString('hex'),
    log: pino({ level: 'warn' }),
  });
  try {
    // Today's digest is due once the agency's clock has passed DIGEST_HOUR: now, or later today.
    const { hour } = agencyNow(new Date(), config.agencyTimeZone);
    const now = new Date(Date.now() + Math.max(0, config.digestHour - hour) * 3_600_000);
    const context = { db: database.db, mail, config };
    const start = performance.now();
    const result = await runLeaseDigest(context, now);
    const runSeconds = elapsed(start);
    expected = result.sent;
    if (handed >= expected) allHanded();
    console.log(
      `  digest: ${result.due} due, ${result.sent} queued in ${runSeconds.toFixed(2)} s; waiting for the mail queue`,
    );
    const progress = setInterval(
      () =>
        console.log(`  ${handed} of ${expected} handed to the mailer after ${elapsed(start).toFixed(0)} s`),
      60_000,
    );
    const inTime = await Promise.race([
      drained.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), drainSeconds * 1000).unref()),
    ]);
    clearInterval(progress);
    const drainedSeconds = inTime ? elapsed(start) : undefined;
    const lookStart = performance.now();
    const idle = await runLeaseDigest(context, now);
    const idleLookMs = performance.now() - lookStart;
    if (idle.due !== 0) throw new Error(`A second digest run found ${idle.due} people due`);
    return { ...result, runSeconds, drainedSeconds, handed, idleLookMs, mailBytes };
  } finally {
    await mail.stop();
  }
}

interface Measured {
  benchCase: Case;
  total: number;
  figures: Figures;
  floor: Figures;
  plan?: Plan;
}

interface Row {
  kind: DatabaseKind;
  seed: SeedTimes;
  measured: Measured[];
  digest: Digest;
}

async function benchOne(kind: DatabaseKind): Promise<Row> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-leases-'));
  let database: BenchDatabase | undefined;
  let product: StartedProcess | undefined;
  let opened: Database | undefined;
  try {
    database = await createBenchDatabase(kind);
    const dataDir = path.join(workDir, 'product');
    const where = { databaseUrl: database.url, dataDir };
    const seedStart = performance.now();
    opened = await openDatabase(where);
    await opened.migrate();
    const seed = await seedLeases(opened);
    await opened.close();
    opened = undefined;
    console.log(
      `${kind}: ${contractCount.toLocaleString('en')} contracts seeded in ${elapsed(seedStart).toFixed(1)} s ` +
        `(records ${seed.records.toFixed(1)} s, contracts ${seed.contracts.toFixed(1)} s, ` +
        `indexes ${seed.indexes.toFixed(1)} s, statistics ${seed.statistics.toFixed(1)} s)`,
    );

    const started = await startProduct(workDir, where);
    product = started.product;
    const measured: Measured[] = [];
    const health = () => '/api/health';
    for (const benchCase of CASES) {
      const response = await fetch(`${product.baseUrl}${pathOf(benchCase)}`, { headers: started.headers });
      if (response.status !== 200) {
        throw new Error(`${pathOf(benchCase)}: ${response.status} ${await response.text()}`);
      }
      const { total } = (await response.json()) as { total: number };
      const casePath = () => pathOf(benchCase);
      // A short warm-up (JIT, caches, pool), then the measured run; the floor right after, the same way.
      await runLoad(Math.min(3, seconds), product, casePath, clients, started.headers);
      const figures = await runLoad(seconds, product, casePath, clients, started.headers);
      await runLoad(Math.min(3, seconds), product, health, clients, {});
      const floor = await runLoad(seconds, product, health, clients, {});
      measured.push({ benchCase, total, figures, floor });
      console.log(formatRow(kind, { benchCase, total, figures, floor }));
    }
    await product.stop();
    product = undefined;

    // The product is stopped: one process opens the database again (PGlite takes one at a time).
    opened = await openDatabase(where);
    const today = agencyToday();
    for (const entry of measured) entry.plan = await explain(opened, entry.benchCase, today);
    const digest = await benchDigest(opened, where);
    console.log(formatDigest(kind, digest));
    await opened.close();
    opened = undefined;
    return { kind, seed, measured, digest };
  } finally {
    await opened?.close();
    await product?.stop();
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const HEADER = [
  '| database | contracts | GET /api/contract/expiring? | rows listed (total) | clients | req/s | CPU µs per request | p50 ms | p99 ms | floor: GET /api/health p50 / p99 ms | in the database alone (EXPLAIN ANALYZE, warm): page + count execution ms (planning ms) | non-2xx |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
function formatRow(kind: DatabaseKind, { benchCase, total, figures, floor, plan }: Measured): string {
  const cells = [
    kind,
    contractCount.toLocaleString('en'),
    benchCase.name,
    total.toLocaleString('en'),
    clients,
    Math.round(figures.perSecond),
    Math.round(figures.cpuMicros),
    figures.p50,
    figures.p99,
    `${floor.p50} / ${floor.p99}`,
    plan
      ? `${plan.pageMs.toFixed(1)} + ${plan.countMs.toFixed(1)} ` +
        `(${plan.pagePlanningMs.toFixed(1)} + ${plan.countPlanningMs.toFixed(1)})`
      : '…',
    figures.failures + floor.failures,
  ];
  return `| ${cells.join(' | ')} |`;
}

const DIGEST_HEADER = [
  '| database | contracts | staff | due | queued | digest run s | all handed to the mailer after s | mails per s | one digest, text + html KB | next look, nothing due, ms |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
function formatDigest(kind: DatabaseKind, digest: Digest): string {
  const { drainedSeconds, handed, sent } = digest;
  const cells = [
    kind,
    contractCount.toLocaleString('en'),
    staffCount.toLocaleString('en'),
    digest.due,
    sent,
    digest.runSeconds.toFixed(2),
    drainedSeconds === undefined ? `${handed} of ${sent} after ${drainSeconds} s` : drainedSeconds.toFixed(1),
    drainedSeconds ? (handed / drainedSeconds).toFixed(2) : '',
    (digest.mailBytes / 1024).toFixed(1),
    digest.idleLookMs.toFixed(1),
  ];
  return `| ${cells.join(' | ')} |`;
}

// The product's own digest look (every DIGEST_CHECK_SECONDS, 60 by default) would run a digest for the bench admin
// during the load: it is put off past the bench, which times the digest on its own.
process.env.DIGEST_CHECK_SECONDS = '3600';

const rows: Row[] = [];
for (const kind of kinds) rows.push(await benchOne(kind));

console.log('\nSeed times:\n');
console.log(
  [
    '| database | contracts | owners, properties, tenants (seed-search.ts) s | contracts s | indexes s | statistics s |',
    '|---|---|---|---|---|---|',
    ...rows
      .map(({ kind, seed }) =>
        [
          kind,
          contractCount.toLocaleString('en'),
          seed.records.toFixed(1),
          seed.contracts.toFixed(1),
          seed.indexes.toFixed(1),
          seed.statistics.toFixed(1),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ].join('\n'),
);
console.log(
  `\nGET /api/contract/expiring, ${seconds} s after a warm-up, ${clients} concurrent clients, each followed by the floor:\n`,
);
console.log(
  [...HEADER, ...rows.flatMap(({ kind, measured }) => measured.map((m) => formatRow(kind, m)))].join('\n'),
);
for (const { kind, measured } of rows) {
  for (const { benchCase, figures, plan } of measured) {
    if (figures.p99 > SLOW_P99_MS && plan) {
      console.log(
        `\n${kind}, ?${benchCase.name}: p99 ${figures.p99} ms. EXPLAIN (ANALYZE, BUFFERS), idle, second run:\n`,
      );
      console.log(plan.text);
    }
  }
}

console.log(
  `\nOne digest run for ${staffCount.toLocaleString('en')} agents (in this process, after the load):\n`,
);
console.log([...DIGEST_HEADER, ...rows.map(({ kind, digest }) => formatDigest(kind, digest))].join('\n'));
