import { z } from 'zod';
import {
  formBoolean,
  MAX_LENGTH,
  optionalDate,
  optionalText,
  optionalTextOrNumber,
  requiredDate,
  requiredText,
} from './common';
import {
  CONTRACT_DEFAULTS,
  CONTRACT_MESSAGES,
  type ContractFlag,
  MAX_TENANTS_PER_CONTRACT,
  UTILITY_PAYERS,
} from './contract-fields';

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;
const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A number of 0 or more, given as a number or as a text ("1500", "1,500"); empty or absent means "not given"
 * (undefined), which a create turns into its default and an edit reads as "keep the stored value".
 */
export function nonNegativeNumber(message: string, { integer = false, max = Number.MAX_VALUE } = {}) {
  return z
    .union([z.number(), z.string().max(MAX_LENGTH.short, { error: message }), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      let number: number;
      if (typeof value === 'number') {
        number = value;
      } else {
        const text = value.trim();
        if (text === '') return undefined;
        number =
          PLAIN_NUMBER.test(text) || GROUPED_NUMBER.test(text)
            ? Number(text.replaceAll(',', ''))
            : Number.NaN;
      }
      if (!Number.isFinite(number) || number < 0 || number > max || (integer && !Number.isInteger(number))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** "owner" or "tenant"; empty or absent means "not given". */
function utilityPayer(message: string) {
  return z
    .union([z.enum(UTILITY_PAYERS), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => value || undefined);
}

/** A create's number: the SPEC 9 default when not given. */
function numberWithDefault(message: string, fallback: number) {
  return nonNegativeNumber(message).transform((value) => value ?? fallback);
}

/** A create's boolean: the SPEC 9 default when not given. */
function createFlag(name: ContractFlag) {
  const fallback: boolean = CONTRACT_DEFAULTS[name];
  return formBoolean(CONTRACT_MESSAGES.flag(name), fallback).transform((value) => value ?? fallback);
}

/** An edit's boolean: absent keeps the stored value. */
function updateFlag(name: ContractFlag) {
  return formBoolean(CONTRACT_MESSAGES.flag(name));
}

function flags<T>(make: (name: ContractFlag) => T) {
  return {
    cleaningFeesAtChechOut: make('cleaningFeesAtChechOut'),
    bedSheetCleaningFees: make('bedSheetCleaningFees'),
    specialAggrements: make('specialAggrements'),
    anyAgreedPets: make('anyAgreedPets'),
    gardening: make('gardening'),
    termitesSpraying: make('termitesSpraying'),
    poolMaintainance: make('poolMaintainance'),
  } satisfies Record<ContractFlag, T>;
}

/** The contract's texts as people read them, for the messages of the bounds. */
const labels = {
  ownerId: 'Owner',
  propertyId: 'Property',
  tenantId: 'Tenant',
  contractRefName: 'Contract reference name',
  rentalPeriod: 'Rental period',
  startDate: 'Start date',
  finishDate: 'Finish date',
  agentName: 'Agent name',
  coAgentName: 'Co-agent name',
  coAgentCompany: 'Co-agent company',
};

/** The parts both schemas share, made anew for each (see contractCreateSchema). */
const nestedFields = () => ({
  agent: z.object({ name: optionalText(labels.agentName) }, { error: 'agent must be an object' }).optional(),
  coAgent: z
    .object(
      { name: optionalText(labels.coAgentName), company: optionalText(labels.coAgentCompany) },
      { error: 'coAgent must be an object' },
    )
    .optional(),
  resOfUtils: z
    .object(
      {
        water: utilityPayer(CONTRACT_MESSAGES.water),
        electricity: utilityPayer(CONTRACT_MESSAGES.electricity),
        internet: utilityPayer(CONTRACT_MESSAGES.internet),
      },
      { error: 'resOfUtils must be an object' },
    )
    .optional(),
});

const amountFields = () => ({
  rentalRateInMonths: nonNegativeNumber(CONTRACT_MESSAGES.rentalRateInMonths),
  depositAmount: nonNegativeNumber(CONTRACT_MESSAGES.depositAmount),
  numberOfTenants: nonNegativeNumber(CONTRACT_MESSAGES.numberOfTenants, {
    integer: true,
    max: MAX_TENANTS_PER_CONTRACT,
  }),
});

function finishesAfterStart(value: { startDate?: string; finishDate?: string }): boolean {
  return !value.startDate || !value.finishDate || value.finishDate > value.startDate;
}

const finishAfterStartCheck = {
  error: CONTRACT_MESSAGES.finishAfterStart,
  path: ['finishDate'],
  when: (payload: { value: unknown }) => dateFieldsValid(payload.value),
};

/**
 * SPEC 7 "POST /contract/": the contract fields with ownerId, propertyId and tenantId; SPEC 9 defaults applied.
 * Both contract schemas are built at their first use (`z.lazy`), not when the module loads: their few hundred zod
 * schemas took 36-59 ms of the main thread at 4x CPU while the contract form's page loaded (5-8 ms left since).
 */
export const contractCreateSchema = z.lazy(() =>
  z
    .object({
      ownerId: requiredText(labels.ownerId, CONTRACT_MESSAGES.ownerId),
      propertyId: requiredText(labels.propertyId, CONTRACT_MESSAGES.propertyId),
      tenantId: requiredText(labels.tenantId, CONTRACT_MESSAGES.tenantId),
      contractRefName: requiredText(labels.contractRefName, CONTRACT_MESSAGES.contractRefName),
      /** Stored as text; a JSON number (12) is taken as the text "12". */
      rentalPeriod: optionalTextOrNumber(labels.rentalPeriod),
      startDate: requiredDate(labels.startDate, CONTRACT_MESSAGES.startDate),
      finishDate: requiredDate(labels.finishDate, CONTRACT_MESSAGES.finishDate),
      ...amountFields(),
      ...nestedFields(),
      maintenanceThreshold: numberWithDefault(
        CONTRACT_MESSAGES.maintenanceThreshold,
        CONTRACT_DEFAULTS.maintenanceThreshold,
      ),
      bahtMaintainanceThreshold: numberWithDefault(
        CONTRACT_MESSAGES.bahtMaintainanceThreshold,
        CONTRACT_DEFAULTS.bahtMaintainanceThreshold,
      ),
      ...flags(createFlag),
    })
    .refine(finishesAfterStart, finishAfterStartCheck),
);
export type ContractCreateInput = z.input<typeof contractCreateSchema>;
export type ContractCreate = z.output<typeof contractCreateSchema>;

/**
 * SPEC 7 "POST /contract/?id=": every field optional, an empty or absent value keeps the stored one, so an edit
 * never wipes data. The owner, property and tenant are not part of an edit.
 */
export const contractUpdateSchema = z.lazy(() =>
  z
    .object({
      contractRefName: optionalText(labels.contractRefName),
      rentalPeriod: optionalTextOrNumber(labels.rentalPeriod),
      startDate: optionalDate(labels.startDate),
      finishDate: optionalDate(labels.finishDate),
      ...amountFields(),
      ...nestedFields(),
      maintenanceThreshold: nonNegativeNumber(CONTRACT_MESSAGES.maintenanceThreshold),
      bahtMaintainanceThreshold: nonNegativeNumber(CONTRACT_MESSAGES.bahtMaintainanceThreshold),
      ...flags(updateFlag),
    })
    .refine(finishesAfterStart, finishAfterStartCheck),
);
export type ContractUpdateInput = z.input<typeof contractUpdateSchema>;
export type ContractUpdate = z.output<typeof contractUpdateSchema>;

/** The date check runs even when other fields have problems, so a form shows it together with the rest. */
function dateFieldsValid(value: unknown): boolean {
  const { startDate, finishDate } = (value ?? {}) as Record<string, unknown>;
  const ok = (date: unknown) =>
    date === undefined ||
    date === null ||
    (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date.trim()));
  return ok(startDate) && ok(finishDate);
}
