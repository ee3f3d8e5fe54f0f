import { itAsksFor, pagedCalls, stubFetch, useTestApi } from '../test/fetch-stub';
import { contractsApi } from './api-client';

describe('contracts calls (SPEC 7 "Contracts")', () => {
  useTestApi();

  itAsksFor("asks for a tenant's and a property's contracts page by page, and deletes at /contracts/{id}", [
    ...pagedCalls((page, limit) => contractsApi.ofTenant('t1', page, limit), 'GET /contract/tenant/?id=t1'),
    ...pagedCalls(
      (page, limit) => contractsApi.ofProperty('p1', page, limit),
      'GET /contract/property/?id=p1',
    ),
    [() => contractsApi.remove('c1'), 'DELETE /contracts/c1'],
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
