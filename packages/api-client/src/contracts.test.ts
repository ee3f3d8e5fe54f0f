import { itAsksFor, stubFetch, useTestApi } from '../test/fetch-stub';
import { contractsApi } from './api-client';

describe('contracts calls (SPEC 7 "Contracts")', () => {
  useTestApi();

  itAsksFor('asks for the right methods, paths and queries', [
    [() => contractsApi.list(), 'GET http://api.test/api/contract/all?page=1&limit=15'],
    [() => contractsApi.list(2, 30), 'GET http://api.test/api/contract/all?page=2&limit=30'],
    [() => contractsApi.get('c1'), 'GET http://api.test/api/contract/?id=c1'],
    [() => contractsApi.ofTenant('t1'), 'GET http://api.test/api/contract/tenant/?id=t1&page=1&limit=15'],
    [
      () => contractsApi.ofProperty('p1', 3, 5),
      'GET http://api.test/api/contract/property/?id=p1&page=3&limit=5',
    ],
    [() => contractsApi.remove('c1'), 'DELETE http://api.test/api/contracts/c1'],
  ]);

  it('creates with a JSON body carrying ownerId, propertyId and tenantId', async () => {
    const calls = stubFetch();
    const payload = {
      ownerId: 'o1',
      propertyId: 'p1',
      tenantId: 't1',
      contractRefName: 'C-1',
      startDate: '2024-01-01',
      finishDate: '2024-12-31',
      agent: { name: 'Ann' },
    };
    await contractsApi.create(payload);
    expect(`${calls[0].method} ${calls[0].url}`).toBe('POST http://api.test/api/contract/');
    expect(calls[0].headers.get('content-type')).toMatch(/^application\/json/);
    expect(await calls[0].json()).toEqual(payload);
  });

  it('edits with a JSON body at POST /contract/?id=', async () => {
    const calls = stubFetch();
    await contractsApi.update('c1', { depositAmount: 9000 });
    expect(`${calls[0].method} ${calls[0].url}`).toBe('POST http://api.test/api/contract/?id=c1');
    expect(await calls[0].json()).toEqual({ depositAmount: 9000 });
  });
});
