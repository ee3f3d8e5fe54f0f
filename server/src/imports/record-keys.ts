// How an import finds records by their natural key: owners and tenants by email (ignoring case), properties by
// refId, contracts by contractRefName; the rows of many keys in one query.
import type { SpreadsheetList } from '@pm/schemas/spreadsheet';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { RecordTable } from '../db/record-queries';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { tenants } from '../db/schema/tenants';

/** Keys looked up at a time: one query per batch, each well under PostgreSQL's bind parameter limit. */
const LOOKUP_BATCH = 1000;

type Reader = Pick<Db, 'select'>;
export type StoredRow = Record<string, unknown> & { id: string };

/** A list whose records a natural key finds: the key's column, compared as `normalized` says. */
interface KeyedList {
  table: RecordTable;
  /** The key as stored, compared (lower-cased for an email, which is unique ignoring case). */
  key: SQL;
  normalized: (value: string) => string;
}

const byEmail = (table: typeof owners | typeof tenants): KeyedList => ({
  table,
  key: sql`lower(${table.email})`,
  normalized: (value) => value.trim().toLowerCase(),
});
const byText = (table: RecordTable, column: SQL): KeyedList => ({
  table,
  key: column,
  normalized: (value) => value.trim(),
});

/** The lists a key finds records of: the imported ones, and those a link points to (a contract's tenant). */
const KEYED: Partial<Record<SpreadsheetList, KeyedList>> = {
  owners: byEmail(owners),
  tenants: byEmail(tenants),
  properties: byText(properties, sql`${properties.refId}`),
  contracts: byText(contracts, sql`${contracts.contractRefName}`),
};

function keyedList(list: SpreadsheetList): KeyedList {
  const keyed = KEYED[list];
  if (!keyed) throw new Error(`The ${list} list has no key to find its records by.`);
  return keyed;
}

/** A key value as the list compares it. */
export const normalizedKey = (list: SpreadsheetList, value: string) => keyedList(list).normalized(value);

/** The rows of a list with these keys (normalized), by key. */
async function rowsByKeys(
  db: Reader,
  list: SpreadsheetList,
  keys: readonly string[],
): Promise<Map<string, StoredRow[]>> {
  const { table, key } = keyedList(list);
  const found = new Map<string, StoredRow[]>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({ row: table as never, key: sql<string>`${key}`.as('import_key') })
    .from(table)
    .where(inArray(key, [...keys]));
  for (const { row, key: value } of rows as { row: StoredRow; key: string }[]) {
    found.set(value, [...(found.get(value) ?? []), row]);
  }
  return found;
}

/** Looks up keys in batches: normalized key -> the rows that have it (several may share one). */
export async function lookUp(db: Reader, list: SpreadsheetList, keys: Iterable<string>) {
  const all = [...new Set(keys)];
  const found = new Map<string, StoredRow[]>();
  for (let start = 0; start < all.length; start += LOOKUP_BATCH) {
    for (const [key, rows] of await rowsByKeys(db, list, all.slice(start, start + LOOKUP_BATCH))) {
      found.set(key, rows);
    }
  }
  return found;
}
