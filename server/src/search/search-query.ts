import type { SearchTerms } from './search-terms';

/** A text a record may contain, and what containing it scores: 1 for a word as typed, less for a word near it. */
export interface Spelling {
  text: string;
  score: number;
}

/**
 * What a search looks for, lower-cased and without accents as the documents are (by the database's unaccent): each
 * word (a record must contain one spelling of each), and the whole query, which ranks a record higher.
 */
export interface SearchQuery {
  words: Spelling[][];
  whole: string;
  /** The query is a phone number: its digits are matched against the digits of each field. */
  digits: boolean;
}

/** A word of fewer than 3 characters holds no trigram: the index could not narrow it down. */
export const MIN_WORD_LENGTH = 3;
/** More words than this narrow nothing down; the whole query still counts in the ranking. */
const MAX_WORDS = 6;

/** The query of `terms`, given the normalized text (search_normalize). */
export function searchQuery(terms: SearchTerms, normalizedText: string): SearchQuery {
  if (terms.digits) return { words: [[{ text: terms.digits, score: 1 }]], whole: terms.digits, digits: true };
  const words = normalizedText
    .split(' ')
    .filter((word) => word.length >= MIN_WORD_LENGTH)
    .slice(0, MAX_WORDS)
    .map((word) => [{ text: word, score: 1 }]);
  return { words, whole: normalizedText, digits: false };
}

/** The same query with known words near each word (`near[i]` for word i) as further spellings. */
export function withNearWords(query: SearchQuery, near: Spelling[][]): SearchQuery {
  return { ...query, words: query.words.map((spellings, index) => [...spellings, ...(near[index] ?? [])]) };
}

/** A LIKE pattern: `text` anywhere, its wildcards escaped. */
export const containingPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
/** A LIKE pattern, matched against ' ' || text: `text` at the start of a word. */
export const wordStartPattern = (text: string) => `% ${containingPattern(text).slice(1)}`;

/**
 * How well `text` (normalized) matches: the mean over the words of the best spelling it contains, plus 1 when it
 * contains the whole query and 0.5 more when the query starts one of its words. 0 to 2.5. The SQL of
 * search-repository.ts computes the same.
 */
export function scoreText(text: string, query: SearchQuery): number {
  const words = query.words.map(
    (spellings) => spellings.find((spelling) => text.includes(spelling.text))?.score ?? 0,
  );
  const mean = words.reduce((sum, score) => sum + score, 0) / Math.max(words.length, 1);
  const contained = text.includes(query.whole) ? 1 : 0;
  const startsAWord = !query.digits && ` ${text}`.includes(` ${query.whole}`) ? 0.5 : 0;
  return mean + contained + startsAWord;
}

/** A field's value as its document holds it: lower-case without accents, or its digits alone. */
export function normalizeField(value: string, query: SearchQuery): string {
  if (query.digits) return value.replace(/\D/g, '');
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
