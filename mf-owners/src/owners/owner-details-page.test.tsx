import { ApiError, auditApi, ownersApi } from '@pm/api-client';
import { storedOwner, storedProperty } from '@pm/schemas/testing';
import { detailsScreenCases } from '@pm/ui/page-tests';
import { detailValue as detail, envelope, listEnvelope, renderPage } from '@pm/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { OwnerDetailsPage } from './owner-details-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    auditApi: ['list'],
    ownersApi: ['get', 'properties'],
  }),
);
const { get, properties } = vi.mocked(ownersApi);
const ownerDetails = { path: `/owner/${storedOwner._id}`, pattern: '/owner/:id', page: <OwnerDetailsPage /> };

describe('Owner details (/owner/{id})', () => {
  detailsScreenCases(ownerDetails, {
    read: get,
    record: storedOwner,
    history: vi.mocked(auditApi.list),
    entity: 'owner',
    related: [properties],
    failure: new ApiError('Owner not found', 404),
  });

  it('does not ask for the properties of an owner that cannot be loaded', async () => {
    get.mockRejectedValue(new ApiError('Owner not found', 404));
    renderPage(ownerDetails);
    expect(await screen.findByText('Error: Owner not found')).toBeTruthy();
    expect(properties).not.toHaveBeenCalled();
  });

  it('shows every field and image of the owner and "No Properties Available" when it has none', async () => {
    get.mockResolvedValue(envelope(storedOwner) as never);
    properties.mockResolvedValue(listEnvelope([]) as never);
    renderPage(ownerDetails);
    expect(await screen.findByText('No Properties Available')).toBeTruthy();
    expect(properties).toHaveBeenCalledWith(storedOwner._id, 1, 15);
    expect(detail('Name')).toBe('Somchai Jaidee');
    expect(detail('Email')).toBe('somchai@example.com');
    expect(detail('Contact')).toBe('0812345678');
    expect(detail('Date of Birth')).toBe('1980-04-12');
    expect(detail('Bank Account Number')).toBe('1234567890');
    expect(detail('Bank Name')).toBe('Kasikorn');
    expect(detail('Bank Branch')).toBe('Silom');
    expect(screen.getByRole('img', { name: 'Profile image' }).getAttribute('src')).toBe(
      '/api/files/profile-1.png',
    );
    expect(screen.getByRole('img', { name: 'Bank image' }).getAttribute('src')).toBe('/api/files/bank-1.png');
    expect(screen.getByRole('img', { name: 'Passport image' }).getAttribute('src')).toBe(
      '/api/files/passport-1.png',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a placeholder icon where an image fails to load or is missing', async () => {
    get.mockResolvedValue(
      envelope({ ...storedOwner, bank: { ...storedOwner.bank, bankImage: null } }) as never,
    );
    properties.mockResolvedValue(listEnvelope([]) as never);
    renderPage(ownerDetails);
    const passport = await screen.findByRole('img', { name: 'Passport image' });
    expect(passport.tagName).toBe('IMG');
    fireEvent.error(passport);
    const placeholder = screen.getByRole('img', { name: 'Passport image' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Bank image' }).tagName).not.toBe('IMG');
  });

  it("lists the owner's properties with name, condo name, address, size, rooms, monthly rent and status", async () => {
    get.mockResolvedValue(envelope(storedOwner) as never);
    properties.mockResolvedValue(listEnvelope([storedProperty]) as never);
    renderPage(ownerDetails);
    const table = await screen.findByRole('table', { name: 'Owner properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Condo Name', 'Address', 'Size', 'Rooms', 'Monthly Rent', 'Status']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Sukhumvit Suite',
      'condoName 1',
      '12 Sukhumvit Soi 24, Bangkok',
      '65.5',
      '3',
      '35000',
      'rented',
    ]);
    expect(screen.queryByText('No Properties Available')).toBeNull();
  });

  it('shows "Error: {message}" in the properties section when only they fail', async () => {
    get.mockResolvedValue(envelope(storedOwner) as never);
    properties.mockRejectedValue(new ApiError('Properties are unavailable', 503));
    renderPage(ownerDetails);
    const section = await screen.findByRole('region', { name: 'Properties' });
    expect(await within(section).findByText('Error: Properties are unavailable')).toBeTruthy();
    expect(detail('Name')).toBe('Somchai Jaidee');
  });
});
