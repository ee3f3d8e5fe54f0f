import { ApiError, auditApi, contractsApi, tenantsApi } from '@pm/api-client';
import { storedContract, storedTenant } from '@pm/schemas/testing';
import { detailsScreenCases } from '@pm/ui/page-tests';
import { detailValue, envelope, listEnvelope, renderPage, rowTexts } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import { TenantDetailsPage } from './tenant-details-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    auditApi: ['list'],
    tenantsApi: ['get'],
    contractsApi: ['ofTenant'],
  }),
);
const { get } = vi.mocked(tenantsApi);
const { ofTenant } = vi.mocked(contractsApi);
const tenantDetails = {
  path: `/tenant/${storedTenant._id}`,
  pattern: '/tenant/:id',
  page: <TenantDetailsPage />,
};

describe('Tenant details (/tenant/{id})', () => {
  detailsScreenCases(tenantDetails, {
    read: get,
    record: storedTenant,
    history: vi.mocked(auditApi.list),
    entity: 'tenant',
    related: [ofTenant],
    failure: new ApiError('Tenant not found.', 404),
  });

  it('shows the SPEC fields of the tenant and links to the edit page', async () => {
    get.mockResolvedValue(envelope(storedTenant) as never);
    ofTenant.mockResolvedValue(listEnvelope([]) as never);
    renderPage(tenantDetails);
    const info = await screen.findByRole('region', { name: 'Tenant Information' });
    for (const [label, value] of [
      ['Name', 'John'],
      ['Nickname', 'Johnny'],
      ['Surname', 'Smith'],
      ['Email', 'john@example.com'],
      ['Contact', '0812345678'],
      ['Date of Birth', '1990-01-15'],
      ['Nationality', 'British'],
    ]) {
      expect(detailValue(label, info)).toBe(value);
    }
    expect(screen.getByRole('link', { name: 'Update Tenant' }).getAttribute('href')).toBe(
      `/tenants/edit-tenant/${storedTenant._id}`,
    );
    expect(screen.getByRole('link', { name: 'View contract' }).getAttribute('href')).toBe(
      '/api/files/contract-1.pdf',
    );
  });

  it("shows the tenant's property and sub-tenants tables", async () => {
    get.mockResolvedValue(envelope(storedTenant) as never);
    ofTenant.mockResolvedValue(listEnvelope([]) as never);
    renderPage(tenantDetails);
    const property = await screen.findByRole('table', { name: 'Tenant property' });
    expect(rowTexts(property)).toEqual([
      ['Name', 'Condo Name', 'Address', 'Size', 'Rooms', 'Monthly Rent', 'Status'],
      ['Sukhumvit Suite', 'condoName 1', '12 Sukhumvit Soi 24, Bangkok', '65.5', '3', '35000', 'rented'],
    ]);
    const subTenants = screen.getByRole('table', { name: 'Sub tenants' });
    expect(rowTexts(subTenants)[1]).toEqual([
      'Mali',
      'Mal',
      'Srisuk',
      'mali@example.com',
      '0811111111',
      '',
      '1995-06-01',
      'Thai',
      '9 Sukhumvit Rd',
      'P1234567',
    ]);
  });

  it("lists the tenant's contracts from GET /contract/tenant/?id=", async () => {
    get.mockResolvedValue(envelope(storedTenant) as never);
    ofTenant.mockResolvedValue(listEnvelope([storedContract]) as never);
    renderPage(tenantDetails);
    const contracts = await screen.findByRole('table', { name: 'Tenant contracts' });
    expect(ofTenant).toHaveBeenCalledWith(storedTenant._id, 1, 15);
    expect(rowTexts(contracts)).toEqual([
      ['Agent', 'Contract Reference Name', 'Deposit', 'Start', 'Finish', 'Tenant Name', 'Owner Name'],
      ['Anong Agent', 'CT-2024-001', '50000', '2024-01-01', '2024-12-31', 'John Smith', 'Somchai Jaidee'],
    ]);
  });

  it('says when there are no sub-tenants or contracts, and shows a contracts load error on its own', async () => {
    get.mockResolvedValue(
      envelope({ ...storedTenant, profile: { ...storedTenant.profile, subTenants: [] } }) as never,
    );
    ofTenant.mockRejectedValue(new ApiError('Contracts are unavailable.', 503));
    renderPage(tenantDetails);
    expect(await screen.findByText('No Sub Tenants')).toBeTruthy();
    expect(await screen.findByText('Error: Contracts are unavailable.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tenant property' })).toBeTruthy();
  });
});
