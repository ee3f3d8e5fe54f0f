import { ApiError, contractsApi, ownersApi, propertiesApi, tenantsApi } from '@pm/api-client';
import {
  CONTRACT_VALUES,
  otherOwner,
  requiredMessages,
  storedContract,
  storedOwner,
  storedProperty,
  storedTenant,
} from '@pm/schemas/testing';
import { expectFailedAlert, expectSubmitRefused, pendingSave, requiredMessagesCase } from '@pm/ui/page-tests';
import { listEnvelope, renderPage } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AddContractPage } from './add-contract-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, {
    contractsApi: ['create'],
    ownersApi: ['list'],
    propertiesApi: ['list'],
    tenantsApi: ['list'],
  }),
);
const { create } = vi.mocked(contractsApi);
const listOwners = vi.mocked(ownersApi.list);
const listProperties = vi.mocked(propertiesApi.list);
const listTenants = vi.mocked(tenantsApi.list);
const addContract = {
  path: '/contracts/add-contract',
  from: ['/contracts'],
  page: <AddContractPage />,
  leadsTo: { '/contracts': 'Contracts list page' },
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function type(user: UserEvent, label: string, value: string) {
  await user.clear(input(label));
  await user.click(input(label));
  await user.paste(value);
}

/** The form shows at once; its party selects offer the parties once the three lists are loaded. */
const partiesLoaded = () => screen.findByRole('option', { name: 'John Smith' });

async function fillRequired(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Owner'), storedOwner._id);
  await user.selectOptions(screen.getByLabelText('Property'), storedProperty._id);
  await user.selectOptions(screen.getByLabelText('Tenant'), storedTenant._id);
  await type(user, 'Contract Reference Name', 'CT-2024-001');
  await type(user, 'Start Date', '2024-01-01');
  await type(user, 'Finish Date', '2024-12-31');
}

// Filling a dozen MUI fields takes a few seconds on a busy machine.
describe('Add Contract (/contracts/add-contract)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    listOwners.mockReset().mockResolvedValue(listEnvelope([storedOwner, otherOwner]) as never);
    listProperties.mockReset().mockResolvedValue(listEnvelope([storedProperty]) as never);
    listTenants.mockReset().mockResolvedValue(listEnvelope([storedTenant]) as never);
  });

  it('shows the form at once and loads the owners, properties and tenants (first 100 of each) for the selects', async () => {
    renderPage(addContract);
    const texts = (select: HTMLElement) =>
      [...(select as HTMLSelectElement).options].map((option) => option.text);
    expect(texts(screen.getByLabelText('Owner'))).toEqual(['Loading owners...']);
    expect(texts(screen.getByLabelText('Property'))).toEqual(['Loading properties...']);
    expect(texts(screen.getByLabelText('Tenant'))).toEqual(['Loading tenants...']);
    expect(screen.getByLabelText('Contract Reference Name')).toBeTruthy();
    await partiesLoaded();
    const owners = screen.getByLabelText('Owner');
    expect(listOwners).toHaveBeenCalledWith(1, 100);
    expect(listProperties).toHaveBeenCalledWith(1, 100);
    expect(listTenants).toHaveBeenCalledWith(1, 100);
    expect(texts(owners)).toEqual(['Select an owner', 'Somchai Jaidee', 'Malee Srisuk']);
    expect(texts(screen.getByLabelText('Property'))).toEqual(['Select a property', 'Sukhumvit Suite']);
    expect(texts(screen.getByLabelText('Tenant'))).toEqual(['Select a tenant', 'John Smith']);
    expect(texts(screen.getByLabelText('Water'))).toEqual(['Not set', 'Owner', 'Tenant']);
  });

  it('says under the owner select when a list for the selects cannot be loaded, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    let failTenants = (_error: Error) => {};
    listTenants.mockReturnValue(new Promise((_resolve, reject) => (failTenants = reject)) as never);
    renderPage(addContract);
    await type(user, 'Contract Reference Name', 'CT-2024-001');
    failTenants(new ApiError('Unauthorized access', 401));
    expect(
      await screen.findByText('Owners, properties and tenants could not be loaded: Unauthorized access'),
    ).toBeTruthy();
    expect(input('Contract Reference Name').value).toBe('CT-2024-001');
    expect(screen.getAllByText(/could not be loaded/)).toHaveLength(1);
  });

  it('starts with exactly the SPEC 9 defaults, a Back link to /contracts and the "Add Contract" button', async () => {
    renderPage(addContract);
    await partiesLoaded();
    expect(input('Maintenance Threshold').value).toBe('0');
    expect(input('Baht Maintenance Threshold').value).toBe('1500');
    const flags = [
      'Cleaning Fees at Check-out',
      'Bed Sheet Cleaning Fees',
      'Special Agreements',
      'Agreed Pets',
      'Gardening',
      'Termites Spraying',
      'Pool Maintenance',
    ];
    expect(flags.filter((label) => input(label).checked)).toEqual([
      'Cleaning Fees at Check-out',
      'Bed Sheet Cleaning Fees',
    ]);
    for (const label of ['Owner', 'Property', 'Tenant', 'Water', 'Electricity', 'Internet']) {
      expect(input(label).value).toBe('');
    }
    for (const label of ['Contract Reference Name', 'Deposit Amount', 'Agent Name', 'Start Date']) {
      expect(input(label).value).toBe('');
    }
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/contracts');
    expect(screen.getByRole('button', { name: 'Add Contract' })).toBeTruthy();
  });

  requiredMessagesCase(addContract, {
    submit: 'Add Contract',
    messages: requiredMessages('contract'),
    call: create,
  });

  it('wants the finish date after the start date and amounts of 0 or more', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(addContract);
    await partiesLoaded();
    await fillRequired(user);
    await type(user, 'Finish Date', '2023-12-31');
    await type(user, 'Deposit Amount', '-100');
    await type(user, 'Number of Tenants', '1.5');
    await type(user, 'Baht Maintenance Threshold', 'lots');
    await expectSubmitRefused(
      user,
      'Add Contract',
      [
        'Finish date must be after the start date',
        'Deposit amount must be a number of 0 or more',
        'Number of tenants must be a whole number from 0 to 1000',
        'Baht maintenance threshold must be a number of 0 or more',
      ],
      create,
    );
  });

  it('shows "Saving..." while sending the JSON payload with ownerId, propertyId and tenantId, then the toast and /contracts', async () => {
    const user = userEvent.setup({ delay: null });
    const save = pendingSave(create);
    renderPage(addContract);
    await partiesLoaded();
    await fillRequired(user);
    await type(user, 'Rental Rate (per month)', '25,000');
    await type(user, 'Rental Period', '12 months');
    await type(user, 'Deposit Amount', '50000');
    await type(user, 'Number of Tenants', '2');
    await type(user, 'Agent Name', 'Anong Agent');
    await type(user, 'Co-Agent Name', 'Boon Helper');
    await type(user, 'Co-Agent Company', 'Siam Homes');
    await user.selectOptions(screen.getByLabelText('Water'), 'owner');
    await user.selectOptions(screen.getByLabelText('Electricity'), 'tenant');
    await user.click(screen.getByLabelText('Gardening'));
    await user.click(screen.getByLabelText('Bed Sheet Cleaning Fees'));
    await user.click(screen.getByRole('button', { name: 'Add Contract' }));

    const [payload] = await save.expectBusy('Saving...', 'Saving contract...');
    // What goes over the wire (undefined values are left out of the JSON): the stored contract's values as typed,
    // but for what was left as it was: both thresholds and the special agreements at their defaults, no internet.
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      ownerId: storedOwner._id,
      propertyId: storedProperty._id,
      tenantId: storedTenant._id,
      ...CONTRACT_VALUES,
      resOfUtils: { water: 'owner', electricity: 'tenant' },
      maintenanceThreshold: 0,
      bahtMaintainanceThreshold: 1500,
      specialAggrements: false,
    });

    await save.succeed(storedContract, { toast: 'Contract added successfully' }, 'Contracts list page');
  });

  it('shows the server message in the "Failed" alert with the error icon and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    create.mockRejectedValue(new ApiError('The selected tenant does not exist.', 400));
    renderPage(addContract);
    await partiesLoaded();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Contract' }));
    await expectFailedAlert('The selected tenant does not exist.', 'error');
    expect(input('Contract Reference Name').value).toBe('CT-2024-001');
    expect(input('Owner').value).toBe(storedOwner._id);
    expect(screen.queryByText('Contracts list page')).toBeNull();
  });
});
