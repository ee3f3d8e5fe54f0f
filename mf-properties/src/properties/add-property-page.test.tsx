import { ApiError, ownersApi, propertiesApi } from '@pm/api-client';
import { otherOwner, storedOwner, storedProperty } from '@pm/schemas/testing';
import { expectFailedAlert, expectSubmitRefused, imagePreviewCase, pendingSave } from '@pm/ui/page-tests';
import {
  deferred,
  listEnvelope,
  pdfFile as pdf,
  pngFile as png,
  renderPage,
  textEntries,
} from '@pm/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AddPropertyPage } from './add-property-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { ownersApi: ['list'], propertiesApi: ['create'] }),
);
const listOwners = vi.mocked(ownersApi.list);
const { create } = vi.mocked(propertiesApi);
const addProperty = {
  path: '/properties/add-property',
  from: ['/properties'],
  page: <AddPropertyPage />,
  leadsTo: { '/properties': 'Properties list page' },
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The form shows at once; its owner select offers the owners once they are loaded. */
const ownersLoaded = () => screen.findByRole('option', { name: 'Malee Srisuk' });

const typed = {
  Name: 'Sukhumvit Suite',
  'Ref ID': 'REF-001',
  Size: '65.5',
  Rooms: '3',
  Bedrooms: '2',
  Bathrooms: '1',
  Floors: '4',
  'Billing Date': '2025-01-05',
  Latitude: '13.7563',
  Longitude: '100.5018',
  'English Link': 'https://example.com/en',
  'Thai Link': 'https://example.com/th',
  Address: '12 Sukhumvit Soi 24',
  Description: 'Bright corner unit',
  'Monthly Rent': '35000',
  '6-Month Rate': '200000',
  'Management Fee': '1500',
};

async function fillForm(user: UserEvent) {
  await user.selectOptions(field('Owner'), 'Malee Srisuk');
  // Typing twenty fields key by key is slow on a busy machine; a change event per field is what a paste gives.
  for (const [label, value] of Object.entries(typed)) fireEvent.change(field(label), { target: { value } });
  await user.selectOptions(field('Type'), 'type 2');
  await user.selectOptions(field('Condo Name'), 'condoName 3');
  await user.selectOptions(field('Status'), 'on hold');
  await user.selectOptions(field('Neighbourhood'), 'Neighbourhood 1');
}

// Filling twenty MUI fields takes a few seconds on a busy machine.
describe('Add Property (/properties/add-property)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    listOwners.mockResolvedValue(listEnvelope([storedOwner, otherOwner]) as never);
  });

  it('shows the form at once, its owner select "Loading owners..." (page 1, limit 100), then why they failed', async () => {
    const user = userEvent.setup({ delay: null });
    const owners = deferred<never>();
    listOwners.mockReturnValue(owners.promise);
    renderPage(addProperty);
    expect(
      [...(field('Owner') as unknown as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual(['Loading owners...']);
    expect(listOwners).toHaveBeenCalledWith(1, 100);
    await user.type(field('Name'), 'Riverside Loft');
    owners.reject(new ApiError('Please sign in again.', 401));
    expect(await screen.findByText('Owners could not be loaded: Please sign in again.')).toBeTruthy();
    expect(field('Name').value).toBe('Riverside Loft');
  });

  it('offers the owners by name and the SPEC choices; the 360° tour starts with the default link', async () => {
    renderPage(addProperty);
    await ownersLoaded();
    const owner = field('Owner') as unknown as HTMLSelectElement;
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options(owner)).toEqual([
      ['', 'Select owner'],
      [storedOwner._id, 'Somchai Jaidee'],
      [otherOwner._id, 'Malee Srisuk'],
    ]);
    expect(options(field('Type')).slice(1)).toEqual([
      ['type 1', 'type 1'],
      ['type 2', 'type 2'],
      ['type 3', 'type 3'],
    ]);
    expect(
      options(field('Condo Name'))
        .slice(1)
        .map(([value]) => value),
    ).toEqual(['condoName 1', 'condoName 2', 'condoName 3']);
    expect(
      options(field('Status'))
        .slice(1)
        .map(([value]) => value),
    ).toEqual(['closed', 'rented', 'available', 'on hold']);
    expect(
      options(field('Neighbourhood'))
        .slice(1)
        .map(([value]) => value),
    ).toEqual(['Neighbourhood 1', 'Neighbourhood 2', 'Neighbourhood 3']);
    expect(field('360° Tour').value).toBe('https://my.matterport.com/');
    expect(field('Billing Date').type).toBe('date');
    expect(field('Address').tagName).toBe('TEXTAREA');
    expect(field('Description').tagName).toBe('TEXTAREA');
    expect(field('Title Deed').accept).toBe('application/pdf,image/png,image/jpeg,image/webp');
    expect(field('Signed Management Contract').type).toBe('file');
    for (const slot of [1, 2, 3, 4, 5]) expect(field(`Photo ${slot}`).type).toBe('file');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/properties');
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeTruthy();
  });

  it('requires an owner and a name, checks numbers, and sends nothing until they are right', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(addProperty);
    await ownersLoaded();
    await user.type(field('Rooms'), 'three');
    await user.type(field('Monthly Rent'), '35,000');
    await user.type(field('Latitude'), '200');
    await expectSubmitRefused(
      user,
      'Add Property',
      [
        'Owner is required',
        'Name is required',
        'Rooms must be a whole number from 0 to 1000',
        'Monthly rent must be a number (0 or more)',
        'Latitude must be a number from -90 to 90',
      ],
      create,
    );
  });

  imagePreviewCase(addProperty, 'Photo 2');

  it('shows "Adding..." while sending SPEC 7 names, then "Property added successfull", then /properties', async () => {
    const user = userEvent.setup({ delay: null });
    const save = pendingSave(create);
    renderPage(addProperty);
    await ownersLoaded();
    await fillForm(user);
    await user.upload(field('Photo 1'), png('front.png'));
    await user.upload(field('Photo 3'), png('kitchen.png'));
    await user.upload(field('Title Deed'), pdf('deed.pdf'));
    await user.upload(field('Signed Management Contract'), pdf('contract.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    const [body] = await save.expectBusy('Adding...');
    expect(textEntries(body)).toEqual({
      owner: otherOwner._id,
      name: 'Sukhumvit Suite',
      refId: 'REF-001',
      type: 'type 2',
      condoName: 'condoName 3',
      size: '65.5',
      rooms: '3',
      bedrooms: '2',
      bathrooms: '1',
      floors: '4',
      status: 'on hold',
      threeSixtyTour: 'https://my.matterport.com/',
      billingDate: '2025-01-05',
      englishLink: 'https://example.com/en',
      thaiLink: 'https://example.com/th',
      address: '12 Sukhumvit Soi 24',
      description: 'Bright corner unit',
      'location[latitude]': '13.7563',
      'location[longitude]': '100.5018',
      'location[neighbourhood]': 'Neighbourhood 1',
      'financialInfo[monthlyRent]': '35000',
      'financialInfo[estimatedRent]': '200000',
      'financialInfo[managementFee]': '1500',
    });
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['front.png', 'kitchen.png']);
    expect((body.get('documents[titleDeed]') as File).name).toBe('deed.pdf');
    expect((body.get('documents[managementContract]') as File).name).toBe('contract.pdf');

    await save.succeed(storedProperty, { toast: 'Property added successfull' }, 'Properties list page');
  });

  it('shows the server message in the "Failed" alert and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    create.mockRejectedValue(new ApiError('Choose an existing owner.', 400));
    renderPage(addProperty);
    await ownersLoaded();
    await user.selectOptions(field('Owner'), 'Somchai Jaidee');
    await user.type(field('Name'), 'Riverside Loft');
    await user.type(field('Size'), '80');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    await expectFailedAlert('Choose an existing owner.', 'question');
    expect(field('Name').value).toBe('Riverside Loft');
    expect(field('Size').value).toBe('80');
    expect((field('Owner') as unknown as HTMLSelectElement).value).toBe(storedOwner._id);
    // the form is behind the alert (aria-hidden), ready to be sent again
    expect(screen.getByRole('button', { name: 'Add Property', hidden: true })).toBeTruthy();
    expect(screen.queryByText('Properties list page')).toBeNull();
  });
});
