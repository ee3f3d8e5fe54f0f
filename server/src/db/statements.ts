// The statement types both database drivers implement (database.ts for PostgreSQL, pglite-client.ts for PGlite).

/** What a prepared statement answers: its rows as node-postgres parses them. */
export type StatementRows = Promise<{ rows: unknown[] }>;

/**
 * The statements of one request held together on one connection (RunTogether); valid only inside its work. On
 * PGlite no other statement comes between them: a request of three statements waits for the connection once, not
 * three times behind the statements of other requests. On PostgreSQL they share one connection of the pool.
 */
export interface Turn {
  run: (name: string, text: string, values: unknown[]) => StatementRows;
}

export type RunTogether = <T>(work: (turn: Turn) => Promise<T>) => Promise<T>;

/**
 * A statement whose text is fixed and whose values vary, run as often as requests come: `name` must always stand for
 * the same text. A named prepared statement, planned once per connection, on both databases; rows come as
 * node-postgres parses them. Run in the `turn` given, else on its own. Outside transactions only: on PGlite it
 * waits for the open transaction to end.
 */
export type PrepareStatement = (
  name: string,
  text: string,
) => (values: unknown[], turn?: Turn) => StatementRows;
