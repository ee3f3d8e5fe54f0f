import type { Contract, RenewalProposal } from '@pm/schemas/records';
import { addDays, addMonths, daysBetween } from '../agency-calendar';

const AVERAGE_MONTH_DAYS = 365.25 / 12;
const MONTHS = /^(\d{1,3})\s*(?:m|mo|mos|month|months)?$/i;
const YEARS = /^(\d{1,2})\s*(?:y|yr|yrs|year|years)$/i;

/**
 * The lease's period in months: its rentalPeriod when it reads as months or years ("12", "12 months", "1 year"),
 * else the contract's own length rounded to whole months (at least one).
 */
export function periodMonths(contract: Pick<Contract, 'rentalPeriod' | 'startDate' | 'finishDate'>): number {
  const period = contract.rentalPeriod?.trim() ?? '';
  const months = MONTHS.exec(period);
  if (months && Number(months[1]) > 0) return Number(months[1]);
  const years = YEARS.exec(period);
  if (years && Number(years[1]) > 0) return Number(years[1]) * 12;
  const days = daysBetween(contract.startDate, addDays(contract.finishDate, 1));
  return Math.max(1, Math.round(days / AVERAGE_MONTH_DAYS));
}

const RENEWAL_SUFFIX = / \(renewal (\d+)\)$/;

/** "CT-7" -> "CT-7 (renewal 1)" -> "CT-7 (renewal 2)". */
function renewalRefName(contractRefName: string): string {
  const previous = RENEWAL_SUFFIX.exec(contractRefName);
  const base = contractRefName.replace(RENEWAL_SUFFIX, '');
  return `${base} (renewal ${previous ? Number(previous[1]) + 1 : 1})`;
}

/**
 * The add form's values for the renewal of `contract`: the same parties and terms, the deposit carried, starting
 * the day after it finishes and finishing one period after its finish date (a month's last day stays the last).
 */
export function renewalProposal(contract: Contract): RenewalProposal {
  const {
    _id,
    __v,
    owner,
    property,
    tenant,
    leaseStatus,
    renews,
    renewedBy,
    ending,
    renewalOfferedAt,
    ...terms
  } = contract;
  return {
    ...terms,
    ownerId: owner._id,
    propertyId: property._id,
    tenantId: tenant._id,
    contractRefName: renewalRefName(contract.contractRefName),
    startDate: addDays(contract.finishDate, 1),
    finishDate: addMonths(contract.finishDate, periodMonths(contract)),
  };
}
