import { stubFetch, useTestApi } from '../test/fetch-stub';
import { contractsApi, ownersApi, propertiesApi, tenantsApi } from './api-client';

/** Each edit call, made with the given options. */
const edits = {
  owner: (options?: { version?: number }) => ownersApi.update('abc', new FormData(), options),
  property: (options?: { version?: number }) => propertiesApi.update('abc', new FormData(), options),
  tenant: (options?: { version?: number }) => tenantsApi.update('abc', new FormData(), options),
  contract: (options?: { version?: number }) => contractsApi.update('abc', { contractRefName: 'C' }, options),
};

describe('conditional edits (If-Match)', () => {
  useTestApi();

  it.each(Object.entries(edits))('a %s edit with a version sends If-Match: "<version>"', async (_, edit) => {
    const calls = stubFetch();
    await edit({ version: 3 });
    await edit({ version: 0 });
    expect(calls.map((call) => call.headers.get('if-match'))).toEqual(['"3"', '"0"']);
  });

  it.each(Object.entries(edits))('a %s edit without a version sends no If-Match', async (_, edit) => {
    const calls = stubFetch();
    await edit();
    await edit({});
    expect(calls.map((call) => call.headers.has('if-match'))).toEqual([false, false]);
  });

  it('the contract edit payload still omits __v (SPEC 7): the version goes in the header only', async () => {
    const calls = stubFetch();
    await contractsApi.update('abc', { contractRefName: 'C' }, { version: 2 });
    expect(await calls[0]?.json()).toEqual({ contractRefName: 'C' });
  });
});
