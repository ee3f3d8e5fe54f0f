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

  itAsksFor('asks for the expiring and the overdue contracts page by page, and a renewal to fill the form', [
    ...pagedCalls(
      (page, limit) => contractsApi.expiring(60, page, limit),
      'GET /contract/expiring?within=60&overdue=false',
    ),
    ...pagedCalls(contractsApi.overdue, 'GET /contract/expiring?overdue=true'),
    [() => contractsApi.renewal('c1'), 'GET /contract/c1/renew'],
  ]);

  it("renews with the add form's JSON body at POST /contract/{id}/renew", async () => {
    const calls = stubFetch();
    const payload = {
      ownerId: 'o1',
      propertyId: 'p1',
      tenantId: 't1',
      contractRefName: 'C-2',
      startDate: '2025-01-01',
      finishDate: '2025-12-31',
    };
    await contractsApi.renew('c1', payload);
    expect(`${calls[0].method} ${calls[0].url}`).toBe('POST http://api.test/api/contract/c1/renew');
    expect(await calls[0].json()).toEqual(payload);
  });

  it('records an ending and a renewal offer at the version the contract was read', async () => {
    const calls = stubFetch();
    await contractsApi.end(
      'c1',
      { date: '2025-01-31', note: 'Moves abroad', propertyAvailable: true },
      { version: 3 },
    );
    await contractsApi.renewalOffered('c1', { version: 4 });
    expect(`${calls[0].method} ${calls[0].url}`).toBe('POST http://api.test/api/contract/c1/end');
    expect(await calls[0].json()).toEqual({
      date: '2025-01-31',
      note: 'Moves abroad',
      propertyAvailable: true,
    });
    expect(calls[0].headers.get('if-match')).toBe('"3"');
    expect(`${calls[1].method} ${calls[1].url}`).toBe('POST http://api.test/api/contract/c1/renewal-offered');
    expect(calls[1].headers.get('if-match')).toBe('"4"');
  });

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
