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

/** Text that lower case alone normalizes: it has no accents to remove. */
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

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

/** Known words at least this similar (pg_trgm) stand in for a typed word; a word one edit away does at any similarity. */
const NEAR_SIMILARITY = 0.3;
/** How many known words near a typed word stand in for it. */
const NEAR_WORDS = 3;

/**
 * Whether `a` becomes `b` by one edit: a letter added, removed or changed, or two neighbours swapped ("olvier",
 * "oliver"). Such a word may share few trigrams with the typed one.
 */
export function oneEditApart(typed: string, known: string): boolean {
  // By code point: a letter outside the Basic Multilingual Plane is one letter, not two halves.
  const [a, b] = [Array.from(typed), Array.from(known)];
  if (typed === known || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const differing = Math.max(endA - start, endB - start);
  if (differing <= 1) return true;
  return differing === 2 && a.length === b.length && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** Up to this length a word's spellings one edit away include a letter changed or added (a-z): more would cost more. */
const MAX_LENGTH_CHANGING_LETTERS = 5;
const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The spellings one edit away from `word`, of 3 characters or more (a known word has as many): a letter removed, two
 * neighbours swapped, and, in a word of up to 5 letters, a letter changed or added. A longer word with a letter
 * changed or added keeps enough trigrams for the index to find it.
 */
export function oneEditSpellings(word: string): string[] {
  // By code point: cutting a letter outside the Basic Multilingual Plane in two would make text that is not UTF-8.
  const characters = Array.from(word);
  const spellings = new Set<string>();
  const letters = new Set([...LATIN_LETTERS, ...characters]);
  for (let at = 0; at <= characters.length; at++) {
    const before = characters.slice(0, at).join('');
    const [first, second] = characters.slice(at);
    const [after, afterFirst, afterSecond] = [at, at + 1, at + 2].map((from) =>
      characters.slice(from).join(''),
    );
    if (first !== undefined) spellings.add(before + afterFirst);
    if (first !== undefined && second !== undefined) spellings.add(before + second + first + afterSecond);
    if (characters.length > MAX_LENGTH_CHANGING_LETTERS) continue;
    for (const letter of letters) {
      spellings.add(before + letter + after);
      if (first !== undefined) spellings.add(before + letter + afterFirst);
    }
  }
  spellings.delete(word);
  return [...spellings].filter((spelling) => Array.from(spelling).length >= MIN_WORD_LENGTH);
}

/**
 * The spellings that stand in for `typed`, of the known words near it (most similar first): those one edit away,
 * then those similar at NEAR_SIMILARITY or more, NEAR_WORDS at most.
 */
export function nearSpellings(typed: string, known: Spelling[]): Spelling[] {
  const unique = [...new Map(known.map((word) => [word.text, word])).values()];
  const bySimilarity = unique.sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : 1));
  const oneEdit = bySimilarity.filter((word) => oneEditApart(typed, word.text));
  const similar = bySimilarity.filter((word) => word.score >= NEAR_SIMILARITY && !oneEdit.includes(word));
  return [...oneEdit, ...similar].slice(0, NEAR_WORDS);
}

/**
 * The query, which found nothing, with known words near each word (`near[i]` for word i) as further spellings. When
 * only one word has near words, they replace its spelling as typed: no record holds that spelling with the other
 * words as typed, so it could find nothing, and one near word alone makes a plain LIKE the index reads fastest.
 */
export function withNearWords(query: SearchQuery, near: Spelling[][]): SearchQuery {
  const replaced = near.filter((spellings) => spellings.length > 0).length === 1;
  return {
    ...query,
    words: query.words.map((spellings, index) => {
      const nearWords = near[index] ?? [];
      return replaced && nearWords.length > 0 ? nearWords : [...spellings, ...nearWords];
    }),
  };
}

/** The runs of letters and digits in `text` of MIN_WORD_LENGTH characters or more: what a trigram index can narrow. */
export function wordPieces(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((piece) => Array.from(piece).length >= MIN_WORD_LENGTH);
}

/**
 * The LIKE pattern by which the trigram index finds the records that may contain `word`, in a kind whose records
 * mostly hold the `common` words: the word's pieces that are no part of a common word. A common piece narrows
 * little and costs most, its trigrams' lists in the index being the longest ("ref" of "ref-023058" among properties
 * REF-000001 to REF-050000); the whole word is still checked on each record found. Undefined when every piece is
 * common.
 */
export function indexPattern(word: string, common: ReadonlySet<string>): string | undefined {
  const narrowing = wordPieces(word).filter((piece) => ![...common].some((known) => known.includes(piece)));
  return narrowing.length > 0 ? `%${narrowing.join('%')}%` : undefined;
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
  if (PRINTABLE_ASCII.test(value)) return value.toLowerCase();
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
