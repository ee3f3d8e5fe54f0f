import { request } from 'node:http';
import type { SearchHit, SearchResults } from '@pm/schemas/records';
import { SEARCH_MESSAGES } from '@pm/schemas/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { itAnswersEach, itNeedsAToken } from './failure-answers';
import { describeEachDatabase } from './harness';
import { multipartForm } from './multipart-helper';
import { insertOwner, ownerFields, propertyFields, subTenantFields, tenantFields, UUID } from './records';
import { signedInRequests, successData } from './signed-in-requests';

/** A GET of a search `length` characters long to a listening server (inject has no URL limit): its status. */
function statusOfLongUrl(port: number, length: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const path = `/api/search?q=${'a'.repeat(length)}`;
    const sent = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

describeEachDatabase('search API', (getContext) => {
  const requests = signedInRequests(getContext);
  const { auth } = requests;
  const ids = { owner: '', typoOwner: '', property: '', tenant: '', subTenant: '', contract: '' };
  const search = (query: string, headers = auth()) => requests.get(`/api/search?${query}`, headers);
  const results = async (q: string): Promise<SearchResults> =>
    successData(await search(`q=${encodeURIComponent(q)}`));
  const hits = async (q: string): Promise<SearchHit[]> =>
    (await results(q)).groups.flatMap((group) => group.hits);
  const post = async (url: string, payload: FormData | object) =>
    successData(await requests.post(url, payload))._id as string;

  beforeAll(async () => {
    ids.owner = await post(
      '/api/owner/register',
      multipartForm(
        ownerFields({
          name: 'Sébastien Müller',
          nickName: 'Bastou',
          email: 'seb.muller@example.org',
          contactNo: '0815552468',
          passportNo: 'XK9081726',
          bankAccNo: '777-1-23456-9',
        }),
      ),
    );
    ids.typoOwner = await insertOwner(getContext().database.db, 'Somchai Jaidee');
    ids.property = await post(
      '/api/property/',
      multipartForm(
        propertyFields(ids.owner, {
          name: 'Baan Rimnam Villa',
          refId: 'PRP-7731',
          condoName: 'Lumpini Park Riverside',
          address: '88 Charoen Krung Road, Bang Rak',
        }),
      ),
    );
    ids.tenant = await post(
      '/api/tenant/register',
      multipartForm({
        ...tenantFields(ids.property, {
          firstName: 'Zoë',
          nickName: 'Zozo',
          surName: 'Kowalczyk',
          email: 'zoe.k@example.net',
          contactNo: '090 111 3579',
          whatsAppNo: '0867778899',
        }),
        ...subTenantFields(0, {
          firstName: 'Anneliese',
          nickName: 'Lise',
          surName: 'Brandt',
          email: 'lise.brandt@example.net',
          contactNo: '0934440011',
        }),
      }),
    );
    ids.contract = await post('/api/contract/', {
      ownerId: ids.owner,
      propertyId: ids.property,
      tenantId: ids.tenant,
      contractRefName: 'CT-2025-ORCHID',
      startDate: '2025-01-01',
      finishDate: '2025-12-31',
      agent: { name: 'Pimchanok Agent' },
      coAgent: { name: 'Boonmee Helper', company: 'Siam Homes' },
    });
    const tenant = await getContext().app.inject({
      method: 'GET',
      url: `/api/tenant?id=${ids.tenant}`,
      headers: auth(),
    });
    ids.subTenant = tenant.json().data.profile.subTenants[0]._id;
  });

  // [query, kind, record, matched field]
  const FIELD_ROWS: [string, SearchHit['kind'], keyof typeof ids, string][] = [
    ['Sébastien Müller', 'owner', 'owner', 'name'],
    ['Bastou', 'owner', 'owner', 'nickName'],
    ['seb.muller@example.org', 'owner', 'owner', 'email'],
    ['081-555 2468', 'owner', 'owner', 'contactNo'],
    ['XK9081726', 'owner', 'owner', 'passportNo'],
    ['777-1-23456-9', 'owner', 'owner', 'bankAccNo'],
    ['Baan Rimnam Villa', 'property', 'property', 'name'],
    ['PRP-7731', 'property', 'property', 'refId'],
    ['Lumpini Park', 'property', 'property', 'condoName'],
    ['Charoen Krung', 'property', 'property', 'address'],
    ['Zoë', 'tenant', 'tenant', 'firstName'],
    ['Zozo', 'tenant', 'tenant', 'nickName'],
    ['Kowalczyk', 'tenant', 'tenant', 'surName'],
    ['zoe.k@example.net', 'tenant', 'tenant', 'email'],
    ['0901113579', 'tenant', 'tenant', 'contactNo'],
    ['0867778899', 'tenant', 'tenant', 'whatsAppNo'],
    ['Anneliese', 'subTenant', 'subTenant', 'firstName'],
    ['Lise', 'subTenant', 'subTenant', 'nickName'],
    ['Brandt', 'subTenant', 'subTenant', 'surName'],
    ['lise.brandt@example.net', 'subTenant', 'subTenant', 'email'],
    ['0934440011', 'subTenant', 'subTenant', 'contactNo'],
    ['CT-2025-ORCHID', 'contract', 'contract', 'contractRefName'],
    ['Pimchanok', 'contract', 'contract', 'agentName'],
    ['Boonmee', 'contract', 'contract', 'coAgentName'],
  ];

  describe('GET /api/search', () => {
    it.each(FIELD_ROWS)('finds %s: the %s first, by its field', async (q, kind, record, field) => {
      const [first] = (await results(q)).groups.find((group) => group.kind === kind)?.hits ?? [];
      expect(first).toMatchObject({ kind, id: ids[record], matched: { name: field } });
    });

    it('answers each hit with its title, identifying fields and details page', async () => {
      const { groups } = await results('Kowalczyk');
      expect(groups[0]?.kind).toBe('tenant');
      expect(groups[0]?.hits[0]).toEqual({
        kind: 'tenant',
        id: ids.tenant,
        title: 'Zoë Kowalczyk',
        fields: [
          { name: 'nickName', value: 'Zozo' },
          { name: 'email', value: 'zoe.k@example.net' },
          { name: 'contactNo', value: '090 111 3579' },
        ],
        matched: { name: 'surName', value: 'Kowalczyk' },
        score: 2.5,
        detailsOf: { kind: 'tenant', id: ids.tenant },
      });
      const [owner] = await hits('Bastou');
      expect(owner?.detailsOf).toEqual({ kind: 'owner', id: ids.owner });
      const [property] = await hits('PRP-7731');
      expect(property?.detailsOf).toEqual({ kind: 'property', id: ids.property });
      const [contract] = await hits('CT-2025-ORCHID');
      expect(contract).toMatchObject({
        detailsOf: { kind: 'contract', id: ids.contract },
        fields: [
          { name: 'agentName', value: 'Pimchanok Agent' },
          { name: 'startDate', value: '2025-01-01' },
          { name: 'finishDate', value: '2025-12-31' },
        ],
      });
    });

    it("opens a sub-tenant's tenant", async () => {
      const [subTenant] = await hits('Anneliese Brandt');
      expect(subTenant).toMatchObject({
        kind: 'subTenant',
        id: expect.stringMatching(UUID),
        title: 'Anneliese Brandt',
        detailsOf: { kind: 'tenant', id: ids.tenant },
      });
    });

    it.each([
      ['Somchia', 'typoOwner', 'owner'],
      ['Somchai Jaide', 'typoOwner', 'owner'],
      ['Kowalcyzk', 'tenant', 'tenant'],
      ['Sebastein', 'owner', 'owner'],
      // pg_trgm finds these less similar than its threshold of 0.3: a short word keeps few trigrams through a typo.
      ['Somchai Jiadee', 'typoOwner', 'owner'],
      ['Mulelr', 'owner', 'owner'],
      ['Zeo Kowalczyk', 'tenant', 'tenant'],
      ['Zae Kowalczyk', 'tenant', 'tenant'],
    ] as const)('finds %s despite a typo of one letter or two swapped', async (q, record, kind) => {
      const found = await hits(q);
      expect(found.find((hit) => hit.kind === kind)?.id).toBe(ids[record]);
    });

    it.each([
      ['SEBASTIEN MULLER', 'owner'],
      ['sébastien müller', 'owner'],
      ['ZOE', 'tenant'],
      ['kowalczyk', 'tenant'],
    ] as const)('ignores accents and case: %s', async (q, record) => {
      expect((await hits(q)).map((hit) => hit.id)).toContain(ids[record]);
    });

    it.each([
      ['2468', 'owner', 'contactNo'],
      ['3579', 'tenant', 'contactNo'],
      ['7788', 'tenant', 'whatsAppNo'],
      ['4440', 'subTenant', 'contactNo'],
    ] as const)('finds a phone number from 4 of its digits: %s', async (q, record, field) => {
      const hit = (await hits(q)).find((found) => found.id === ids[record]);
      expect(hit?.matched.name).toBe(field);
    });

    it('ranks a text containing the query above a near match', async () => {
      const found = await hits('Somchai');
      expect(found[0]?.id).toBe(ids.typoOwner);
      expect(found[0]?.score).toBeGreaterThanOrEqual(1);
    });

    it('answers no hits for an empty query, a query without a word of 3 characters, or one nothing matches', async () => {
      for (const query of ['', 'q=', 'q=%20%20', 'q=zo', 'q=Zo%20K', 'q=xqzvwj']) {
        const response = await search(query);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          statusCode: 200,
          message: 'Success',
          data: { query: expect.any(String), groups: [] },
        });
      }
    });

    it('answers at most `limit` hits of each kind', async () => {
      const response = await search('q=example&limit=1');
      const { groups } = response.json().data as SearchResults;
      expect(groups.length).toBeGreaterThan(1);
      for (const group of groups) expect(group.hits).toHaveLength(1);
    });

    it('answers a word with a letter outside the Basic Multilingual Plane (the typo pass edits whole letters)', async () => {
      const response = await search(`q=${encodeURIComponent('ɵ𐀀')}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ query: 'ɵ𐀀', groups: [] });
    });

    it('treats LIKE wildcards in the query as text', async () => {
      expect(await hits('%')).toEqual([]);
      expect(await hits('_____')).toEqual([]);
    });

    itNeedsAToken('answers only a signed-in user (401 otherwise)', (headers) => [
      search('q=Bastou', headers),
      search('', headers),
    ]);

    itAnswersEach(
      'answers %s with %i: %s',
      [
        ['q=%00', 400, SEARCH_MESSAGES.queryControlCharacters],
        ['q=Bas%00tou', 400, SEARCH_MESSAGES.queryControlCharacters],
        [`q=${'a'.repeat(1000)}`, 400, SEARCH_MESSAGES.queryTooLong],
        [`q=${'a'.repeat(101)}`, 400, SEARCH_MESSAGES.queryTooLong],
        ['q=abc&limit=0', 400, SEARCH_MESSAGES.limit],
        ['q=abc&limit=10000', 400, SEARCH_MESSAGES.limit],
        ['q=abc&limit=51', 400, SEARCH_MESSAGES.limit],
        ['q=abc&limit=abc', 400, SEARCH_MESSAGES.limit],
        ['q=abc&limit=-1', 400, SEARCH_MESSAGES.limit],
      ],
      (query) => search(query),
    );

    it('answers a URL too long for the server with 414 or 431, never 5xx', async () => {
      const { app } = getContext();
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const port = Number(new URL(address).port);
      expect(await statusOfLongUrl(port, 8_000, auth())).toBe(400);
      expect([414, 431]).toContain(await statusOfLongUrl(port, 20_000, auth()));
      expect([414, 431]).toContain(await statusOfLongUrl(port, 200_000, auth()));
    });
  });
});
