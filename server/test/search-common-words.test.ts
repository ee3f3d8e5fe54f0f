import type { SearchHit, SearchResults } from '@pm/schemas/records';
import { beforeAll, expect, it } from 'vitest';
import { createCommonWords } from '../src/search/search-common-words';
import { SEARCHED_KINDS } from '../src/search/search-kinds';
import { describeEachDatabase } from './harness';
import { insertOwner } from './records';
import { signedInRequests, successData } from './signed-in-requests';

/**
 * A search whose words are common among a kind's records: the trigram index reads only the rarer pieces, and each
 * record it finds is still checked for every word whole (search-common-words.ts, indexPattern of search-query.ts).
 */
describeEachDatabase('search among common words', (getContext) => {
  const requests = signedInRequests(getContext);
  const propertyHits = async (q: string): Promise<SearchHit[]> => {
    const results: SearchResults = successData(await requests.get(`/api/search?q=${encodeURIComponent(q)}`));
    return results.groups.find((group) => group.kind === 'property')?.hits ?? [];
  };

  // 600 properties, REF-000001 to REF-000600, each on "Sukhumvit Road" but the last, on "Soi 5".
  beforeAll(async () => {
    const { database } = getContext();
    const owner = await insertOwner(database.db, 'Common Words Owner');
    await database.executeSql(
      `insert into properties (owner_id, name, ref_id, condo_name, address)
       select $1, 'Unit ' || i, 'REF-' || lpad(i::text, 6, '0'), 'Villa Asoke',
         case when i = 600 then '12 Soi 5' else (i % 300) || ' Sukhumvit Road' end
       from generate_series(1, 600) as i`,
      [owner],
    );
  });

  it('reads the words most records of a kind hold', async () => {
    const { database, clock } = getContext();
    const common = await createCommonWords(database.prepare, () => clock.now)();
    const propertyWords = common[SEARCHED_KINDS.findIndex((kind) => kind.kind === 'property')];
    expect([...(propertyWords ?? [])]).toEqual(expect.arrayContaining(['ref', 'road', 'sukhumvit', 'villa']));
    expect(propertyWords?.has('000123')).toBe(false);
  });

  it('finds a record by its rare piece and its common words', async () => {
    for (const q of ['REF-000123', 'ref-000123 road', 'Sukhumvit Road REF-000123']) {
      const hits = await propertyHits(q);
      expect(
        hits.map((hit) => hit.title),
        q,
      ).toEqual(['Unit 123']);
    }
  });

  it('checks every word whole on the records the rare pieces find', async () => {
    const titles = async (q: string) => (await propertyHits(q)).map((hit) => hit.title);
    expect(await titles('REF-000600 soi')).toEqual(['Unit 600']);
    expect(await titles('REF-000600 road')).not.toContain('Unit 600');
    expect(await titles('REF-000123 soi')).not.toContain('Unit 123');
  });

  it('finds records by common words alone', async () => {
    const hits = await propertyHits('sukhumvit road');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.matched.value.toLowerCase()).toContain('sukhumvit road');
  });
});
