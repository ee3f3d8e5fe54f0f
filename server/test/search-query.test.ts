import { describe, expect, it } from 'vitest';
import { nearSpellings, oneEditApart, oneEditSpellings } from '../src/search/search-query';

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
