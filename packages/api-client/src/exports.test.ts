import { AUTH_COOKIE, sessionStore } from '@pm/session';
import Cookies from 'js-cookie';
import { jsonResponse, stubFetch, useTestApi } from '../test/fetch-stub';
import { exportsApi } from './api-client';
import { attachmentName } from './http';

const CSV = '\ufeffemail,name\r\na@example.com,A\r\n';
const csvResponse = (headers: Record<string, string> = {}) =>
  new Response(CSV, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="owners-2026-11-27.csv"',
      ...headers,
    },
  });

describe('list exports (GET /export/:list)', () => {
  useTestApi();
  afterEach(() => {
    Cookies.remove(AUTH_COOKIE);
    sessionStore.setState({ token: null });
  });

  it('asks for the list and the format with the bearer token, and answers the bytes and the file name', async () => {
    Cookies.set(AUTH_COOKIE, 'tok-1');
    const calls = stubFetch(() => csvResponse());
    const file = await exportsApi.download('sub-tenants', 'xlsx');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET http://api.test/api/export/sub-tenants?format=xlsx',
    ]);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(file.fileName).toBe('owners-2026-11-27.csv');
    expect(await file.blob.text()).toBe(CSV);
  });

  it('names the file by the list, the day and the format when the server gave no name', async () => {
    stubFetch(() => csvResponse({ 'content-disposition': '' }));
    const { fileName } = await exportsApi.download('owners', 'csv');
    expect(fileName).toMatch(/^owners-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("fails with the server's message, as every call (SPEC 8)", async () => {
    stubFetch(() => jsonResponse(400, { statusCode: 400, message: 'format must be one of: csv, xlsx.' }));
    await expect(exportsApi.download('owners', 'csv')).rejects.toMatchObject({
      message: 'format must be one of: csv, xlsx.',
      status: 400,
    });
  });

  it('saves the file as a download under its name', async () => {
    stubFetch(() => csvResponse());
    const saved: { name: string; href: string }[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://app.test/1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    await exportsApi.save('owners', 'csv');
    expect(saved).toEqual([{ name: 'owners-2026-11-27.csv', href: 'blob:http://app.test/1' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(created).toHaveBeenCalledTimes(1);
    expect(revoked).toHaveBeenCalledWith('blob:http://app.test/1');
    for (const spy of [click, created, revoked]) spy.mockRestore();
  });
});

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="owners-2026-11-27.csv"', 'owners-2026-11-27.csv'],
    ['attachment; filename=owners.xlsx', 'owners.xlsx'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'%E0%B8%81.csv', 'ก.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', 'fallback.csv'],
    [null, 'fallback.csv'],
  ])('reads %s as %s', (header, name) => {
    expect(attachmentName(header, 'fallback.csv')).toBe(name);
  });
});
