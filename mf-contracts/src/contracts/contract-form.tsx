import { CONTRACT_FLAGS, UTILITY_PAYERS } from '@pm/schemas/contract-fields';
import type { Contract } from '@pm/schemas/records';
import {
  DrawnNext,
  FormCheckbox,
  FormDateField,
  type FormMode,
  FormSection,
  FormSelectField,
  FormTextField,
  type LoadState,
  loadingChoices,
  type NoFiles,
  RecordForm,
  type RecordFormProps,
  type SelectOption,
  type SubmitLabels,
  useRecordForm,
} from '@pm/ui';
import { type ContractFormValues, loadContractSchemas, type PartyOptions } from './contract-form-values';
import { contractLabels as labels, utilityPayerLabels } from './contract-text';

const submitLabels: Record<FormMode, SubmitLabels> = {
  create: { submit: 'Add Contract', busy: 'Saving...', busyText: 'Saving contract...' },
  update: { submit: 'Update Contract', busy: 'Saving...', busyText: 'Saving contract...' },
};

const utilityOptions: SelectOption[] = UTILITY_PAYERS.map((value) => ({
  value,
  label: utilityPayerLabels[value],
}));

/**
 * The choices of one of the three party selects as the parties load (one load for the three): the owner select
 * says when they could not be loaded.
 */
function partySelect(
  parties: LoadState<PartyOptions>,
  party: 'owners' | 'properties' | 'tenants',
  choose: string,
) {
  const state =
    parties.status === 'loaded' ? { status: 'loaded' as const, data: parties.data[party] } : parties;
  const failed = party === 'owners' ? 'Owners, properties and tenants could not be loaded' : undefined;
  return loadingChoices(state, { loading: `Loading ${party}...`, choose, failed });
}

/**
 * The contract form of /contracts/add-contract and /contracts/edit-contract/{id}. Its choices are the owners,
 * properties and tenants to pick from; the form shows while they load, its three selects saying so. On edit
 * (and for a renewal, whose choices are fixed) the three selects are shown but cannot be changed.
 */
export function ContractForm(props: RecordFormProps<ContractFormValues, NoFiles, Contract, PartyOptions>) {
  const { mode, choices: parties, onSubmit } = props;
  const partiesFixed = mode === 'update' || (parties.status === 'loaded' && parties.data.fixed === true);
  const selects = {
    owners: partySelect(parties, 'owners', 'Select an owner'),
    properties: partySelect(parties, 'properties', 'Select a property'),
    tenants: partySelect(parties, 'tenants', 'Select a tenant'),
  };
  const form = useRecordForm(props, loadContractSchemas);
  const { control } = form;

  return (
    <RecordForm
      form={form}
      labels={submitLabels[mode]}
      failureIcon="error"
      onValid={(values) => onSubmit(values, {})}
    >
      <FormSection title="Parties">
        <FormSelectField
          control={control}
          name="ownerId"
          label={labels.owner}
          {...selects.owners}
          disabled={partiesFixed}
        />
        <FormSelectField
          control={control}
          name="propertyId"
          label={labels.property}
          {...selects.properties}
          disabled={partiesFixed}
        />
        <FormSelectField
          control={control}
          name="tenantId"
          label={labels.tenant}
          {...selects.tenants}
          disabled={partiesFixed}
        />
      </FormSection>
      <FormSection title="Contract Terms">
        <FormTextField
          control={control}
          name="contractRefName"
          label={labels.contractRefName}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="rentalRateInMonths"
          label={labels.rentalRateInMonths}
          inputMode="decimal"
        />
        <FormTextField control={control} name="rentalPeriod" label={labels.rentalPeriod} autoComplete="off" />
        <FormDateField control={control} name="startDate" label={labels.startDate} />
        <FormDateField control={control} name="finishDate" label={labels.finishDate} />
        <FormTextField
          control={control}
          name="depositAmount"
          label={labels.depositAmount}
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="numberOfTenants"
          label={labels.numberOfTenants}
          inputMode="numeric"
        />
      </FormSection>
      <DrawnNext>
        <FormSection title="Agents">
          <FormTextField control={control} name="agent.name" label={labels.agentName} autoComplete="off" />
          <FormTextField
            control={control}
            name="coAgent.name"
            label={labels.coAgentName}
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="coAgent.company"
            label={labels.coAgentCompany}
            autoComplete="off"
          />
        </FormSection>
        <FormSection title="Utilities Paid By">
          {(['water', 'electricity', 'internet'] as const).map((utility) => (
            <FormSelectField
              key={utility}
              control={control}
              name={`resOfUtils.${utility}`}
              label={labels[utility]}
              options={utilityOptions}
              placeholder="Not set"
            />
          ))}
        </FormSection>
        <FormSection title="Maintenance and Services">
          <FormTextField
            control={control}
            name="maintenanceThreshold"
            label={labels.maintenanceThreshold}
            inputMode="decimal"
          />
          <FormTextField
            control={control}
            name="bahtMaintainanceThreshold"
            label={labels.bahtMaintainanceThreshold}
            inputMode="decimal"
          />
          {CONTRACT_FLAGS.map((flag) => (
            <FormCheckbox key={flag} control={control} name={flag} label={labels[flag]} />
          ))}
        </FormSection>
      </DrawnNext>
    </RecordForm>
  );
}
