import {
  SEARCH_KINDS,
  type SearchField,
  type SearchGroup,
  type SearchHit,
  type SearchResults,
} from '@pm/schemas/search';
import { SEARCHED_KINDS } from './search-kinds';
import type { SearchRow } from './search-repository';

const kindOf = new Map(SEARCHED_KINDS.map((kind) => [kind.kind, kind]));

const round = (score: number) => Math.round(score * 1000) / 1000;

function hitOf(row: SearchRow): SearchHit {
  const kind = kindOf.get(row.kind);
  if (!kind) throw new Error(`Unknown search kind ${row.kind}`);
  const searchedNames = Object.keys(kind.searched);
  const best = row.fieldScores.reduce(
    (bestIndex, score, index, scores) => (score > (scores[bestIndex] ?? -1) ? index : bestIndex),
    0,
  );
  const field = (name: string): SearchField => ({ name, value: row.fields[name] ?? '' });
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    fields: Object.keys(kind.shown)
      .map(field)
      .filter((shown) => shown.value !== ''),
    matched: field(searchedNames[best] ?? searchedNames[0] ?? ''),
    score: round(row.score),
    path: `/${kind.page}/${row.pageId}`,
  };
}

/** The rows, best first within each kind, as groups ordered by their best hit (then by SEARCH_KINDS). */
export function searchAnswer(query: string, rows: SearchRow[]): SearchResults {
  const groups = new Map<string, SearchGroup>();
  for (const row of rows) {
    const group = groups.get(row.kind) ?? { kind: row.kind, hits: [] };
    group.hits.push(hitOf(row));
    groups.set(row.kind, group);
  }
  const best = (group: SearchGroup) => group.hits[0]?.score ?? 0;
  return {
    query,
    groups: [...groups.values()].sort(
      (a, b) => best(b) - best(a) || SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind),
    ),
  };
}
