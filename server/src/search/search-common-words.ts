import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PrepareStatement, Turn } from '../db/database';
import { SEARCHED_KINDS, type SearchedKind, sqlStatement } from './search-kinds';
import { wordPieces } from './search-query';

/** How many records of each kind are read to tell its common words: a kind with fewer records has none. */
const SAMPLE_SIZE = 500;
/** A word found in at least this share of a kind's records is common. */
const COMMON_SHARE = 0.1;
/** How long one reading of the common words serves before a search reads them again. */
const READING_LIFETIME_MS = 10 * 60_000;

/**
 * SAMPLE_SIZE search documents of the kind, from a random id on in id order (ids are random, so any run of them is
 * a random sample), read through the primary key.
 */
function sampleQuery(kind: SearchedKind): string {
  const document = sql`${kind.table}.search_document`;
  const from = (condition: 'after' | 'before') =>
    sql`(select ${document} as "document" from ${kind.table}
      where ${kind.id} ${sql.raw(condition === 'after' ? '>=' : '<')} $1::uuid
      order by ${kind.id} limit ${sql.raw(String(SAMPLE_SIZE))})`;
  return sqlStatement(sql`${from('after')} union all ${from('before')} limit ${sql.raw(String(SAMPLE_SIZE))}`)
    .sql;
}

/** The pieces (wordPieces) found in at least COMMON_SHARE of the documents; none from fewer than SAMPLE_SIZE. */
export function commonPiecesOf(documents: string[]): Set<string> {
  if (documents.length < SAMPLE_SIZE) return new Set();
  const documentsHolding = new Map<string, number>();
  for (const document of documents) {
    for (const piece of new Set(wordPieces(document))) {
      documentsHolding.set(piece, (documentsHolding.get(piece) ?? 0) + 1);
    }
  }
  const least = documents.length * COMMON_SHARE;
  return new Set([...documentsHolding].filter(([, count]) => count >= least).map(([piece]) => piece));
}

/**
 * The words common in each kind's records (by the order of SEARCHED_KINDS), read from a sample of each kind when a
 * search first asks and again once the reading is READING_LIFETIME_MS old; searches arriving meanwhile wait for the
 * same reading.
 */
export function createCommonWords(prepare: PrepareStatement, clock: () => Date) {
  const samples = SEARCHED_KINDS.map((kind) => prepare(`search_sample_${kind.kind}`, sampleQuery(kind)));
  let common: ReadonlySet<string>[] = SEARCHED_KINDS.map(() => new Set());
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  async function read(turn?: Turn) {
    const next: ReadonlySet<string>[] = [];
    for (const sample of samples) {
      const { rows } = await sample([randomUUID()], turn);
      next.push(commonPiecesOf((rows as { document: string }[]).map((row) => row.document)));
    }
    common = next;
    readAt = clock().getTime();
  }

  return async function commonWords(turn?: Turn): Promise<ReadonlySet<string>[]> {
    if (clock().getTime() - readAt >= READING_LIFETIME_MS) {
      reading ??= read(turn).finally(() => {
        reading = undefined;
      });
      await reading;
    }
    return common;
  };
}
