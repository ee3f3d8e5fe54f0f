import { count, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db } from './database';
import type { contracts } from './schema/contracts';
import type { owners } from './schema/owners';
import type { properties } from './schema/properties';
import { rowCounts } from './schema/row-counts';
import type { tenants } from './schema/tenants';

/** The tables whose row count the triggers of migration 0007 keep in row_counts. */
export type CountedTable = typeof owners | typeof properties | typeof tenants | typeof contracts;

/**
 * How many rows of `table` match `where`: counted through the filter's index when there is one (an owner's
 * properties, a tenant's contracts), else read from row_counts, one row however large the table.
 */
export async function countRows(db: Db, table: CountedTable, where?: SQL): Promise<number> {
  if (where) {
    const [row] = await db.select({ total: count() }).from(table).where(where);
    return Number(row?.total ?? 0);
  }
  const [row] = await keptCount(db).execute({ table: getTableName(table) });
  return row?.total ?? 0;
}

/**
 * The kept row count of `table` as a column: selected beside a page's columns, the page and its total take one
 * statement. A page past the last has no row to carry it: read it with pageTotal.
 */
export const keptTotal = (table: CountedTable) =>
  sql<number>`(select ${rowCounts.total} from ${rowCounts} where ${rowCounts.tableName} = ${getTableName(table)})`.mapWith(
    Number,
  );

/** The total a page read with keptTotal carries, or the kept count when the page is empty. */
export async function pageTotal(db: Db, table: CountedTable, rows: { total: number }[]): Promise<number> {
  return rows[0]?.total ?? countRows(db, table);
}

const preparedKeptCounts = new WeakMap<Db, ReturnType<typeof prepareKeptCount>>();
const prepareKeptCount = (db: Db) =>
  db
    .select({ total: rowCounts.total })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, sql.placeholder('table')))
    .limit(1)
    .prepare('kept_row_count');

/** The row_counts read, prepared once per database. */
function keptCount(db: Db) {
  let prepared = preparedKeptCounts.get(db);
  if (!prepared) {
    prepared = prepareKeptCount(db);
    preparedKeptCounts.set(db, prepared);
  }
  return prepared;
}
