import { ApiError, propertiesApi, tenantsApi } from '@pm/api-client';
import { otherProperty, storedProperty, storedTenant } from '@pm/schemas/testing';
import { editScreenCases, expectFailedAlert, pendingSave } from '@pm/ui/page-tests';
import { envelope, listEnvelope, renderPage, textEntries as strings } from '@pm/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditTenantPage } from './edit-tenant-page';
import { typedPersonal } from './tenant-form-testing';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    tenantsApi: ['get', 'update'],
    propertiesApi: ['list'],
  }),
);
const { get, update } = vi.mocked(tenantsApi);
const listProperties = vi.mocked(propertiesApi.list);
const editTenant = {
  path: `/tenants/edit-tenant/${storedTenant._id}`,
  pattern: '/tenants/edit-tenant/:id',
  page: <EditTenantPage />,
  leadsTo: { '/tenants': 'Tenants list page' },
};

const personal = () => screen.getByRole('region', { name: 'Personal Information' });
const subTenant = (number: number) => screen.getByRole('region', { name: `Sub Tenant ${number}` });
const inputIn = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('Update Tenant (/tenants/edit-tenant/{id})', { timeout: 30_000 }, () => {
  beforeEach(() => {
    listProperties.mockResolvedValue(listEnvelope([storedProperty, otherProperty]) as never);
  });

  editScreenCases(editTenant, {
    read: get,
    update,
    // Without sub-tenants, whose fields have the same labels.
    record: { ...storedTenant, profile: { ...storedTenant.profile, subTenants: [] } },
    typed: { label: 'Nickname', value: 'Jo' },
    submit: 'Update Tenant',
    icon: 'error',
    failure: new ApiError('Tenant not found.', 404),
  });

  it('prefills the form from the tenant profile, with a file input for the sub-tenant passport', async () => {
    get.mockResolvedValue(envelope(storedTenant) as never);
    renderPage(editTenant);
    await screen.findByRole('region', { name: 'Personal Information' });
    const shown = Object.keys(typedPersonal).map((label) => [label, inputIn(personal(), label).value]);
    expect(Object.fromEntries(shown)).toEqual(typedPersonal);
    await screen.findByRole('option', { name: 'Riverside 3B' });
    expect((screen.getByRole('combobox', { name: 'Property' }) as HTMLSelectElement).value).toBe(
      storedProperty._id,
    );
    expect(within(personal()).queryByLabelText('Default Password')).toBeNull();
    expect(inputIn(subTenant(1), 'First Name').value).toBe('Mali');
    expect(inputIn(subTenant(1), 'Passport').type).toBe('file');
    expect(within(subTenant(1)).getByText('Passport number: P1234567')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Profile Image preview' }).getAttribute('src')).toBe(
      '/api/files/profile-1.png',
    );
  });

  it('checks only the email format', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedTenant) as never);
    renderPage(editTenant);
    await screen.findByRole('region', { name: 'Personal Information' });
    await user.clear(inputIn(personal(), 'First Name'));
    await user.clear(inputIn(personal(), 'Date of Birth'));
    await user.clear(inputIn(personal(), 'Email'));
    await user.type(inputIn(personal(), 'Email'), 'broken@');
    await user.click(screen.getByRole('button', { name: 'Update Tenant' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.queryByText('Date of birth is required')).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends only non-empty fields and the sub-tenant passport file, then the toast, then /tenants', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedTenant) as never);
    const save = pendingSave(update);
    renderPage(editTenant);
    await screen.findByRole('region', { name: 'Personal Information' });
    await user.clear(inputIn(personal(), 'Nickname'));
    await user.type(inputIn(personal(), 'Nickname'), 'Jo');
    await user.clear(inputIn(personal(), 'Home Address'));
    await user.clear(inputIn(subTenant(1), 'Surname'));
    const passport = new File(['%PDF-1.7'], 'mali-passport.pdf', { type: 'application/pdf' });
    await user.upload(inputIn(subTenant(1), 'Passport'), passport);
    await user.click(screen.getByRole('button', { name: 'Add Sub Tenant' }));
    await user.type(inputIn(subTenant(2), 'First Name'), 'Newcomer');
    await user.click(screen.getByRole('button', { name: 'Update Tenant' }));

    const [id, body] = await save.expectBusy('Updating...', 'Updating Tenant...');
    expect(id).toBe(storedTenant._id);
    expect(strings(body)).toEqual({
      property: storedProperty._id,
      firstName: 'John',
      nickName: 'Jo',
      surName: 'Smith',
      contactNo: '0812345678',
      whatsAppNo: '0899999999',
      dob: '1990-01-15',
      email: 'john@example.com',
      nationality: 'British',
      'subTenants[0][_id]': 'sub-1',
      'subTenants[0][firstName]': 'Mali',
      'subTenants[0][nickName]': 'Mal',
      'subTenants[0][email]': 'mali@example.com',
      'subTenants[0][contactNo]': '0811111111',
      'subTenants[0][dob]': '1995-06-01',
      'subTenants[0][nationality]': 'Thai',
      'subTenants[0][homeAddress]': '9 Sukhumvit Rd',
      'subTenants[1][firstName]': 'Newcomer',
    });
    expect((body.get('subTenants[0][passport]') as File).name).toBe('mali-passport.pdf');
    expect(body.has('homeAddress')).toBe(false);
    expect(body.has('password')).toBe(false);

    await save.succeed(storedTenant, { toast: 'Tenant updated successfully' }, 'Tenants list page');
  });

  it('Remove of a stored sub-tenant sends its removal; Remove of a new one only drops it', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedTenant) as never);
    update.mockResolvedValue(envelope(storedTenant) as never);
    renderPage(editTenant);
    const remove = (number: number) => within(subTenant(number)).getByRole('button', { name: 'Remove' });
    await screen.findByRole('region', { name: 'Sub Tenant 1' });
    await user.click(remove(1));
    expect(screen.queryByRole('region', { name: 'Sub Tenant 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Sub Tenant' }));
    await user.type(inputIn(subTenant(1), 'First Name'), 'Unsaved');
    await user.click(remove(1));
    expect(screen.getByText('No sub tenants.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Tenant' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const subTenantParts = Object.entries(strings(update.mock.calls[0][1])).filter(([name]) =>
      name.startsWith('subTenants'),
    );
    expect(Object.fromEntries(subTenantParts)).toEqual({
      'subTenants[0][_id]': 'sub-1',
      'subTenants[0][_remove]': 'true',
    });
  });

  it('shows the server message in the "Failed" alert with the error icon and stays', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedTenant) as never);
    update.mockRejectedValue(new ApiError('A tenant with this email already exists.', 409));
    renderPage(editTenant);
    await user.click(await screen.findByRole('button', { name: 'Update Tenant' }));
    await expectFailedAlert('A tenant with this email already exists.', 'error');
    expect(screen.queryByText('Tenants list page')).toBeNull();
  });
});
