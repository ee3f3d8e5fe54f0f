import type { SearchKind } from '@pm/schemas/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { SEARCHED_KINDS, type SearchedKind } from './search-kinds';
import {
  containingPattern,
  type SearchQuery,
  type Spelling,
  searchQuery,
  withNearWords,
  wordStartPattern,
} from './search-query';
import type { SearchTerms } from './search-terms';

/**
 * At most this many matching records of one kind are ranked: a query found in much of a table (a common name) stays
 * about as fast as any other, at the price of ranking only a part of its matches.
 */
const CANDIDATES_PER_KIND = 100;
/** How many known words near a query word stand in for it when the query itself finds too little. */
const NEAR_WORDS = 3;

/** One hit as the database answers it, with the query that found it. */
export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  score: number;
  fields: Record<string, string | null>;
  pageId: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Whether the document contains one spelling of each word: what the trigram index finds. */
function containsEach(document: SQL, query: SearchQuery): SQL {
  const each = query.words.map(
    (spellings) =>
      sql`(${sql.join(
        spellings.map((spelling) => sql`${document} like ${containingPattern(spelling.text)}`),
        sql` or `,
      )})`,
  );
  return sql.join(each, sql` and `);
}

/** scoreText of search-query.ts, in SQL. */
function scoreOf(document: SQL, query: SearchQuery): SQL {
  const words = query.words.map(
    (spellings) =>
      sql`(case ${sql.join(
        spellings.map(
          (spelling) =>
            sql`when ${document} like ${containingPattern(spelling.text)} then ${spelling.score}::float8`,
        ),
        sql` `,
      )} else 0 end)`,
  );
  const startsAWord = query.digits
    ? sql``
    : sql` + (' ' || ${document} like ${wordStartPattern(query.whole)})::int * 0.5::float8`;
  return sql`(${sql.join(words, sql` + `)}) / ${query.words.length}::float8
    + (${document} like ${containingPattern(query.whole)})::int${startsAWord}`;
}

/** The best `limit` records of one kind, among the first candidates the trigram index finds. */
function kindQuery(kind: SearchedKind, query: SearchQuery, limit: number): SQL {
  const document = sql`${kind.table}.search_document`;
  const fields = Object.entries({ ...kind.searched, ...kind.shown }).map(
    ([name, column]) => sql`${name}::text, ${column}`,
  );
  // The candidates are read under the table's name, so that the columns keep their names.
  return sql`(select ${kind.kind}::text as "kind", ${kind.id} as "id", ${kind.title} as "title", "score",
    json_build_object(${sql.join(fields, sql`, `)}) as "fields", ${kind.pageId} as "pageId"
    from (select ${kind.table}.*, ${scoreOf(document, query)} as "score" from ${kind.table}
      where ${containsEach(document, query)} limit ${CANDIDATES_PER_KIND}) as ${kind.table}
    order by "score" desc, "title", "id" limit ${limit})`;
}

export function createSearchRepository(db: Db) {
  async function find(query: SearchQuery, limit: number): Promise<SearchRow[]> {
    const union = sql.join(
      SEARCHED_KINDS.map((kind) => kindQuery(kind, query, limit)),
      sql` union all `,
    );
    return rowsOf<SearchRow>(await db.execute(union)).map((row) => ({ ...row, score: Number(row.score) }));
  }

  /** For each word, the known words near it (pg_trgm similarity 0.3 or more), best first. */
  async function nearWords(query: SearchQuery): Promise<Spelling[][]> {
    const typed = query.words.map(
      (spellings, position) => sql`(${position}::int, ${spellings[0]?.text}::text)`,
    );
    const rows = rowsOf<{ position: number; word: string; score: number }>(
      await db.execute(sql`select typed.position, near.word, near.score
        from (values ${sql.join(typed, sql`, `)}) as typed (position, word)
        cross join lateral (select word, similarity(word, typed.word) as score from search_words
          where word % typed.word and word <> typed.word order by score desc, word limit ${NEAR_WORDS}) as near`),
    );
    return query.words.map((_, position) =>
      rows
        .filter((row) => row.position === position)
        .map((row) => ({ text: row.word, score: Number(row.score) })),
    );
  }

  return {
    /**
     * Up to `limit` hits of each kind, best first within a kind: the records containing each word of 3 characters
     * or more; when they are fewer than `limit` in all, those containing each word or a known word near it (a typo).
     */
    async search(terms: SearchTerms, limit: number): Promise<{ query: SearchQuery; rows: SearchRow[] }> {
      const [normalized] = rowsOf<{ text: string }>(
        await db.execute(sql`select public.search_normalize(${terms.text}) as "text"`),
      );
      const query = searchQuery(terms, normalized?.text ?? '');
      if (query.words.length === 0) return { query, rows: [] };
      const rows = await find(query, limit);
      if (rows.length >= limit || query.digits) return { query, rows };
      const nearQuery = withNearWords(query, await nearWords(query));
      return { query: nearQuery, rows: await find(nearQuery, limit) };
    },
  };
}
