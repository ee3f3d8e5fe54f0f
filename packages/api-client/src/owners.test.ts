import { itAsksFor, pagedCalls, useTestApi } from '../test/fetch-stub';
import { ownersApi } from './api-client';
import { ownerFormData } from './owners';

describe('owners calls (SPEC 7 "Owners" and GET /property/owner)', () => {
  useTestApi();

  itAsksFor(
    "asks for an owner's properties page by page",
    pagedCalls((page, limit) => ownersApi.properties('abc', page, limit), 'GET /property/owner?id=abc'),
  );
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
