import { ApiError, contractsApi } from '@pm/api-client';
import type { RenewalProposal } from '@pm/schemas/records';
import {
  CONTRACT_VALUES,
  storedContract,
  storedOwner,
  storedProperty,
  storedTenant,
} from '@pm/schemas/testing';
import { expectFailedAlert, expectSubmitRefused, pendingSave } from '@pm/ui/page-tests';
import { envelope, renderPage } from '@pm/ui/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RenewContractPage } from './renew-contract-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { contractsApi: ['get', 'renewal', 'renew'] }),
);
const { get, renewal, renew } = vi.mocked(contractsApi);

/** What the server proposes for the renewal of storedContract: the same parties and terms, one year later. */
const proposal: RenewalProposal = {
  ...CONTRACT_VALUES,
  ownerId: storedOwner._id,
  propertyId: storedProperty._id,
  tenantId: storedTenant._id,
  contractRefName: 'CT-2024-001-R1',
  startDate: '2025-01-01',
  finishDate: '2025-12-31',
};
const renewedContract = { ...storedContract, _id: 'c0a1b2c3-3333-4a2b-8c3d-000000000021' };

const renewScreen = {
  path: `/contracts/renew-contract/${storedContract._id}`,
  from: ['/contracts/expiring'],
  pattern: '/contracts/renew-contract/:id',
  page: <RenewContractPage />,
  leadsTo: { '/contract/:id': 'Contract details page' },
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(input(label));
  await user.click(input(label));
  await user.paste(value);
}

async function openRenewal() {
  get.mockResolvedValue(envelope(storedContract) as never);
  renewal.mockResolvedValue(envelope(proposal) as never);
  renderPage(renewScreen);
  // The form's last part and its button are drawn by a render of their own, after its first fields.
  await screen.findByRole('button', { name: 'Add Contract' });
}

describe('Renew Contract (/contracts/renew-contract/{id})', { timeout: 20_000 }, () => {
  it('shows "Loading...", then the add form pre-filled with the proposed renewal, its parties fixed', async () => {
    get.mockResolvedValue(envelope(storedContract) as never);
    renewal.mockResolvedValue(envelope(proposal) as never);
    renderPage(renewScreen);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByRole('button', { name: 'Add Contract' });
    expect(get).toHaveBeenCalledWith(storedContract._id);
    expect(renewal).toHaveBeenCalledWith(storedContract._id);
    expect(screen.getByRole('heading', { name: 'Renew Contract' })).toBeTruthy();
    expect(
      screen.getByText('The new contract renews CT-2024-001. Check its terms, then add it.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/contract/${storedContract._id}`,
    );
    const parties = ['Owner', 'Property', 'Tenant'].map((label) => {
      const select = input(label) as unknown as HTMLSelectElement;
      return [select.disabled, select.selectedOptions[0].text];
    });
    expect(parties).toEqual([
      [true, 'Somchai Jaidee'],
      [true, 'Sukhumvit Suite'],
      [true, 'John Smith'],
    ]);
    expect(input('Owner').value).toBe(storedOwner._id);
    expect({
      ref: input('Contract Reference Name').value,
      start: input('Start Date').value,
      finish: input('Finish Date').value,
      deposit: input('Deposit Amount').value,
      rate: input('Rental Rate (per month)').value,
      period: input('Rental Period').value,
      water: input('Water').value,
      gardening: input('Gardening').checked,
    }).toEqual({
      ref: 'CT-2024-001-R1',
      start: '2025-01-01',
      finish: '2025-12-31',
      deposit: '50000',
      rate: '25000',
      period: '12 months',
      water: 'owner',
      gardening: true,
    });
    expect(screen.getByRole('button', { name: 'Add Contract' })).toBeTruthy();
  });

  it('sends the add form to POST /contract/{id}/renew with the same parties, then opens the new contract', async () => {
    const user = userEvent.setup({ delay: null });
    const save = pendingSave(renew);
    await openRenewal();
    await retype(user, 'Deposit Amount', '55000');
    await user.click(screen.getByRole('button', { name: 'Add Contract' }));

    const [id, payload, options] = await save.expectBusy('Saving...', 'Saving contract...');
    expect(id).toBe(storedContract._id);
    expect(JSON.parse(JSON.stringify(payload))).toEqual({ ...proposal, depositAmount: 55000 });
    // The version of the contract it was proposed from: a contract changed since refuses it (412).
    expect(options).toEqual({ version: storedContract.__v });
    await save.succeed(renewedContract, { toast: 'Contract renewed' }, 'Contract details page');
  });

  it('checks the dates before sending', async () => {
    const user = userEvent.setup({ delay: null });
    await openRenewal();
    await retype(user, 'Finish Date', '2024-06-30');
    await expectSubmitRefused(user, 'Add Contract', ['Finish date must be after the start date'], renew);
  });

  it('shows the server message in the "Failed" alert with the error icon and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    renew.mockRejectedValue(new ApiError('The renewal must start after the contract it renews starts.', 400));
    await openRenewal();
    await user.click(screen.getByRole('button', { name: 'Add Contract' }));
    await expectFailedAlert('The renewal must start after the contract it renews starts.', 'error');
    expect(input('Contract Reference Name').value).toBe('CT-2024-001-R1');
    expect(screen.queryByText('Contract details page')).toBeNull();
  });

  it('shows "Error: {message}" and no form when the contract was already renewed', async () => {
    get.mockResolvedValue(envelope(storedContract) as never);
    renewal.mockRejectedValue(new ApiError('This contract was already renewed by CT-2025-001.', 409));
    renderPage(renewScreen);
    expect(await screen.findByText('Error: This contract was already renewed by CT-2025-001.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Contract' })).toBeNull();
  });
});
