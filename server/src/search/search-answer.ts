import type { SearchField, SearchGroup, SearchHit, SearchResults } from '@pm/schemas/records';
import { SEARCH_KINDS } from '@pm/schemas/search';
import { SEARCHED_KINDS } from './search-kinds';
import { normalizeField, type SearchQuery, scoreText } from './search-query';
import type { SearchRow } from './search-repository';

const kindOf = new Map(SEARCHED_KINDS.map((kind) => [kind.kind, kind]));

const round = (score: number) => Math.round(score * 1000) / 1000;

function hitOf(row: SearchRow, query: SearchQuery): SearchHit {
  const kind = kindOf.get(row.kind);
  if (!kind) throw new Error(`Unknown search kind ${row.kind}`);
  const field = (name: string): SearchField => ({ name, value: row.fields[name] ?? '' });
  const searched = Object.keys(kind.searched).map(field);
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
export function searchAnswer(text: string, query: SearchQuery | undefined, rows: SearchRow[]): SearchResults {
  const groups = new Map<string, SearchGroup>();
  for (const row of rows) {
    if (!query) break;
    const group = groups.get(row.kind) ?? { kind: row.kind, hits: [] };
    group.hits.push(hitOf(row, query));
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
