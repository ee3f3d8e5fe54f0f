import { itAsksFor, jsonResponse, pagedCalls, stubFetch, useTestApi } from '../test/fetch-stub';
import { auditApi } from './api-client';

describe('audit calls (GET /audit)', () => {
  useTestApi();

  itAsksFor('asks for the record, the page and the limit', [
    ...pagedCalls(
      (page, limit) => auditApi.list('owner', 'abc', page, limit),
      'GET /audit?entity=owner&id=abc',
    ),
    [() => auditApi.list('contract', 'abc', 2, 5), 'GET /audit?entity=contract&id=abc&page=2&limit=5'],
  ]);

  it('answers the list envelope as the server sent it', async () => {
    const entry = {
      _id: 'e1',
      entity: 'tenant',
      entityId: 'abc',
      action: 'update',
      at: '2025-01-31T09:15:00.000Z',
      by: { _id: 'u1', email: 'admin@example.com' },
      changes: [{ field: 'nickName', before: 'Jo', after: 'Johnny' }],
    };
    const body = { statusCode: 200, message: 'Success', data: [entry], page: 1, limit: 15, total: 1 };
    stubFetch(() => jsonResponse(200, body));
    expect(await auditApi.list('tenant', 'abc')).toEqual(body);
  });
});
