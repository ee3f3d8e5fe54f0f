// `call` takes an operation's declaration: its path parameters, query and body are checked against the
// operation's own (typecheck), and it goes out with the declared method, path and token rule.
import * as routes from '@pm/api-contract/routes';
import type { Owner } from '@pm/schemas/records';
import { sessionStore } from '@pm/session';
import { stubFetch, useTestApi } from '../test/fetch-stub';
import { call, listPage } from './http';

describe('call', () => {
  useTestApi();

  it('sends the declared method and path, fills path parameters and leaves absent query values out', async () => {
    const calls = stubFetch();
    await call(routes.contractDelete, { params: { id: 'a/b' } });
    await call(routes.search, { query: { q: 'x', limit: undefined } });
    await listPage(routes.tenantsOfProperty, undefined, undefined, { params: { propertyId: 'p1' } });
    expect(
      calls.map(
        (request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`,
      ),
    ).toEqual([
      'DELETE /api/contracts/a%2Fb',
      'GET /api/search?q=x',
      'GET /api/tenant/property/p1?page=1&limit=15',
    ]);
  });

  it('sends the bearer token except to public operations', async () => {
    sessionStore.getState().signIn('token-1');
    const calls = stubFetch();
    await call(routes.login, { json: { email: 'a@b.co', password: 'secret' } });
    await call(routes.ownerList);
    expect(calls.map((request) => request.headers.get('authorization'))).toEqual([null, 'Bearer token-1']);
    sessionStore.getState().signOut();
  });

  it('types each operation from its declaration', () => {
    type OwnerAnswer = Awaited<ReturnType<typeof call<typeof routes.ownerOne>>>;
    type OwnersAnswer = Awaited<ReturnType<typeof listPage<typeof routes.ownerList>>>;
    expectTypeOf<OwnerAnswer['data']>().toEqualTypeOf<Owner>();
    expectTypeOf<OwnersAnswer['data']>().toEqualTypeOf<Owner[]>();
    expectTypeOf<OwnersAnswer['total']>().toEqualTypeOf<number>();
    // @ts-expect-error: ownerOne reads `id`, not `ownerId`
    void (() => call(routes.ownerOne, { query: { ownerId: 'x' } }));
    // @ts-expect-error: contractDelete needs its `id` path parameter
    void (() => call(routes.contractDelete));
    // @ts-expect-error: login takes JSON, not a form
    void (() => call(routes.login, { body: new FormData() }));
  });
});
