import { ApiError, ownersApi } from '@pm/api-client';
import { OWNER_VALUES, storedOwner } from '@pm/schemas/testing';
import { editScreenCases, expectFailedAlert, expectSubmitRefused, pendingSave } from '@pm/ui/page-tests';
import { envelope, renderPage } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateOwnerPage } from './update-owner-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { ownersApi: ['get', 'update'] }),
);
const { get, update } = vi.mocked(ownersApi);
const updateOwner = {
  path: `/owners/update-owner/${storedOwner._id}`,
  pattern: '/owners/update-owner/:id',
  page: <UpdateOwnerPage />,
  leadsTo: { '/owners': 'Owners list page' },
};

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('Update Owner (/owners/update-owner/{id})', { timeout: 20_000 }, () => {
  editScreenCases(updateOwner, {
    read: get,
    update,
    record: storedOwner,
    typed: { label: 'Name', value: 'Somchai Renamed' },
    submit: 'Update Owner',
    icon: 'question',
    failure: new ApiError('Owner not found', 404),
  });

  it('prefills every field of SPEC 2 "Update Owner" from the stored owner', async () => {
    get.mockResolvedValue(envelope(storedOwner) as never);
    renderPage(updateOwner);
    await screen.findByLabelText('Name');
    expect(
      Object.fromEntries(
        [
          'Name',
          'Nickname',
          'Contact Number',
          'Emergency Number',
          'Date of Birth',
          'Passport Number',
          'Passport Expiry Date',
          'Bank Account Number',
          'Bank Name',
          'Bank Branch',
        ].map((label) => [label, input(label).value]),
      ),
    ).toEqual({
      Name: 'Somchai Jaidee',
      Nickname: 'Chai',
      'Contact Number': '0812345678',
      'Emergency Number': '0898765432',
      'Date of Birth': '1980-04-12',
      'Passport Number': 'AA1234567',
      'Passport Expiry Date': '2030-01-31',
      'Bank Account Number': '1234567890',
      'Bank Name': 'Kasikorn',
      'Bank Branch': 'Silom',
    });
    expect(input('Pay Government Tax').checked).toBe(true);
    expect(input('Pay Common Area Fee').checked).toBe(false);
    for (const label of ['Profile Image', 'Passport Image', 'Bank Image']) {
      expect(input(label).type).toBe('file');
    }
    expect(screen.getByRole('img', { name: 'Bank Image preview' }).getAttribute('src')).toBe(
      '/api/files/bank-1.png',
    );
  });

  it('shows the digits-only messages for contact and emergency numbers and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedOwner) as never);
    renderPage(updateOwner);
    await user.clear(await screen.findByLabelText('Contact Number'));
    await user.type(input('Contact Number'), '08-1234');
    await user.clear(input('Emergency Number'));
    await user.type(input('Emergency Number'), 'call me');
    await expectSubmitRefused(
      user,
      'Update Owner',
      ['Contact number must be a number', 'Emergency number must be a number'],
      update,
    );
  });

  it('sends the changed form without empty fields, shows "Updating...", the toast, then /owners', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedOwner) as never);
    const save = pendingSave(update);
    renderPage(updateOwner);
    await user.clear(await screen.findByLabelText('Bank Name'));
    await user.type(input('Bank Name'), 'SCB');
    await user.clear(input('Nickname'));
    await user.click(screen.getByRole('button', { name: 'Update Owner' }));

    const [id, body] = await save.expectBusy('Updating...', 'Updating Owner...');
    expect(id).toBe(storedOwner._id);
    // Everything but the cleared nickname (the edit form has no password and no billing threshold).
    const { nickName: _cleared, password: _password, billingThreshold: _threshold, ...kept } = OWNER_VALUES;
    expect(Object.fromEntries(body.entries())).toEqual({ ...kept, bankName: 'SCB' });

    await save.succeed(
      { ...storedOwner, bank: { ...storedOwner.bank, bankName: 'SCB' } },
      { toast: 'Owner updated successfully' },
      'Owners list page',
    );
  });

  it('shows the server message in the "Failed" alert and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedOwner) as never);
    update.mockRejectedValue(new ApiError('The profileImage file must be a PNG, JPEG or WebP image.', 400));
    renderPage(updateOwner);
    await user.click(await screen.findByRole('button', { name: 'Update Owner' }));
    await expectFailedAlert('The profileImage file must be a PNG, JPEG or WebP image.', 'question');
    expect(input('Name').value).toBe('Somchai Jaidee');
  });
});
