import type { SearchKind } from '@pm/schemas/search';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { SEARCHED_KINDS, type SearchedKind } from './search-kinds';
import type { SearchTerms } from './search-terms';

/**
 * The least word similarity (pg_trgm, 0 to 1) of a near match. pg_trgm's default, 0.6, misses a typo in the last
 * letters of a short name ("sarha" for "sarah" scores 0.5).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * At most this many matching records of one kind are ranked: a query found in most of a table (a common word, a
 * single letter) stays as fast as any other, at the price of ranking only a part of its matches.
 */
const CANDIDATES_PER_KIND = 200;

/** One hit as the database answers it: `fieldScores` in the order of the kind's searched fields. */
export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  score: number;
  fieldScores: number[];
  fields: Record<string, string | null>;
  pageId: string;
}

interface RawRow extends Omit<SearchRow, 'fieldScores' | 'pageId'> {
  field_scores: number[];
  page_id: string;
}

/** The expression of a table's search index (migration 0009_search), over `columns` in the index's order. */
const searchText = (columns: AnyPgColumn[]) => sql`public.search_text(${sql.join(columns, sql`, `)})`;

/** The query, lower-cased and without accents as the indexed texts are; the LIKE patterns that contain it. */
function querySql(terms: SearchTerms) {
  const normalized = sql`public.search_normalize(${terms.text})`;
  const escaped = sql`replace(replace(replace(${normalized}, ${'\\'}, ${'\\\\'}), ${'%'}, ${'\\%'}), ${'_'}, ${'\\_'})`;
  const patterns: SQL[] = [];
  // A pattern of fewer than 3 characters holds no trigram: the index could not narrow it down.
  if (terms.text.length >= 3) patterns.push(sql`'%' || ${escaped} || '%'`);
  if (terms.digits) patterns.push(sql`${`%${terms.digits}%`}::text`);
  return { normalized, patterns };
}

type QuerySql = ReturnType<typeof querySql>;

/** Whether `text` contains the query or comes near it: what the trigram index finds. */
function matches(text: SQL, query: QuerySql): SQL {
  const conditions = [...query.patterns.map((pattern) => sql`${text} like ${pattern}`)];
  conditions.push(sql`${query.normalized} <% ${text}`);
  return sql.join(conditions, sql` or `);
}

/** 1 when `text` contains the query, plus its word similarity to the query. */
function scoreOf(text: SQL, query: QuerySql): SQL {
  const similarity = sql`word_similarity(${query.normalized}, ${text})`;
  if (query.patterns.length === 0) return sql`${similarity}::float8`;
  const contains = sql.join(
    query.patterns.map((pattern) => sql`${text} like ${pattern}`),
    sql` or `,
  );
  return sql`((${contains})::int + ${similarity})::float8`;
}

/**
 * The best `limit` records of one kind. The inner query finds candidates through the index and is named after the
 * table, so the outer one reads its columns by the same names while it scores each field of the few it keeps.
 */
function kindQuery(kind: SearchedKind, query: QuerySql, limit: number): SQL {
  const searched = Object.values(kind.searched);
  const document = searchText(searched);
  const candidates = sql`select ${kind.table}.*, ${scoreOf(document, query)} as "score" from ${kind.table}
    where ${matches(document, query)} limit ${CANDIDATES_PER_KIND}`;
  const fieldScores = searched.map((column) => scoreOf(searchText([column]), query));
  const fields = Object.entries({ ...kind.searched, ...kind.shown }).map(
    ([name, column]) => sql`${name}::text, ${column}`,
  );
  return sql`(select ${kind.kind}::text as "kind", ${kind.id} as "id", ${kind.title} as "title", "score",
    array[${sql.join(fieldScores, sql`, `)}] as "field_scores",
    json_build_object(${sql.join(fields, sql`, `)}) as "fields", ${kind.pageId} as "page_id"
    from (${candidates}) as ${kind.table}
    order by "score" desc, "title", "id" limit ${limit})`;
}

export function createSearchRepository(db: Db) {
  return {
    /** Up to `limit` hits of each kind, best first within a kind. */
    async search(terms: SearchTerms, limit: number): Promise<SearchRow[]> {
      const union = sql.join(
        SEARCHED_KINDS.map((kind) => kindQuery(kind, querySql(terms), limit)),
        sql` union all `,
      );
      const result = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
        );
        return tx.execute(union);
      });
      return (result as unknown as { rows: RawRow[] }).rows.map(({ field_scores, page_id, ...row }) => ({
        ...row,
        fieldScores: field_scores.map(Number),
        pageId: page_id,
      }));
    },
  };
}
