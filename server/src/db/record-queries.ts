import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FileUrl } from '../files/file-urls';
import type { Paging } from '../http/envelope';
import { type Precondition, preconditionHolds } from '../http/preconditions';
import type { Db } from './database';
import type { contracts } from './schema/contracts';
import type { owners } from './schema/owners';
import type { properties } from './schema/properties';
import type { tenants } from './schema/tenants';

export type RecordTable = typeof owners | typeof properties | typeof tenants | typeof contracts;

/** Whether the table has a row with this id. */
export async function recordExists(db: Pick<Db, 'select'>, table: RecordTable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** Whether another owner or tenant (not `exceptId`) has this email, ignoring case. */
export async function emailTaken(
  db: Pick<Db, 'select'>,
  table: typeof owners | typeof tenants,
  email: string,
  exceptId?: string,
): Promise<boolean> {
  const sameEmail = sql`lower(${table.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(sameEmail, ne(table.id, exceptId)) : sameEmail)
    .limit(1);
  return row !== undefined;
}

/** The list order of every domain: newest first, id breaking ties ("nulls last" matches the indexes). */
export const newestFirst = (table: RecordTable): SQL[] => [
  sql`${table.createdAt} desc nulls last`,
  sql`${table.id} desc nulls last`,
];

/**
 * The columns a domain's answers read: all but `left` (a password hash; the timestamps, which the answers do not
 * carry and whose parsing is the costliest part of reading a page on PGlite).
 */
export function answerColumns<T extends RecordTable, Left extends keyof T['_']['columns']>(
  table: T,
  ...left: Left[]
): Omit<T['_']['columns'], Left> {
  const columns: Partial<T['_']['columns']> = { ...getTableColumns(table) };
  for (const name of left) delete columns[name];
  return columns as Omit<T['_']['columns'], Left>;
}

/** Reads the records matching `where` as their routes answer them, newest first (one page, or all). */
export type RecordReader<Answer> = (
  db: Pick<Db, 'select'>,
  fileUrl: FileUrl,
  where: SQL | undefined,
  paging?: Paging,
) => Promise<Answer[]>;

/** One page of a list query (all of it without paging). */
function pageOf<Query extends PgSelect>(query: Query, paging: Paging | undefined) {
  return paging ? query.limit(paging.limit).offset((paging.page - 1) * paging.limit) : query;
}

/**
 * The reader of a domain's records: the `columns` of the records of `table` matching `where`, each joined to its
 * one row of `joined`, newest first (one page, or all), answered by `answer` (which reads what else it needs).
 */
export function joinedReader<Columns extends SelectedFields, Answer>(
  columns: Columns,
  [table, joined, on]: [RecordTable, PgTable, SQL],
  answer: (
    rows: SelectResultFields<Columns>[],
    db: Pick<Db, 'select'>,
    fileUrl: FileUrl,
  ) => Promise<Answer[]> | Answer[],
): RecordReader<Answer> {
  return async (db, fileUrl, where, paging) => {
    const query = db
      .select(columns as SelectedFields)
      .from(table)
      .innerJoin(joined, on)
      .where(where)
      .orderBy(...newestFirst(table));
    const rows = (await pageOf(query.$dynamic(), paging)) as SelectResultFields<Columns>[];
    return rows.length === 0 ? [] : answer(rows, db, fileUrl);
  };
}

/** The changes of an edit that are given: undefined keeps the stored value. */
export function givenChanges<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Why an edit was not applied: no such record, or its version is not the one the edit was made from (412). */
export type EditRefusal = { status: 'notFound' } | { status: 'stale' };

/**
 * The first step of every edit's transaction: reads the whole record FOR UPDATE (a concurrent edit of it waits
 * for this transaction to end, then reads the version this one wrote) and checks the edit's precondition there,
 * so the check and the write are one atomic step.
 */
export async function lockForEdit<T extends RecordTable>(
  tx: Pick<Db, 'select'>,
  table: T,
  id: string,
  precondition: Precondition,
): Promise<{ status: 'locked'; before: T['$inferSelect'] } | EditRefusal> {
  const [before] = await tx
    .select()
    .from(table as RecordTable)
    .where(eq(table.id, id))
    .for('update');
  if (!before) return { status: 'notFound' };
  if (!preconditionHolds(precondition, before.version)) return { status: 'stale' };
  return { status: 'locked', before: before as T['$inferSelect'] };
}
