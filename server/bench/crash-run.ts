// One crash-safety run on one database: the real server (src/main.ts), `clients` clients writing, `kills`
// SIGKILLs at random moments, each followed by a restart on the same data; then every record is read back.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type BenchDatabase, createBenchDatabase, type DatabaseKind } from './bench-database';
import { benchAdmin, productEnv, type StartedProcess, startServer } from './bench-process';
import { type CheckResult, checkRecords, type SentWrite, type TrackedRecord } from './crash-check';
import * as writes from './crash-writes';

export interface CrashOptions {
  kind: DatabaseKind;
  writes: number;
  kills: number;
  clients: number;
  /** Keeps the data folder and server log (printed) instead of removing them. */
  keep?: boolean;
}

export interface CrashFigures extends CheckResult {
  kind: DatabaseKind;
  sent: number;
  acknowledged: number;
  refused: number;
  kills: number;
  /** Restarts that failed: the server did not come back on the data it left (PGlite could not reopen). */
  reopenFailures: number;
  restartMs: number[];
  logFile: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runCrashSafety(options: CrashOptions): Promise<CrashFigures> {
  const workDir = mkdtempSync(path.join(tmpdir(), `pm-crash-${options.kind}-`));
  const logFile = path.join(workDir, 'server.log');
  const database: BenchDatabase = await createBenchDatabase(options.kind);
  const admin = benchAdmin('Crash');
  const env = productEnv(admin, { dataDir: path.join(workDir, 'data'), databaseUrl: database.url });
  const start = () => startServer(logFile, env);
  const figures: CrashFigures = {
    kind: options.kind,
    sent: 0,
    acknowledged: 0,
    refused: 0,
    kills: 0,
    reopenFailures: 0,
    restartMs: [],
    logFile,
    acknowledgedFound: 0,
    lost: 0,
    torn: 0,
    unansweredFound: 0,
    problems: [],
  };

  let server: StartedProcess | undefined = await start();
  let token = '';
  let ready: Promise<void> = Promise.resolve();
  const signIn = async () => {
    const response = await fetch(`${server?.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (response.status !== 200)
      throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
    token = ((await response.json()) as { data: { access_token: string } }).data.access_token;
  };
  const get = async (url: string) => {
    await ready;
    return fetch(`${server?.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  };
  await signIn();

  const records: TrackedRecord[] = [];
  const send = async (record: TrackedRecord, write: writes.Write): Promise<SentWrite> => {
    figures.sent += 1;
    await ready;
    const body = write.body();
    const sent: SentWrite = { write, outcome: 'unanswered' };
    record.writes.push(sent);
    try {
      const response = await fetch(`${server?.baseUrl}${write.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status === 200) {
        sent.outcome = 'acknowledged';
        figures.acknowledged += 1;
        if (write.kind === 'create') record.id = (JSON.parse(text) as { data: { _id: string } }).data._id;
      } else {
        sent.outcome = 'refused';
        figures.refused += 1;
        figures.problems.push(
          `${write.kind} ${write.entity} answered ${response.status}: ${text.slice(0, 200)}`,
        );
        if (response.status === 401) await signIn();
      }
    } catch {
      // No answer: the server was killed while (or before) handling it.
    }
    return sent;
  };

  /** A client's own records, by entity, once their create was acknowledged. */
  const client = async (clientNumber: number) => {
    const mine = (entity: writes.Entity) =>
      records.filter((r) => r.entity === entity && r.id && r.client === clientNumber);
    let sequence = 0;
    while (figures.sent < options.writes && server) {
      sequence += 1;
      const tag = `${clientNumber}-${sequence}-${randomBytes(3).toString('hex')}`;
      const pick = <T>(list: T[]) => list[randomInt(list.length)] as T;
      const [owners, properties, tenants, contracts] = (
        ['owner', 'property', 'tenant', 'contract'] as const
      ).map(mine);
      const latest = (record: TrackedRecord) => record.writes.at(-1)?.write.expected ?? {};
      const edit = (
        record: TrackedRecord,
        make: (id: string, current: writes.Write['expected']) => writes.Write,
      ) => send(record, make(record.id as string, latest(record)));
      const create = (write: writes.Write) => {
        const record: TrackedRecord = { entity: write.entity, client: clientNumber, writes: [] };
        records.push(record);
        return send(record, write);
      };
      const roll = randomInt(100);
      if (owners.length === 0 || roll < 15) await create(writes.createOwner(tag));
      else if (roll < 30) await edit(pick(owners), writes.editOwner);
      else if (roll < 45 || properties.length === 0)
        await create(writes.createProperty(tag, pick(owners).id as string));
      else if (roll < 55) await edit(pick(properties), writes.editProperty);
      else if (roll < 67 || tenants.length === 0)
        await create(writes.createTenant(tag, pick(properties).id as string));
      else if (roll < 75) await edit(pick(tenants), writes.editTenant);
      else if (roll < 87 || contracts.length === 0) {
        const tenant = pick(tenants);
        const property = tenant.writes[0]?.write.expected.profile as { property: { _id: string } };
        const propertyRecord = properties.find((record) => record.id === property.property._id);
        const owner = (propertyRecord?.writes[0]?.write.expected.owner as { _id: string } | undefined)?._id;
        await create(
          writes.createContract(tag, {
            owner: owner ?? (pick(owners).id as string),
            property: property.property._id,
            tenant: tenant.id as string,
          }),
        );
      } else await edit(pick(contracts), writes.editContract);
    }
  };

  /** Kills at random moments spread over the run, each followed by a restart on the same data. */
  const killer = async () => {
    const points = Array.from({ length: options.kills }, (_, index) =>
      Math.floor(((index + 0.5 + (Math.random() - 0.5) * 0.8) * options.writes) / options.kills),
    );
    for (const point of points) {
      while (figures.sent < point) await sleep(5);
      await sleep(randomInt(40));
      let restarted: () => void = () => {};
      ready = new Promise((resolve) => {
        restarted = resolve;
      });
      const killedAt = performance.now();
      await server?.kill();
      figures.kills += 1;
      try {
        server = await start();
        figures.restartMs.push(performance.now() - killedAt);
      } catch (error) {
        figures.reopenFailures += 1;
        figures.problems.push(
          `restart after kill ${figures.kills} failed: ${error instanceof Error ? error.message.slice(0, 2000) : error}`,
        );
        server = undefined;
      }
      restarted();
      if (!server) return;
    }
  };

  try {
    const clients = Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
    await killer();
    if (server) {
      await clients;
      const check = await checkRecords(records, get);
      Object.assign(figures, check, { problems: [...figures.problems, ...check.problems] });
    } else {
      figures.lost = figures.acknowledged;
      await Promise.race([clients, sleep(1000)]);
    }
  } finally {
    await server?.stop();
    await database.drop();
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  }
  return figures;
}
