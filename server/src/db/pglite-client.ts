import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';

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

export async function createPgliteClient(dataDir: string): Promise<PGlite> {
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
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

/**
 * Named prepared statements on PGlite, planned once: its query() always plans anew, so the statements go through
 * a node-postgres client over PGlite's own adapter (@electric-sql/pglite/node-postgres), which keeps them. Each
 * runs as query() does: after any open transaction, alone on the connection.
 */
export function preparedStatements(client: PGlite) {
  let connected: Promise<pg.Client> | undefined;
  const connection = () => {
    connected ??= (async () => {
      const adapter = new pg.Client(createPgConfig(client) as pg.ClientConfig);
      await adapter.connect();
      return adapter;
    })();
    return connected;
  };
  return {
    prepare:
      (name: string, text: string) =>
      async (values: unknown[]): Promise<{ rows: unknown[] }> => {
        const adapter = await connection();
        return client._runExclusiveTransaction(() =>
          client.runExclusive(() => adapter.query({ name, text, values })),
        );
      },
    close: async () => {
      if (connected) await (await connected).end();
    },
  };
}
