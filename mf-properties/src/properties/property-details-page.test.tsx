import { ApiError, auditApi, propertiesApi } from '@pm/api-client';
import { storedProperty } from '@pm/schemas/testing';
import { registerScreenPaths } from '@pm/ui/navigation';
import { detailsScreenCases } from '@pm/ui/page-tests';
import { detailValue as detail, envelope, renderPage } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import { PropertyDetailsPage } from './property-details-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    auditApi: ['list'],
    propertiesApi: ['get'],
  }),
);
const { get } = vi.mocked(propertiesApi);
const propertyDetails = {
  path: `/property/${storedProperty._id}`,
  pattern: '/property/:id',
  page: <PropertyDetailsPage />,
};

describe('Property detail (/property/{id})', () => {
  // What the shell registers at start when mf-owners is deployed.
  beforeEach(() => registerScreenPaths({ 'owner-details': '/owner/:id' }));
  detailsScreenCases(propertyDetails, {
    read: get,
    record: storedProperty,
    history: vi.mocked(auditApi.list),
    entity: 'property',
    failure: new ApiError('Property not found.', 404),
    errorText: 'Something went wrong.',
  });

  it('shows every field: details, owner, location, financial info, documents and photos', async () => {
    get.mockResolvedValue(envelope(storedProperty) as never);
    renderPage(propertyDetails);
    expect(await screen.findByRole('heading', { name: 'Sukhumvit Suite' })).toBeTruthy();
    expect({
      'Ref ID': detail('Ref ID'),
      Type: detail('Type'),
      'Condo Name': detail('Condo Name'),
      Size: detail('Size'),
      Rooms: detail('Rooms'),
      Bedrooms: detail('Bedrooms'),
      Bathrooms: detail('Bathrooms'),
      Floors: detail('Floors'),
      Status: detail('Status'),
      'Billing Date': detail('Billing Date'),
      'Owner Name': detail('Owner Name'),
      'Owner Email': detail('Owner Email'),
      Latitude: detail('Latitude'),
      Longitude: detail('Longitude'),
      Neighbourhood: detail('Neighbourhood'),
      Address: detail('Address'),
      Description: detail('Description'),
      'Monthly Rent': detail('Monthly Rent'),
      '6-Month Rate': detail('6-Month Rate'),
      'Management Fee': detail('Management Fee'),
      'Signed Management Contract': detail('Signed Management Contract'),
    }).toEqual({
      'Ref ID': 'REF-001',
      Type: 'type 2',
      'Condo Name': 'condoName 1',
      Size: '65.5',
      Rooms: '3',
      Bedrooms: '2',
      Bathrooms: '1',
      Floors: '4',
      Status: 'rented',
      'Billing Date': '2025-01-05',
      'Owner Name': 'Somchai Jaidee',
      'Owner Email': 'somchai@example.com',
      Latitude: '13.7563',
      Longitude: '100.5018',
      Neighbourhood: 'Neighbourhood 3',
      Address: '12 Sukhumvit Soi 24, Bangkok',
      Description: 'Bright corner unit',
      'Monthly Rent': '35,000',
      '6-Month Rate': '200,000',
      'Management Fee': '1,500.5',
      'Signed Management Contract': '-',
    });
    expect(screen.getByRole('link', { name: 'Somchai Jaidee' }).getAttribute('href')).toBe(
      `/owner/${storedProperty.owner._id}`,
    );
    expect(screen.getByRole('link', { name: 'Open title deed' }).getAttribute('href')).toBe(
      '/api/files/deed-1.pdf',
    );
    expect(screen.getByRole('link', { name: 'https://example.com/en' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://my.matterport.com/show/?m=abc' })).toBeTruthy();
    const photos = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/api/files/photo-1.png',
      '/api/files/photo-2.jpg',
    ]);
    expect(screen.getByRole('link', { name: 'Update Property' }).getAttribute('href')).toBe(
      `/properties/update-property/${storedProperty._id}`,
    );
  });

  it('never turns a non-web address into a link, and says when there are no photos', async () => {
    get.mockResolvedValue(
      envelope({ ...storedProperty, englishLink: 'javascript:alert(1)', images: [] }) as never,
    );
    renderPage(propertyDetails);
    expect(await screen.findByText('javascript:alert(1)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
    expect(screen.getByText('No Photos Available')).toBeTruthy();
  });

  it("shows the owner's name without a link when no deployed remote declares the owner details screen", async () => {
    registerScreenPaths({});
    get.mockResolvedValue(envelope(storedProperty) as never);
    renderPage(propertyDetails);
    expect(await screen.findByRole('heading', { name: 'Sukhumvit Suite' })).toBeTruthy();
    expect(screen.getByText('Somchai Jaidee')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Somchai Jaidee' })).toBeNull();
  });
});
