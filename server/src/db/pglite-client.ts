import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { PGlite, parse, protocol, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PrepareStatement, RunTogether, Turn } from './statements';

/**
 * The types Drizzle reads as text on PGlite (timestamps, dates, intervals, numeric arrays and the arrays of those):
 * it asks for them with a `parsers` option on every query, which PGlite merges into its whole table of ~300 parsers
 * each time, about 230 µs of CPU per query (measured). The client is given these parsers once instead, and Drizzle's
 * option is dropped.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;

/** PGlite's own parsers of those types, for the queries that are not Drizzle's (they expect what pg gives: Dates). */
export const DEFAULT_PARSERS = Object.fromEntries(
  TEXT_TYPES.flatMap((type) => (types.parsers[type] ? [[type, types.parsers[type]]] : [])),
);

/** The extensions the migrations create (the search's trigram indexes, migration 0009): PGlite loads them here. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** A PGlite database in `dataDir`; started from `loadDataDir` (a dumpDataDir) when given, without an initdb. */
export async function createPgliteClient(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir });
  // After creation: PGlite installs its array parsers while it starts.
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  return client;
}

function withoutParsersOption<T extends Pick<PGlite, 'query'>>(target: T): T['query'] {
  return ((text: string, params?: unknown[], options?: Parameters<T['query']>[2]) =>
    target.query(
      text,
      params,
      options?.parsers ? { ...options, parsers: undefined } : options,
    )) as T['query'];
}

/** The client as Drizzle is given it: its queries, in transactions too, without the per-query parsers option. */
export function clientForDrizzle(client: PGlite): PGlite {
  const query = withoutParsersOption(client);
  const transaction: PGlite['transaction'] = (run) =>
    client.transaction((tx) =>
      run(Object.assign(Object.create(tx), { query: withoutParsersOption(tx) }) as Transaction),
    );
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The messages as one buffer: PGlite runs them in one call, as a server reads a client's pipeline. */
function pipeline(...messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

/**
 * Named prepared statements on PGlite, planned once: its query() always plans anew. A statement is parsed and
 * described the first time it runs; after that each run is one call into PGlite with Bind, Describe, Execute and
 * Sync together (its node-postgres adapter made a call of each, about 150 µs more per statement). Values are
 * serialized by the types the statement's description gives, as query() does; rows are parsed with DEFAULT_PARSERS
 * for the types Drizzle reads as text. Each runs as query() does: after any open transaction, alone on the
 * connection; those of `together` one after the other, with nothing between them.
 */
export function preparedStatements(client: PGlite) {
  const { serialize } = protocol;
  const parameterTypes = new Map<string, number[]>();
  let rowParsers: typeof client.parsers | undefined;

  async function run(name: string, text: string, values: unknown[]) {
    let types = parameterTypes.get(name);
    if (!types) {
      const described = await client.execProtocolStream(
        pipeline(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described);
      parameterTypes.set(name, types);
    }
    const serialized = values.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[types[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      pipeline(
        serialize.bind({ statement: name, values: serialized }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
    );
    rowParsers ??= { ...client.parsers, ...DEFAULT_PARSERS };
    return { rows: parse.parseResults(messages, rowParsers)[0]?.rows ?? [] };
  }

  // The turn's statements run while `together` holds the connection. Each turn starts in an event-loop iteration
  // of its own, after Node has read the requests that came meanwhile, so requests are served in the order they
  // came. PGlite blocks the thread: without this, every waiting turn ran in one go while new requests waited
  // unread, and some waited two rounds (bench:search prints both ways beside a bare server, bench/busy-server.ts).
  const turn: Turn = { run };
  const together: RunTogether = (work) =>
    client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        await setImmediatePromise();
        return work(turn);
      }),
    );
  const prepare: PrepareStatement = (name, text) => (values, given) =>
    given ? given.run(name, text, values) : together(() => run(name, text, values));
  return { prepare, together };
}

/** Rows of one statement without parameters, for code that already holds PGlite's locks (database.ts snapshot). */
export type SimpleQuery = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Runs `text` by the simple query protocol through execProtocolStream, which takes none of PGlite's locks: only
 * for callers that hold them (query() would wait for them forever). Rows as query() parses them.
 */
export function simpleQueryOn(client: PGlite): SimpleQuery {
  return async (text) => {
    const messages = await client.execProtocolStream(protocol.serialize.query(text));
    const results = parse.parseResults(messages, { ...client.parsers, ...DEFAULT_PARSERS });
    return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
  };
}
