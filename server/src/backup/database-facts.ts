// What a backup reads from the snapshot itself (and a restore from the restored copy): row counts of every table and
// the stored file names the rows hold. Plain SQL, the same on PGlite and PostgreSQL.
import { STORED_FILE_NAME } from '../files/file-storage';

/** Rows of one statement without parameters. */
export type ReadQuery = (text: string) => Promise<Record<string, unknown>[]>;

const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables (plain and partitioned) of every schema but the system's, as schema.table, in order. */
export async function userTables(query: ReadQuery): Promise<{ schema: string; name: string }[]> {
  const rows = await query(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${SYSTEM_SCHEMAS} order by 1, 2`,
  );
  return rows.map((row) => ({ schema: String(row.schema), name: String(row.name) }));
}

/** Rows of each table (each partition counted in its own table only), by schema.table. */
export async function tableRowCounts(query: ReadQuery): Promise<Record<string, number>> {
  const tables = await userTables(query);
  if (tables.length === 0) return {};
  const counts: Record<string, number> = {};
  // A few hundred subselects per statement at most: pg-boss makes a partition per queue.
  for (let start = 0; start < tables.length; start += 200) {
    const rows = await query(
      tables
        .slice(start, start + 200)
        .map(
          ({ schema, name }) =>
            `select '${`${schema}.${name}`.replaceAll("'", "''")}' as name, count(*)::int as rows from only ${quoteName(schema)}.${quoteName(name)}`,
        )
        .join(' union all '),
    );
    for (const row of rows) counts[String(row.name)] = Number(row.rows);
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Every stored file name a row holds: any text or text[] column of the public schema whose value has the form of
 * a stored name (files/file-storage.ts), so a new file column needs no change here. The audit trail is left out:
 * it names files that edits replaced and removed.
 */
export async function referencedFileNames(query: ReadQuery): Promise<string[]> {
  const columns = await query(
    `select c.table_name as table, c.column_name as column, c.data_type = 'ARRAY' as list
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'audit_events'
       and (c.data_type = 'text' or (c.data_type = 'ARRAY' and c.udt_name = '_text'))
     order by 1, 2`,
  );
  const byTable = new Map<string, { column: string; list: boolean }[]>();
  for (const row of columns) {
    const table = String(row.table);
    byTable.set(table, [
      ...(byTable.get(table) ?? []),
      { column: String(row.column), list: row.list === true },
    ]);
  }
  if (byTable.size === 0) return [];
  const selects = [...byTable].map(([table, tableColumns]) => {
    const singles = tableColumns.filter((column) => !column.list).map((column) => quoteName(column.column));
    const lists = tableColumns
      .filter((column) => column.list)
      .map((column) => `coalesce(${quoteName(column.column)}, '{}')`);
    const array = [...(singles.length ? [`array[${singles.join(', ')}]::text[]`] : []), ...lists].join(
      ' || ',
    );
    return `select unnest(${array}) as name from public.${quoteName(table)}`;
  });
  const pattern = STORED_FILE_NAME.source.replaceAll("'", "''");
  const rows = await query(
    `select distinct name from (${selects.join(' union all ')}) found where name ~ '${pattern}' order by 1`,
  );
  return rows.map((row) => String(row.name));
}

export async function serverVersion(query: ReadQuery): Promise<string> {
  const [row] = await query('select version() as version');
  return String(row?.version ?? '');
}
