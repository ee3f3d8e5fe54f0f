import { describe, expect, it } from 'vitest';
import { commonPiecesOf } from '../src/search/search-common-words';
import {
  indexPattern,
  nearSpellings,
  oneEditApart,
  oneEditSpellings,
  type SearchQuery,
  withNearWords,
  wordPieces,
} from '../src/search/search-query';

describe('oneEditApart', () => {
  it.each([
    ['olvier', 'oliver'],
    ['jonh', 'john'],
    ['lina', 'lima'],
    ['mller', 'muller'],
    ['mueller', 'muller'],
    ['aba', 'aa'],
    ['ab', 'abb'],
    ['ɵ𐀀', 'ɵ𐀀x'],
  ])('%s and %s are one edit apart', (a, b) => {
    expect(oneEditApart(a, b)).toBe(true);
    expect(oneEditApart(b, a)).toBe(true);
  });

  it.each([
    ['john', 'john'],
    ['jonh', 'joan'],
    ['olvire', 'oliver'],
    ['abc', 'cba'],
    ['smith', 'smithers'],
    ['liam', 'lima '],
  ])('%s and %s are not', (a, b) => {
    expect(oneEditApart(a, b)).toBe(false);
  });
});

describe('nearSpellings', () => {
  it('keeps the words one edit away first, then those similar enough, three at most', () => {
    const known = [
      { text: 'somchai', score: 0.5 },
      { text: 'somchit', score: 0.4 },
      { text: 'somsak', score: 0.25 },
      { text: 'somchia', score: 0.28 },
      { text: 'sombat', score: 0.35 },
    ];
    expect(nearSpellings('somchiai', known).map((word) => word.text)).toEqual([
      'somchai',
      'somchia',
      'somchit',
    ]);
  });

  it('leaves out words neither one edit away nor similar at 0.3', () => {
    expect(nearSpellings('jonh', [{ text: 'jonathan', score: 0.2 }])).toEqual([]);
  });
});

describe('oneEditSpellings', () => {
  it('has a short word with a letter changed, added, removed, or two neighbours swapped', () => {
    const spellings = oneEditSpellings('zae');
    expect(spellings).toEqual(expect.arrayContaining(['zoe', 'zaes', 'aze', 'zea']));
    expect(spellings).not.toContain('zae');
    expect(spellings.every((spelling) => spelling.length >= 3 && oneEditApart('zae', spelling))).toBe(true);
  });

  it('edits a letter outside the Basic Multilingual Plane whole, never half of it', () => {
    const spellings = oneEditSpellings('ɵ𐀀x');
    expect(spellings).toEqual(expect.arrayContaining(['𐀀ɵx', 'ɵx𐀀', 'ɵ𐀀xa']));
    // encodeURIComponent refuses half a letter (a lone surrogate), as UTF-8 does.
    expect(() => spellings.map(encodeURIComponent)).not.toThrow();
  });

  it('has a longer word with a letter removed or two neighbours swapped only', () => {
    expect(oneEditSpellings('olvier')).toEqual(expect.arrayContaining(['oliver', 'olvie', 'lovier']));
    expect(oneEditSpellings('olvier')).toHaveLength(6 + 5);
  });
});

describe('withNearWords', () => {
  const typed = (...words: string[]): SearchQuery => ({
    words: words.map((text) => [{ text, score: 1 }]),
    whole: words.join(' '),
    digits: false,
  });
  const near = (text: string, score: number) => ({ text, score });

  it('replaces the spelling as typed of the one word with near words: with the others as typed it found nothing', () => {
    const query = withNearWords(typed('olvier', 'srisuk'), [[near('oliver', 0.27)], []]);
    expect(query.words).toEqual([[near('oliver', 0.27)], [near('srisuk', 1)]]);
  });

  it('keeps every spelling as typed when several words have near words', () => {
    const query = withNearWords(typed('jonh', 'olvier'), [[near('john', 0.25)], [near('oliver', 0.27)]]);
    expect(query.words).toEqual([
      [near('jonh', 1), near('john', 0.25)],
      [near('olvier', 1), near('oliver', 0.27)],
    ]);
  });
});

describe('wordPieces', () => {
  it('splits at anything but letters and digits, keeping pieces of 3 characters or more', () => {
    expect(wordPieces('ct-2024-034318')).toEqual(['2024', '034318']);
    expect(wordPieces("o'brien")).toEqual(['brien']);
    expect(wordPieces('zoë.k@example.net')).toEqual(['zoë', 'example', 'net']);
  });
});

describe('indexPattern', () => {
  const common = new Set(['ref', 'road', '2024']);

  it('leaves out the pieces that are part of a common word', () => {
    expect(indexPattern('ref-023058', common)).toBe('%023058%');
    expect(indexPattern('ct-2024-034318', common)).toBe('%034318%');
    expect(indexPattern('somchai.123', common)).toBe('%somchai%123%');
  });

  it('has no pattern for a word all common, or a prefix of a common word', () => {
    expect(indexPattern('road', common)).toBeUndefined();
    expect(indexPattern('roa', common)).toBeUndefined();
    expect(indexPattern('ct', common)).toBeUndefined();
  });
});

describe('commonPiecesOf', () => {
  const documents = (count: number, text: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => text(i));

  it('has the pieces found in a tenth of the documents or more', () => {
    const common = commonPiecesOf(
      documents(500, (i) => `ref-${i} ${i % 10 === 0 ? 'soi' : 'road'} ${i % 11 === 0 ? 'asoke' : ''}`),
    );
    expect([...common].sort()).toEqual(['ref', 'road', 'soi']);
  });

  it('has none from fewer than 500 documents: a small table reads its index fast', () => {
    expect(commonPiecesOf(documents(499, () => 'ref road'))).toEqual(new Set());
  });
});
