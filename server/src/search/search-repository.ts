import type { SearchKind } from '@pm/schemas/search';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { PrepareStatement, Turn } from '../db/database';
import { createCommonWords } from './search-common-words';
import { SEARCHED_KINDS, type SearchedKind, sqlStatement } from './search-kinds';
import {
  containingPattern,
  indexPattern,
  nearSpellings,
  oneEditSpellings,
  PRINTABLE_ASCII,
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
const CANDIDATES_PER_KIND = 30;
/** How many known words near a query word the database answers, for nearSpellings to choose from. */
const NEAR_CANDIDATES = 8;

/** One hit as the database answers it, with the query that found it. */
export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  score: number;
  fields: Record<string, string | null>;
  pageId: string;
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** A placeholder of the statement of a query's shape, filled by valuesOf. */
const pattern = (word: number, spelling: number) => sql.placeholder(`w${word}s${spelling}`);
const spellingScore = (word: number, spelling: number) => sql.placeholder(`w${word}s${spelling}score`);

/** A placeholder for the spellings of a word of several, as one regular expression (alternatives). */
const anySpelling = (word: number) => sql.placeholder(`w${word}any`);
/** A placeholder for the pattern by which a kind's trigram index finds a word of one spelling (indexPatternsOf). */
const indexed = (kind: SearchedKind, word: number) => sql.placeholder(`${kind.kind}w${word}indexed`);
/** A placeholder for a word of one spelling, as typed. */
const wordText = (word: number) => sql.placeholder(`w${word}text`);

/**
 * A value the planner does not see (an InitPlan). The estimates of a statement are then the same whatever its
 * words, and PostgreSQL keeps its generic plan, which reads the trigram indexes, instead of planning each search
 * anew (a millisecond) whenever its first searches looked more selective than that plan.
 */
const unseenByPlanner = (value: SQL) => sql`(select ${value})`;

/**
 * Whether the document contains one spelling of each word. The trigram index reads each word's indexed pattern
 * (indexPatternsOf), and each record it finds is checked for the word whole by strpos, which no index serves. A
 * word of several spellings is one regular expression rather than an `or` of patterns, so that the index reads all
 * the words in one scan instead of reading the first and filtering the rows it finds by the others.
 */
function containsEach(kind: SearchedKind, document: SQL, query: SearchQuery): SQL {
  const each = query.words.map((spellings, word) =>
    spellings.length === 1
      ? sql`${document} like ${unseenByPlanner(sql`${indexed(kind, word)}::text`)}
        and strpos(${document}, ${wordText(word)}::text) > 0`
      : sql`${document} ~ ${unseenByPlanner(sql`${anySpelling(word)}::text`)}`,
  );
  return sql.join(each, sql` and `);
}

/**
 * For each word of one spelling, the pattern the kind's trigram index reads for it: its pieces that are not common
 * in the kind (indexPattern), '%' (read nothing) for a word all common. When no word is left to narrow the search,
 * every word's own pattern, as the index cannot read nothing.
 */
function indexPatternsOf(query: SearchQuery, common: ReadonlySet<string>): (string | undefined)[] {
  const patterns = query.words.map((spellings) =>
    spellings.length === 1 ? indexPattern(spellings[0]?.text ?? '', common) : undefined,
  );
  const narrowed = query.words.some(
    (spellings, word) => spellings.length > 1 || patterns[word] !== undefined,
  );
  return query.words.map((spellings, word) => {
    if (spellings.length > 1) return undefined;
    return narrowed ? (patterns[word] ?? '%') : containingPattern(spellings[0]?.text ?? '');
  });
}

/** scoreText of search-query.ts, in SQL. */
function scoreOf(document: SQL, query: SearchQuery): SQL {
  const words = query.words.map(
    (spellings, word) =>
      sql`(case ${sql.join(
        spellings.map(
          (_, spelling) =>
            sql`when ${document} like ${pattern(word, spelling)}::text then ${spellingScore(word, spelling)}::float8`,
        ),
        sql` `,
      )} else 0 end)`,
  );
  const startsAWord = query.digits
    ? sql``
    : sql` + (' ' || ${document} like ${sql.placeholder('wordStart')}::text)::int * 0.5::float8`;
  return sql`(${sql.join(words, sql` + `)}) / ${sql.raw(String(query.words.length))}::float8
    + (${document} like ${sql.placeholder('whole')}::text)::int${startsAWord}`;
}

/** The best `limit` records of one kind, among the first candidates the trigram index finds. */
function kindQuery(kind: SearchedKind, query: SearchQuery): SQL {
  const document = sql`${kind.table}.search_document`;
  const fields = Object.entries({ ...kind.searched, ...kind.shown }).map(
    ([name, column]) => sql`${sql.raw(`'${name}'`)}::text, ${column}`,
  );
  // The candidates are read under the table's name, so that the columns keep their names.
  return sql`(select ${sql.raw(`'${kind.kind}'`)}::text as "kind", ${kind.id} as "id", ${kind.title} as "title",
    "score", json_build_object(${sql.join(fields, sql`, `)}) as "fields", ${kind.pageId} as "pageId"
    from (select ${kind.table}.*, ${scoreOf(document, query)} as "score" from ${kind.table}
      where ${containsEach(kind, document, query)} limit ${sql.raw(String(CANDIDATES_PER_KIND))}) as ${kind.table}
    order by "score" desc, "title", "id" limit ${sql.placeholder('limit')}::int)`;
}

/** What fills the placeholders of the statement of the query's shape; `common[k]`: the common words of kind k. */
function valuesOf(query: SearchQuery, limit: number, common: ReadonlySet<string>[]): Record<string, unknown> {
  const values: Record<string, unknown> = {
    limit,
    whole: containingPattern(query.whole),
    wordStart: wordStartPattern(query.whole),
  };
  query.words.forEach((spellings, word) => {
    if (spellings.length > 1)
      values[`w${word}any`] = spellings.map(({ text }) => escapeRegExp(text)).join('|');
    spellings.forEach(({ text, score }, spelling) => {
      values[`w${word}s${spelling}`] = containingPattern(text);
      values[`w${word}s${spelling}score`] = score;
    });
    values[`w${word}text`] = spellings[0]?.text;
  });
  SEARCHED_KINDS.forEach((kind, k) => {
    indexPatternsOf(query, common[k] ?? new Set()).forEach((indexed, word) => {
      if (indexed !== undefined) values[`${kind.kind}w${word}indexed`] = indexed;
    });
  });
  return values;
}

/** A query's shape: whether it is digits, and how many spellings each word has. Its values do not count. */
const shapeOf = (query: SearchQuery) =>
  `${query.digits ? 'digits' : 'words'}_${query.words.map((spellings) => spellings.length).join('_')}`;

const NORMALIZE = 'select public.search_normalize($1::text) as "text"';
const NEAR_WORDS_QUERY = `select "position", "word", "score"
  from public.search_near_words($1::text[], $2::text[], $3::int[], ${NEAR_CANDIDATES})`;

/**
 * The search's statements: one per shape of query, its text built the first time the shape comes and run as a
 * prepared statement after (a search must not spend its time building and planning SQL).
 */
export function createSearchRepository({
  prepare,
  together,
  clock,
}: Pick<AppContext, 'prepare' | 'together' | 'clock'>) {
  const commonWords = createCommonWords(prepare, clock);
  const normalizeStatement = prepare('search_normalize', NORMALIZE);
  const nearWordsStatement = prepare('search_near_words', NEAR_WORDS_QUERY);
  const statements = new Map<string, { run: ReturnType<PrepareStatement>; params: unknown[] }>();

  function statementOf(query: SearchQuery) {
    const shape = shapeOf(query);
    let statement = statements.get(shape);
    if (!statement) {
      const union = sql.join(
        SEARCHED_KINDS.map((kind) => kindQuery(kind, query)),
        sql` union all `,
      );
      const { sql: text, params } = sqlStatement(union);
      statement = { run: prepare(`search_${shape}`, text), params };
      statements.set(shape, statement);
    }
    return statement;
  }

  async function find(query: SearchQuery, limit: number, turn: Turn): Promise<SearchRow[]> {
    const { run, params } = statementOf(query);
    const values = valuesOf(query, limit, await commonWords(turn));
    const { rows } = await run(fillPlaceholders(params, values), turn);
    return (rows as SearchRow[]).map((row) => ({ ...row, score: Number(row.score) }));
  }

  /** The text as the documents hold it (search_normalize); ASCII needs no unaccent, only lower case. */
  async function normalize(text: string, turn: Turn): Promise<string> {
    if (PRINTABLE_ASCII.test(text)) return text.toLowerCase();
    const { rows } = await normalizeStatement([text], turn);
    return (rows as { text: string }[])[0]?.text ?? '';
  }

  /** For each word, the known words that stand in for it (nearSpellings), best first. */
  async function nearWords(query: SearchQuery, turn: Turn): Promise<Spelling[][]> {
    const typed = query.words.map((spellings) => spellings[0]?.text ?? '');
    const edits = typed.map(oneEditSpellings);
    const editOf = edits.flatMap((spellings, position) => spellings.map(() => position));
    const { rows } = await nearWordsStatement([typed, edits.flat(), editOf], turn);
    const near = rows as { position: number; word: string; score: number }[];
    return typed.map((word, position) =>
      nearSpellings(
        word,
        near
          .filter((row) => row.position === position)
          .map((row) => ({ text: row.word, score: Number(row.score) })),
      ),
    );
  }

  return {
    /**
     * Up to `limit` hits of each kind, best first within a kind: the records containing each word of 3 characters
     * or more; when there are none, those containing each word or a known word near it (a typo).
     */
    search: (terms: SearchTerms, limit: number): Promise<{ query: SearchQuery; rows: SearchRow[] }> =>
      together(async (turn) => {
        const query = searchQuery(terms, await normalize(terms.text, turn));
        if (query.words.length === 0) return { query, rows: [] };
        const rows = await find(query, limit, turn);
        if (rows.length > 0 || query.digits) return { query, rows };
        const near = await nearWords(query, turn);
        if (near.every((spellings) => spellings.length === 0)) return { query, rows };
        const nearQuery = withNearWords(query, near);
        return { query: nearQuery, rows: await find(nearQuery, limit, turn) };
      }),
  };
}
