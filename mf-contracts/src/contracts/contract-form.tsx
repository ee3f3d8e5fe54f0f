import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTRACT_DEFAULTS,
  CONTRACT_FLAGS,
  type Contract,
  type ContractCreate,
  type ContractFlag,
  type ContractUpdate,
  contractCreateSchema,
  contractUpdateSchema,
  UTILITY_PAYERS,
} from '@pm/schemas/contract';
import {
  FormCheckbox,
  FormDateField,
  FormSection,
  FormSelectField,
  FormTextField,
  type SelectOption,
} from '@pm/ui';
import { Box, Button, CircularProgress, Typography } from '@pm/ui/mui-basics';
import { type Resolver, useForm } from 'react-hook-form';
import { contractLabels as labels, utilityPayerLabels } from './contract-text';

/** What the form holds: texts as typed (numbers too), booleans for the checkboxes. */
export type ContractFormValues = {
  ownerId: string;
  propertyId: string;
  tenantId: string;
  contractRefName: string;
  rentalRateInMonths: string;
  rentalPeriod: string;
  startDate: string;
  finishDate: string;
  depositAmount: string;
  numberOfTenants: string;
  agent: { name: string };
  coAgent: { name: string; company: string };
  resOfUtils: { water: string; electricity: string; internet: string };
  maintenanceThreshold: string;
  bahtMaintainanceThreshold: string;
} & Record<ContractFlag, boolean>;

/** A new contract: empty, with the SPEC 9 defaults. */
export const emptyContractForm: ContractFormValues = {
  ownerId: '',
  propertyId: '',
  tenantId: '',
  contractRefName: '',
  rentalRateInMonths: '',
  rentalPeriod: '',
  startDate: '',
  finishDate: '',
  depositAmount: '',
  numberOfTenants: '',
  agent: { name: '' },
  coAgent: { name: '', company: '' },
  resOfUtils: { water: '', electricity: '', internet: '' },
  maintenanceThreshold: String(CONTRACT_DEFAULTS.maintenanceThreshold),
  bahtMaintainanceThreshold: String(CONTRACT_DEFAULTS.bahtMaintainanceThreshold),
  cleaningFeesAtChechOut: CONTRACT_DEFAULTS.cleaningFeesAtChechOut,
  bedSheetCleaningFees: CONTRACT_DEFAULTS.bedSheetCleaningFees,
  specialAggrements: CONTRACT_DEFAULTS.specialAggrements,
  anyAgreedPets: CONTRACT_DEFAULTS.anyAgreedPets,
  gardening: CONTRACT_DEFAULTS.gardening,
  termitesSpraying: CONTRACT_DEFAULTS.termitesSpraying,
  poolMaintainance: CONTRACT_DEFAULTS.poolMaintainance,
};

/** SPEC 9: the edit form shows the text "1,500" when the stored contract has no baht threshold. */
export const BAHT_THRESHOLD_EDIT_FALLBACK = '1,500';

/** The form values of a stored contract, for the edit form. */
export function contractToFormValues(contract: Contract): ContractFormValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const flags = Object.fromEntries(
    CONTRACT_FLAGS.map((flag) => [flag, contract[flag] ?? CONTRACT_DEFAULTS[flag]]),
  ) as Record<ContractFlag, boolean>;
  return {
    ownerId: contract.owner?._id ?? '',
    propertyId: contract.property?._id ?? '',
    tenantId: contract.tenant?._id ?? '',
    contractRefName: text(contract.contractRefName),
    rentalRateInMonths: text(contract.rentalRateInMonths),
    rentalPeriod: text(contract.rentalPeriod),
    startDate: text(contract.startDate).slice(0, 10),
    finishDate: text(contract.finishDate).slice(0, 10),
    depositAmount: text(contract.depositAmount),
    numberOfTenants: text(contract.numberOfTenants),
    agent: { name: text(contract.agent?.name) },
    coAgent: { name: text(contract.coAgent?.name), company: text(contract.coAgent?.company) },
    resOfUtils: {
      water: text(contract.resOfUtils?.water),
      electricity: text(contract.resOfUtils?.electricity),
      internet: text(contract.resOfUtils?.internet),
    },
    maintenanceThreshold: text(contract.maintenanceThreshold),
    bahtMaintainanceThreshold: text(contract.bahtMaintainanceThreshold) || BAHT_THRESHOLD_EDIT_FALLBACK,
    ...flags,
  };
}

export interface PartyOptions {
  owners: SelectOption[];
  properties: SelectOption[];
  tenants: SelectOption[];
}

type ContractFormProps = {
  defaultValues: ContractFormValues;
  parties: PartyOptions;
  submitLabel: string;
} & (
  | { mode: 'create'; onSubmit: (payload: ContractCreate) => Promise<void> }
  | { mode: 'update'; onSubmit: (payload: ContractUpdate) => Promise<void> }
);

const utilityOptions: SelectOption[] = UTILITY_PAYERS.map((value) => ({
  value,
  label: utilityPayerLabels[value],
}));

/**
 * The contract form of /contracts/add-contract and /contracts/edit-contract/{id}. It submits what the shared
 * schema makes of the values: on create the SPEC 7 payload with ownerId, propertyId and tenantId; on edit only
 * the given fields, without the owner, property and tenant (shown, but not editable).
 */
export function ContractForm(props: ContractFormProps) {
  const { mode, defaultValues, parties, submitLabel } = props;
  const isCreate = mode === 'create';
  // The resolver hands the submit handler what the schema made of the values (its output), not the raw texts.
  const { control, handleSubmit, formState } = useForm<ContractFormValues>({
    resolver: zodResolver(
      isCreate ? contractCreateSchema : contractUpdateSchema,
    ) as unknown as Resolver<ContractFormValues>,
    defaultValues,
  });
  const busy = formState.isSubmitting;
  const submit = (values: ContractFormValues) => {
    const payload: unknown = values;
    return props.mode === 'create'
      ? props.onSubmit(payload as ContractCreate)
      : props.onSubmit(payload as ContractUpdate);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} sx={{ display: 'grid', gap: 2 }}>
      <FormSection title="Parties">
        <FormSelectField
          control={control}
          name="ownerId"
          label={labels.owner}
          options={parties.owners}
          placeholder="Select an owner"
          disabled={!isCreate}
        />
        <FormSelectField
          control={control}
          name="propertyId"
          label={labels.property}
          options={parties.properties}
          placeholder="Select a property"
          disabled={!isCreate}
        />
        <FormSelectField
          control={control}
          name="tenantId"
          label={labels.tenant}
          options={parties.tenants}
          placeholder="Select a tenant"
          disabled={!isCreate}
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
      <FormSection title="Agents">
        <FormTextField control={control} name="agent.name" label={labels.agentName} autoComplete="off" />
        <FormTextField control={control} name="coAgent.name" label={labels.coAgentName} autoComplete="off" />
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
        {busy && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Typography>Saving contract...</Typography>
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
