import { expectCalls, MULTIPART, useTestApi } from '../test/fetch-stub';
import { ownersApi } from './api-client';
import { ownerFormData } from './owners';

describe('owners calls (SPEC 7 "Owners" and GET /property/owner)', () => {
  useTestApi();

  it('asks for the right paths and queries', async () => {
    const calls = await expectCalls(async () => {
      await ownersApi.list();
      await ownersApi.list(2, 30);
      await ownersApi.get('abc');
      await ownersApi.properties('abc');
      await ownersApi.create(new FormData());
      await ownersApi.update('abc', new FormData());
    }, [
      'GET http://api.test/api/owner/all?page=1&limit=15',
      'GET http://api.test/api/owner/all?page=2&limit=30',
      'GET http://api.test/api/owner?id=abc',
      'GET http://api.test/api/property/owner?id=abc&page=1&limit=15',
      'POST http://api.test/api/owner/register',
      'POST http://api.test/api/owner/?id=abc',
    ]);
    expect(calls[4].headers.get('content-type')).toMatch(MULTIPART);
  });
});

describe('ownerFormData', () => {
  const file = new File(['x'], 'bank.png', { type: 'image/png' });

  it("sends SPEC's field names, the settings as 'true'/'false' and the chosen files", () => {
    const body = ownerFormData(
      { name: ' Somchai ', email: 'a@b.co', billingThreshold: '', payGovtTax: true, payCommonAreaFee: false },
      { bankImage: file, profileImage: null },
    );
    expect([...body.keys()]).toEqual([
      'name',
      'email',
      'billingThreshold',
      'payGovtTax',
      'payCommonAreaFee',
      'bankImage',
    ]);
    expect(body.get('name')).toBe('Somchai');
    expect(body.get('payCommonAreaFee')).toBe('false');
    expect((body.get('bankImage') as File).name).toBe('bank.png');
  });

  it('leaves empty texts out of an edit', () => {
    const body = ownerFormData(
      { name: 'Somchai', nickName: '', contactNo: '  ', payGovtTax: false },
      {},
      { skipEmpty: true },
    );
    expect([...body.entries()]).toEqual([
      ['name', 'Somchai'],
      ['payGovtTax', 'false'],
    ]);
  });
});
