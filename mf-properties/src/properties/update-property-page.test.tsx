import { ApiError, ownersApi, propertiesApi } from '@pm/api-client';
import { otherOwner, storedOwner, storedProperty } from '@pm/schemas/testing';
import { editScreenCases, expectFailedAlert, expectSubmitRefused, pendingSave } from '@pm/ui/page-tests';
import { deferred, envelope, listEnvelope, renderPage, textEntries } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePropertyPage } from './update-property-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    ownersApi: ['list'],
    propertiesApi: ['get', 'update'],
  }),
);
const listOwners = vi.mocked(ownersApi.list);
const { get, update } = vi.mocked(propertiesApi);
const updateProperty = {
  path: `/properties/update-property/${storedProperty._id}`,
  pattern: '/properties/update-property/:id',
  page: <UpdatePropertyPage />,
  leadsTo: { '/properties': 'Properties list page' },
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The form shows at once; its owner select offers the owners once they are loaded. */
const ownersLoaded = () => screen.findByRole('option', { name: 'Malee Srisuk' });

const textLabels = [
  'Name',
  'Ref ID',
  'Size',
  'Rooms',
  'Bedrooms',
  'Bathrooms',
  'Floors',
  '360° Tour',
  'Billing Date',
  'Latitude',
  'Longitude',
  'English Link',
  'Thai Link',
  'Address',
  'Description',
  'Monthly Rent',
  '6-Month Rate',
  'Management Fee',
];

describe('Edit Property (/properties/update-property/{id})', { timeout: 30_000 }, () => {
  beforeEach(() => {
    listOwners.mockResolvedValue(listEnvelope([storedOwner, otherOwner]) as never);
    get.mockResolvedValue(envelope(storedProperty) as never);
  });

  editScreenCases(updateProperty, {
    failure: new ApiError('Property not found.', 404),
    read: get,
    update,
    record: storedProperty,
    typed: { label: 'Name', value: 'Renamed Suite' },
    submit: 'Add Property',
    icon: 'question',
  });

  it('shows "Loading..." while the property loads (its owners loading beside it), then "Error: {message}" if it fails', async () => {
    const property = deferred<never>();
    get.mockReturnValue(property.promise);
    renderPage(updateProperty);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(storedProperty._id);
    expect(listOwners).toHaveBeenCalledWith(1, 100);
    property.reject(new ApiError('Property not found.', 404));
    expect(await screen.findByText('Error: Property not found.')).toBeTruthy();
  });

  it('keeps the stored owner chosen while the owners load, and when they cannot be loaded says so under it', async () => {
    const owners = deferred<never>();
    listOwners.mockReturnValue(owners.promise);
    renderPage(updateProperty);
    const owner = (await screen.findByLabelText('Owner')) as HTMLSelectElement;
    expect(owner.value).toBe(storedOwner._id);
    expect([...owner.options].map((option) => option.text)).toEqual(['Loading owners...', 'Somchai Jaidee']);
    owners.reject(new ApiError('Please sign in again.', 401));
    expect(await screen.findByText('Owners could not be loaded: Please sign in again.')).toBeTruthy();
    expect(owner.value).toBe(storedOwner._id);
  });

  it('prefills only the owner (SPEC 2) and the button still reads "Add Property"', async () => {
    renderPage(updateProperty);
    await ownersLoaded();
    const owner = field('Owner') as unknown as HTMLSelectElement;
    expect(owner.value).toBe(storedOwner._id);
    expect(Object.fromEntries(textLabels.map((label) => [label, field(label).value]))).toEqual(
      Object.fromEntries(textLabels.map((label) => [label, ''])),
    );
    for (const label of ['Type', 'Condo Name', 'Status', 'Neighbourhood'])
      expect(field(label).value).toBe('');
    expect(await screen.findByRole('button', { name: 'Add Property' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/properties');
  });

  it('sends only the fields that were filled, shows "Adding...", then the toast and /properties', async () => {
    const user = userEvent.setup({ delay: null });
    const save = pendingSave(update);
    renderPage(updateProperty);
    await ownersLoaded();
    await user.type(field('Name'), 'Renamed Suite');
    await user.type(field('Monthly Rent'), '40000');
    await user.selectOptions(field('Status'), 'available');
    await user.upload(field('Photo 2'), new File(['png'], 'new.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    const [id, body] = await save.expectBusy('Adding...');
    expect(id).toBe(storedProperty._id);
    expect(textEntries(body)).toEqual({
      owner: storedOwner._id,
      name: 'Renamed Suite',
      status: 'available',
      'financialInfo[monthlyRent]': '40000',
    });
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['new.png']);
    expect(body.has('documents[titleDeed]')).toBe(false);

    await save.succeed(
      { ...storedProperty, name: 'Renamed Suite' },
      { toast: 'Property updated successfully' },
      'Properties list page',
    );
  });

  it('checks the numbers typed before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(updateProperty);
    await ownersLoaded();
    await user.type(field('Floors'), 'two');
    await expectSubmitRefused(user, 'Add Property', ['Floors must be a whole number from 0 to 1000'], update);
  });

  it('shows the "Failed" alert with the server message and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    update.mockRejectedValue(new ApiError('A property may have at most 5 photos.', 400));
    renderPage(updateProperty);
    await ownersLoaded();
    await user.type(field('Name'), 'Renamed Suite');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    await expectFailedAlert('A property may have at most 5 photos.', 'question');
    expect(field('Name').value).toBe('Renamed Suite');
    expect(screen.queryByText('Properties list page')).toBeNull();
  });
});
