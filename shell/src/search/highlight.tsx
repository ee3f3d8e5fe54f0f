import { Box } from '@pm/ui/mui-basics';

type Range = [start: number, end: number];

/** A character as the search compares it: lower-case, without accents. */
const fold = (character: string) => character.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** `text` folded, and for each folded character the index of the character of `text` it comes from. */
function folded(text: string): { text: string; origin: number[] } {
  let result = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = fold(text[index] ?? '');
    result += character;
    for (let count = 0; count < character.length; count += 1) origin.push(index);
  }
  return { text: result, origin };
}

/** The pairs of letters of a word, for a rough likeness of two words (Dice's coefficient). */
function pairsOf(word: string): string[] {
  const pairs: string[] = [];
  for (let index = 0; index < word.length - 1; index += 1) pairs.push(word.slice(index, index + 2));
  return pairs;
}

function likeness(a: string, b: string): number {
  const left = pairsOf(a);
  const right = pairsOf(b);
  if (left.length === 0 || right.length === 0) return 0;
  const remaining = [...right];
  let shared = 0;
  for (const pair of left) {
    const at = remaining.indexOf(pair);
    if (at >= 0) {
      shared += 1;
      remaining.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

const MIN_LIKENESS = 0.4;

/**
 * The parts of `text` the query matches, ignoring case and accents: the whole query, else each of its words; a
 * near match (the search forgives a typo) marks the word of `text` most like a word of the query.
 */
export function matchedRanges(text: string, query: string): Range[] {
  const source = folded(text);
  const queryText = folded(query.trim()).text;
  if (!queryText) return [];
  const ranges: Range[] = [];
  const mark = (start: number, length: number) => {
    const first = source.origin[start];
    const last = source.origin[start + length - 1];
    if (first !== undefined && last !== undefined) ranges.push([first, last + 1]);
  };
  const markAll = (needle: string) => {
    for (
      let at = source.text.indexOf(needle);
      at >= 0;
      at = source.text.indexOf(needle, at + needle.length)
    ) {
      mark(at, needle.length);
    }
  };
  markAll(queryText);
  if (ranges.length === 0)
    for (const word of queryText.split(/\s+/).filter((w) => w.length > 1)) markAll(word);
  if (ranges.length === 0) {
    let best = { likeness: MIN_LIKENESS, start: -1, length: 0 };
    for (const match of source.text.matchAll(/[\p{L}\p{N}]+/gu)) {
      for (const word of queryText.split(/\s+/)) {
        const score = likeness(match[0], word);
        if (score >= best.likeness) best = { likeness: score, start: match.index, length: match[0].length };
      }
    }
    if (best.start >= 0) mark(best.start, best.length);
  }
  return merged(ranges);
}

function merged(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const result: Range[] = [];
  for (const range of sorted) {
    const last = result.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else result.push([...range]);
  }
  return result;
}

/** `text` with the parts matching `query` in <mark>. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of matchedRanges(text, query)) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <Box
            key={index}
            component="mark"
            sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
