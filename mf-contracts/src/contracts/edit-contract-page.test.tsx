import { ApiError, contractsApi } from '@pm/api-client';
import { CONTRACT_VALUES, storedContract } from '@pm/schemas/testing';
import { editScreenCases, expectFailedAlert, expectSubmitRefused, pendingSave } from '@pm/ui/page-tests';
import { envelope, renderPage } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EditContractPage } from './edit-contract-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { contractsApi: ['get', 'update'] }),
);
const { get, update } = vi.mocked(contractsApi);
const editContract = {
  path: `/contracts/edit-contract/${storedContract._id}`,
  from: ['/contracts'],
  pattern: '/contracts/edit-contract/:id',
  page: <EditContractPage />,
  leadsTo: { '/contracts': 'Contracts list page' },
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(input(label));
  if (value) {
    await user.click(input(label));
    await user.paste(value);
  }
}

/** The body that goes over the wire (undefined values are left out of JSON). */
const sentBody = () => JSON.parse(JSON.stringify(update.mock.calls[0][1]));

describe('Edit Contract (/contracts/edit-contract/{id})', { timeout: 20_000 }, () => {
  editScreenCases(editContract, {
    read: get,
    update,
    record: storedContract,
    typed: { label: 'Deposit Amount', value: '70000' },
    submit: 'Update Contract',
    icon: 'error',
    failure: new ApiError('Contract not found.', 404),
  });

  it('is prefilled from the stored contract; owner, property and tenant are shown but cannot be changed', async () => {
    get.mockResolvedValue(envelope(storedContract) as never);
    renderPage(editContract);
    await screen.findByRole('button', { name: 'Update Contract' });
    const owner = screen.getByLabelText('Owner') as HTMLSelectElement;
    expect(owner.disabled).toBe(true);
    expect(owner.selectedOptions[0].text).toBe('Somchai Jaidee');
    const property = screen.getByLabelText('Property') as HTMLSelectElement;
    expect(property.disabled).toBe(true);
    expect(property.selectedOptions[0].text).toBe('Sukhumvit Suite');
    const tenant = screen.getByLabelText('Tenant') as HTMLSelectElement;
    expect(tenant.disabled).toBe(true);
    expect(tenant.selectedOptions[0].text).toBe('John Smith');
    expect({
      ref: input('Contract Reference Name').value,
      rate: input('Rental Rate (per month)').value,
      period: input('Rental Period').value,
      start: input('Start Date').value,
      finish: input('Finish Date').value,
      deposit: input('Deposit Amount').value,
      tenants: input('Number of Tenants').value,
      agent: input('Agent Name').value,
      coAgent: input('Co-Agent Name').value,
      company: input('Co-Agent Company').value,
      water: input('Water').value,
      electricity: input('Electricity').value,
      internet: input('Internet').value,
      maintenance: input('Maintenance Threshold').value,
      baht: input('Baht Maintenance Threshold').value,
      cleaning: input('Cleaning Fees at Check-out').checked,
      bedSheet: input('Bed Sheet Cleaning Fees').checked,
      special: input('Special Agreements').checked,
      pets: input('Agreed Pets').checked,
      gardening: input('Gardening').checked,
    }).toEqual({
      ref: 'CT-2024-001',
      rate: '25000',
      period: '12 months',
      start: '2024-01-01',
      finish: '2024-12-31',
      deposit: '50000',
      tenants: '2',
      agent: 'Anong Agent',
      coAgent: 'Boon Helper',
      company: 'Siam Homes',
      water: 'owner',
      electricity: 'tenant',
      internet: 'tenant',
      maintenance: '300',
      baht: '2000',
      cleaning: true,
      bedSheet: false,
      special: true,
      pets: false,
      gardening: true,
    });
    expect(screen.getByRole('button', { name: 'Update Contract' })).toBeTruthy();
  });

  it('shows the text "1,500" when the stored contract has no baht threshold, and sends it as 1500', async () => {
    const user = userEvent.setup({ delay: null });
    const { bahtMaintainanceThreshold: _none, ...withoutThreshold } = storedContract;
    get.mockResolvedValue(envelope(withoutThreshold) as never);
    update.mockResolvedValue(envelope(storedContract) as never);
    renderPage(editContract);
    expect(((await screen.findByLabelText('Baht Maintenance Threshold')) as HTMLInputElement).value).toBe(
      '1,500',
    );
    await user.click(screen.getByRole('button', { name: 'Update Contract' }));
    await screen.findByText('Contract updated successfully');
    expect(sentBody().bahtMaintainanceThreshold).toBe(1500);
  });

  it('sends the edit without _id, owner, property, tenant and __v, shows "Saving...", then the toast and /contracts', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedContract) as never);
    const save = pendingSave(update);
    renderPage(editContract);
    await screen.findByLabelText('Deposit Amount');
    await retype(user, 'Deposit Amount', '60000');
    await user.click(screen.getByLabelText('Agreed Pets'));
    await user.click(screen.getByRole('button', { name: 'Update Contract' }));

    const [id] = await save.expectBusy('Saving...', 'Saving contract...');
    expect(id).toBe(storedContract._id);
    expect(sentBody()).toEqual({ ...CONTRACT_VALUES, depositAmount: 60000, anyAgreedPets: true });

    await save.succeed(storedContract, { toast: 'Contract updated successfully' }, 'Contracts list page');
  });

  it('leaves a cleared field out of the edit, so the stored value is kept', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedContract) as never);
    update.mockResolvedValue(envelope(storedContract) as never);
    renderPage(editContract);
    await screen.findByLabelText('Agent Name');
    await retype(user, 'Agent Name', '');
    await retype(user, 'Rental Period', '');
    await user.click(screen.getByRole('button', { name: 'Update Contract' }));
    await screen.findByText('Contract updated successfully');
    const body = sentBody();
    expect(body.agent).toEqual({});
    expect('rentalPeriod' in body).toBe(false);
  });

  it('checks the dates before sending', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedContract) as never);
    renderPage(editContract);
    await screen.findByLabelText('Finish Date');
    await retype(user, 'Finish Date', '2023-06-01');
    await expectSubmitRefused(user, 'Update Contract', ['Finish date must be after the start date'], update);
  });

  it('shows the server message in the "Failed" alert with the error icon and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    get.mockResolvedValue(envelope(storedContract) as never);
    update.mockRejectedValue(new ApiError('Finish date must be after the start date', 400));
    renderPage(editContract);
    await screen.findByLabelText('Deposit Amount');
    await retype(user, 'Deposit Amount', '70000');
    await user.click(screen.getByRole('button', { name: 'Update Contract' }));
    await expectFailedAlert('Finish date must be after the start date', 'error');
    expect(input('Deposit Amount').value).toBe('70000');
    expect(screen.queryByText('Contracts list page')).toBeNull();
  });
});
