import { ApiError, ownersApi } from '@pm/api-client';
import { OWNER_VALUES, requiredMessages, storedOwner } from '@pm/schemas/testing';
import {
  expectFailedAlert,
  expectSubmitRefused,
  imagePreviewCase,
  pendingSave,
  requiredMessagesCase,
} from '@pm/ui/page-tests';
import { pasteInto, pngFile as png, renderPage, textEntries } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AddOwnerPage } from './add-owner-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { ownersApi: ['create'] }),
);
const { create } = vi.mocked(ownersApi);
const addOwner = {
  path: '/add-owner',
  from: ['/owners'],
  page: <AddOwnerPage />,
  leadsTo: { '/owners': 'Owners list page' },
};

const typed = {
  Name: 'Somchai Jaidee',
  Nickname: 'Chai',
  Email: 'somchai@example.com',
  'Contact Number': '0812345678',
  'Emergency Number': '0898765432',
  'Date of Birth': '1980-04-12',
  Password: 'longenough',
  'Passport Number': 'AA1234567',
  'Passport Expiry Date': '2030-01-31',
  'Bank Account Number': '1234567890',
  'Bank Name': 'Kasikorn',
  'Bank Branch': 'Silom',
  'Billing Threshold': '5000',
};

const fillForm = (user: UserEvent) => pasteInto(user, typed);

// Filling a dozen MUI fields takes a few seconds on a busy machine.
describe('Add Owner (/add-owner)', { timeout: 20_000 }, () => {
  it('starts empty with both settings checked, a Back link to /owners and the "Add Owner" button', () => {
    renderPage(addOwner);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Pay Government Tax') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Pay Common Area Fee') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/owners');
    expect(screen.getByRole('button', { name: 'Add Owner' })).toBeTruthy();
  });

  requiredMessagesCase(addOwner, {
    submit: 'Add Owner',
    messages: requiredMessages('owner'),
    call: create,
  });

  it('shows the format messages of SPEC 5', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(addOwner);
    await fillForm(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'somchai.example.com');
    await user.type(screen.getByLabelText('Contact Number'), '-1');
    await user.type(screen.getByLabelText('Emergency Number'), 'x');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await expectSubmitRefused(
      user,
      'Add Owner',
      [
        'Invalid email format',
        'Contact number must be a number',
        'Emergency number must be a number',
        'Password must be at least 8 characters',
      ],
      create,
    );
  });

  imagePreviewCase(addOwner, 'Profile Image');

  it('shows "Adding..." and "Adding Owner..." while sending, then the success alert, then /owners', async () => {
    const user = userEvent.setup({ delay: null });
    const save = pendingSave(create);
    renderPage(addOwner);
    await fillForm(user);
    await user.click(screen.getByLabelText('Pay Common Area Fee'));
    await user.upload(screen.getByLabelText('Profile Image'), png('profile.png'));
    await user.upload(screen.getByLabelText('Bank Image'), png('bank.png'));
    await user.upload(screen.getByLabelText('Passport Image'), png('passport.png'));
    await user.click(screen.getByRole('button', { name: 'Add Owner' }));

    const [body] = await save.expectBusy('Adding...', 'Adding Owner...');
    expect(textEntries(body)).toEqual({ ...OWNER_VALUES, email: 'somchai@example.com' });
    expect((body.get('profileImage') as File).name).toBe('profile.png');
    expect((body.get('bankImage') as File).name).toBe('bank.png');
    expect((body.get('passportImage') as File).name).toBe('passport.png');

    await save.succeed(storedOwner, { popup: 'Owner added successfully' }, 'Owners list page');
  });

  it('shows the server message in the "Failed" alert and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    create.mockRejectedValue(new ApiError('An owner with this email already exists.', 409));
    renderPage(addOwner);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Owner' }));
    await expectFailedAlert('An owner with this email already exists.', 'question');
    expect((screen.getByLabelText('Name', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Somchai Jaidee',
    );
    expect((screen.getByLabelText('Email', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'somchai@example.com',
    );
    expect(screen.queryByText('Owners list page')).toBeNull();
  });
});
