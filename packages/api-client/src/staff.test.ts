import { itAsksFor, jsonResponse, pagedCalls, stubFetch, useTestApi } from '../test/fetch-stub';
import { ApiError, staffApi } from './api-client';

const id = '0b4c5d6e-1f2a-4b3c-8d9e-0f1a2b3c4d5e';

describe('staff calls (/api/staff, admins only)', () => {
  useTestApi();

  itAsksFor('asks for the staff and a member’s activity page by page, and for one member by its id', [
    ...pagedCalls(staffApi.list, 'GET /staff/all'),
    ...pagedCalls((page, limit) => staffApi.activity(id, page, limit), `GET /staff/${id}/activity`),
    [() => staffApi.get(id), `GET /staff/${id}`],
  ]);

  itAsksFor('posts each action on a member to its own path', [
    [() => staffApi.resendInvitation(id), `POST /staff/${id}/resend`],
    [() => staffApi.deactivate(id), `POST /staff/${id}/deactivate`],
    [() => staffApi.reactivate(id), `POST /staff/${id}/reactivate`],
    [() => staffApi.endSessions(id), `POST /staff/${id}/end-sessions`],
    [() => staffApi.resetTwoStep(id), `POST /staff/${id}/reset-two-step`],
  ]);

  it('invites with a JSON body of the name, the email and the role', async () => {
    const calls = stubFetch();
    await staffApi.invite({ name: 'Ann Lee', email: 'ann@agency.test', role: 'agent' });
    expect(`${calls[0].method} ${calls[0].url}`).toBe('POST http://api.test/api/staff/invite');
    expect(calls[0].headers.get('content-type')).toMatch(/^application\/json/);
    expect(await calls[0].json()).toEqual({ name: 'Ann Lee', email: 'ann@agency.test', role: 'agent' });
  });

  it('changes a role with a JSON body', async () => {
    const calls = stubFetch();
    await staffApi.changeRole(id, 'viewer');
    expect(`${calls[0].method} ${calls[0].url}`).toBe(`POST http://api.test/api/staff/${id}/role`);
    expect(await calls[0].json()).toEqual({ role: 'viewer' });
  });

  it("fails with the server's sentence and status (the last admin)", async () => {
    const message = 'The last active admin cannot lose the admin role: make another admin first.';
    stubFetch(() => jsonResponse(409, { statusCode: 409, message, error: 'Conflict' }));
    const failure = staffApi.changeRole(id, 'agent');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message, status: 409 });
  });
});
