import { ApiError, propertiesApi, tenantsApi } from '@pm/api-client';
import {
  otherProperty,
  requiredMessages,
  storedProperty,
  storedTenant,
  TENANT_VALUES,
} from '@pm/schemas/testing';
import { expectFailedAlert, pendingSave, requiredMessagesCase } from '@pm/ui/page-tests';
import {
  listEnvelope,
  pasteInto,
  pdfFile as pdf,
  pngFile as png,
  renderPage,
  textEntries,
} from '@pm/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AddTenantPage } from './add-tenant-page';
import { typedPersonal } from './tenant-form-testing';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    tenantsApi: ['register'],
    propertiesApi: ['list'],
  }),
);
const { register } = vi.mocked(tenantsApi);
const listProperties = vi.mocked(propertiesApi.list);
const addTenant = {
  path: '/tenants/add-tenant',
  from: ['/tenants'],
  page: <AddTenantPage />,
  leadsTo: { '/tenants': 'Tenants list page' },
};

const personal = () => screen.getByRole('region', { name: 'Personal Information' });
const subTenant = (number: number) => screen.getByRole('region', { name: `Sub Tenant ${number}` });
const propertySelect = () => screen.getByRole('combobox', { name: 'Property' }) as HTMLSelectElement;

const typedSubTenant = {
  'First Name': 'Mali',
  Nickname: 'Mal',
  Surname: 'Srisuk',
  'Contact No.': '0811111111',
  'Date of Birth': '1995-06-01',
  Nationality: 'Thai',
  'Home Address': '9 Sukhumvit Rd',
  Passport: 'P1234567',
};

async function fillForm(user: UserEvent) {
  await screen.findByRole('option', { name: 'Sukhumvit Suite' });
  await user.selectOptions(propertySelect(), storedProperty._id);
  await pasteInto(user, typedPersonal, personal());
}

// Filling a dozen MUI fields takes a few seconds on a busy machine.
describe('Add Tenant (/tenants/add-tenant)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    listProperties.mockResolvedValue(listEnvelope([storedProperty, otherProperty]) as never);
  });

  it('offers the properties by name, prefills the default password and links Back to /tenants', async () => {
    renderPage(addTenant);
    expect(await screen.findByRole('option', { name: 'Riverside 3B' })).toBeTruthy();
    expect(listProperties).toHaveBeenCalledWith(1, 100);
    expect([...propertySelect().options].map((option) => option.textContent)).toEqual([
      'Choose a property',
      'Sukhumvit Suite',
      'Riverside 3B',
    ]);
    const password = within(personal()).getByLabelText('Default Password') as HTMLInputElement;
    expect(password.value).toBe('Tenant@12345');
    expect(password.readOnly).toBe(true);
    for (const label of ['Profile Image', 'Passport Image', 'Contract Image', 'Inventory']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).type).toBe('file');
    }
    expect((screen.getByLabelText('Contract Image') as HTMLInputElement).accept).toContain('application/pdf');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/tenants');
  });

  it('says when the properties cannot be loaded', async () => {
    listProperties.mockRejectedValue(new ApiError('Please sign in again.', 401));
    renderPage(addTenant);
    expect(await screen.findByText('Properties could not be loaded: Please sign in again.')).toBeTruthy();
  });

  requiredMessagesCase(addTenant, {
    submit: 'Add Tenant',
    messages: requiredMessages('tenant'),
    call: register,
  });

  it('shows "Invalid email format" for a bad email', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(addTenant);
    await fillForm(user);
    await user.type(within(personal()).getByLabelText('Email'), 'x@');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    expect(await within(personal()).findByText('Invalid email format')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('adds and removes sub-tenants, checking their required fields and email format', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(addTenant);
    expect(screen.getByText('No sub tenants.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Sub Tenant' }));
    await user.click(screen.getByRole('button', { name: 'Add Sub Tenant' }));
    expect(screen.getByRole('region', { name: 'Sub Tenant 2' })).toBeTruthy();
    await user.type(within(subTenant(1)).getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    const first = subTenant(1);
    for (const message of [
      'First name is required',
      'Nickname is required',
      'Surname is required',
      'Contact number is required',
      'Date of birth is required',
      'Nationality is required',
      'Home address is required',
      'Invalid email format',
    ]) {
      expect(await within(first).findByText(message)).toBeTruthy();
    }
    // whatsAppNo and passport are optional.
    expect(within(first).queryByText('WhatsApp number is required')).toBeNull();

    await user.type(within(subTenant(2)).getByLabelText('First Name'), 'Second');
    await user.click(within(subTenant(1)).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('region', { name: 'Sub Tenant 2' })).toBeNull();
    expect((within(subTenant(1)).getByLabelText('First Name') as HTMLInputElement).value).toBe('Second');
    expect(register).not.toHaveBeenCalled();
  });

  it('shows "Adding..." while sending SPEC 7 fields and files, then the success toast, then /tenants', async () => {
    const user = userEvent.setup({ delay: null });
    const save = pendingSave(register);
    renderPage(addTenant);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Sub Tenant' }));
    await pasteInto(user, typedSubTenant, subTenant(1));
    await user.upload(screen.getByLabelText('Profile Image'), png('me.png'));
    await user.upload(screen.getByLabelText('Contract Image'), pdf('contract.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));

    const [body] = await save.expectBusy('Adding...', 'Adding Tenant...');
    expect(textEntries(body)).toEqual({
      property: storedProperty._id,
      ...TENANT_VALUES,
      email: 'john@example.com',
      'subTenants[0][firstName]': 'Mali',
      'subTenants[0][nickName]': 'Mal',
      'subTenants[0][surName]': 'Srisuk',
      'subTenants[0][email]': '',
      'subTenants[0][contactNo]': '0811111111',
      'subTenants[0][whatsAppNo]': '',
      'subTenants[0][dob]': '1995-06-01',
      'subTenants[0][nationality]': 'Thai',
      'subTenants[0][homeAddress]': '9 Sukhumvit Rd',
      'subTenants[0][passport]': 'P1234567',
    });
    expect((body.get('profileImage') as File).name).toBe('me.png');
    expect((body.get('contract') as File).name).toBe('contract.pdf');
    expect(body.has('passport')).toBe(false);

    await save.succeed(storedTenant, { toast: 'Tenant added successfully' }, 'Tenants list page');
  });

  it('shows the server message in the "Failed" alert with the error icon and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    register.mockRejectedValue(new ApiError('A tenant with this email already exists.', 409));
    renderPage(addTenant);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await expectFailedAlert('A tenant with this email already exists.', 'error');
    // When the alert has closed, the form is there again with what was typed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    await screen.findByRole('region', { name: 'Personal Information' }, { timeout: 4000 });
    expect((within(personal()).getByLabelText('Email') as HTMLInputElement).value).toBe('john@example.com');
    expect(screen.getByRole('button', { name: 'Add Tenant' })).toBeTruthy();
    expect(screen.queryByText('Tenants list page')).toBeNull();
  });
});
