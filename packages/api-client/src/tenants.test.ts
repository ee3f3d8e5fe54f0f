import { itAsksFor, jsonResponse, pagedCalls, stubFetch, useTestApi } from '../test/fetch-stub';
import { tenantsApi } from './api-client';
import { tenantFormData } from './tenants';

describe('tenants calls (SPEC 7 "Tenants")', () => {
  useTestApi();

  itAsksFor(
    "asks for a property's tenants page by page",
    pagedCalls((page, limit) => tenantsApi.ofProperty('p1', page, limit), 'GET /tenant/property/p1'),
  );

  it("rethrows the server's message on failure (SPEC 8)", async () => {
    stubFetch(() =>
      jsonResponse(409, { statusCode: 409, message: 'A tenant with this email already exists.' }),
    );
    await expect(tenantsApi.register(new FormData())).rejects.toThrow(
      'A tenant with this email already exists.',
    );
  });
});

describe('tenantFormData', () => {
  const image = new File(['x'], 'me.png', { type: 'image/png' });
  const pdf = new File(['%PDF-'], 'contract.pdf', { type: 'application/pdf' });

  it("sends SPEC's names, sub-tenants as subTenants[i][field] and the chosen files", () => {
    const body = tenantFormData(
      {
        property: 'p1',
        firstName: ' John ',
        password: 'Tenant@12345',
        email: 'john@example.com',
        subTenants: [{ firstName: 'Mali', passport: 'P1' }, { firstName: 'Somsak' }],
      },
      { profileImage: image, contract: pdf, inventory: null },
    );
    const keys = [...body.keys()];
    expect(keys.slice(0, 4)).toEqual(['property', 'firstName', 'email', 'password']);
    expect(keys).toContain('subTenants[0][firstName]');
    expect(keys).toContain('subTenants[1][homeAddress]');
    expect(keys.slice(-2)).toEqual(['profileImage', 'contract']);
    expect(body.get('firstName')).toBe('John');
    expect(body.get('subTenants[0][passport]')).toBe('P1');
    expect(body.get('subTenants[1][firstName]')).toBe('Somsak');
    // A create sends every sub-tenant field, so the server can name the missing ones.
    expect(body.get('subTenants[1][nickName]')).toBe('');
    expect((body.get('contract') as File).name).toBe('contract.pdf');
  });

  it('leaves empty texts out of an edit and sends a sub-tenant passport file as a file part', () => {
    const body = tenantFormData(
      {
        firstName: '',
        nickName: 'Jo',
        subTenants: [
          { _id: 's1', firstName: 'Mali', nickName: '', passport: 'P1', passportFile: pdf },
          { firstName: '', nickName: '' },
          { firstName: 'New' },
        ],
      },
      {},
      { skipEmpty: true },
    );
    expect([...body.keys()]).toEqual([
      'nickName',
      'subTenants[0][_id]',
      'subTenants[0][firstName]',
      'subTenants[0][passport]',
      'subTenants[1][firstName]',
    ]);
    expect((body.get('subTenants[0][passport]') as File).name).toBe('contract.pdf');
    expect(body.get('subTenants[1][firstName]')).toBe('New');
  });

  it('sends a removed stored sub-tenant as its _id and _remove=true alone, and leaves an unsaved one out', () => {
    const body = tenantFormData(
      {
        subTenants: [
          { _id: 's1', firstName: 'Mali', _remove: true },
          { firstName: 'Unsaved', _remove: true },
          { _id: 's2', firstName: 'Kept' },
        ],
      },
      {},
      { skipEmpty: true },
    );
    expect([...body.entries()]).toEqual([
      ['subTenants[0][_id]', 's1'],
      ['subTenants[0][_remove]', 'true'],
      ['subTenants[1][_id]', 's2'],
      ['subTenants[1][firstName]', 'Kept'],
    ]);
  });

  it('an edit with no sub-tenant left says so with subTenants=""; without the list it sends nothing', () => {
    expect([...tenantFormData({ subTenants: [] }, {}, { skipEmpty: true }).entries()]).toEqual([
      ['subTenants', ''],
    ]);
    expect([...tenantFormData({ nickName: 'Jo' }, {}, { skipEmpty: true }).keys()]).toEqual(['nickName']);
  });
});
