import type { SearchField, SearchGroup, SearchHit, SearchResults } from '@pm/schemas/records';
import { SEARCH_KINDS } from '@pm/schemas/search';
import { maskedForViewers } from '../http/personal-data';
import { SEARCHED_KINDS } from './search-kinds';
import { normalizeField, type SearchQuery, scoreText } from './search-query';
import type { SearchRow } from './search-repository';

const kindOf = new Map(SEARCHED_KINDS.map((kind) => [kind.kind, kind]));

const round = (score: number) => Math.round(score * 1000) / 1000;

/** Whether the fields hold one spelling of each word of the query, as the SQL's search document does. */
const holdEachWord = (fields: SearchField[], query: SearchQuery) => {
  const text = fields.map((field) => normalizeField(field.value, query)).join(' ');
  return query.words.every((spellings) => spellings.some((spelling) => text.includes(spelling.text)));
};

/**
 * The row as a hit, matched in the fields the searcher may read whole: for a viewer, who reads passport and bank
 * numbers masked, a row found only through them is no hit (else one search per guessed digit would unmask them).
 */
function hitOf(row: SearchRow, query: SearchQuery, seesPersonalData: boolean): SearchHit | undefined {
  const kind = kindOf.get(row.kind);
  if (!kind) throw new Error(`Unknown search kind ${row.kind}`);
  const field = (name: string): SearchField => ({ name, value: row.fields[name] ?? '' });
  const searched = Object.keys(kind.searched)
    .filter((name) => seesPersonalData || !maskedForViewers(name))
    .map(field);
  if (!seesPersonalData && !holdEachWord(searched, query)) return undefined;
  const scored = searched.map((candidate) => scoreText(normalizeField(candidate.value, query), query));
  const best = scored.indexOf(Math.max(...scored));
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    fields: Object.keys(kind.shown)
      .map(field)
      .filter((shown) => shown.value !== ''),
    matched: searched[best] ?? field(''),
    score: round(row.score),
    detailsOf: { kind: kind.page, id: row.pageId },
  };
}

/** The rows, best first within each kind, as groups ordered by their best hit (then by SEARCH_KINDS). */
export function searchAnswer(
  text: string,
  query: SearchQuery | undefined,
  rows: SearchRow[],
  seesPersonalData = true,
): SearchResults {
  const groups = new Map<string, SearchGroup>();
  for (const row of rows) {
    if (!query) break;
    const hit = hitOf(row, query, seesPersonalData);
    if (!hit) continue;
    const group = groups.get(row.kind) ?? { kind: row.kind, hits: [] };
    group.hits.push(hit);
    groups.set(row.kind, group);
  }
  const best = (group: SearchGroup) => group.hits[0]?.score ?? 0;
  return {
    query: text,
    groups: [...groups.values()].sort(
      (a, b) => best(b) - best(a) || SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind),
    ),
  };
}
