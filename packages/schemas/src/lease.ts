// Leases that don't slip (issue 25): the expiring contracts, a renewal, the ending of a lease, and the daily digest.
// The server validates with these schemas and the pages of mf-contracts read the same facts.
import { z } from 'zod';
import { formBoolean, optionalText, requiredDate } from './common';

/** How far ahead the expiring page looks, in days; the first is the default. */
export const LEASE_HORIZONS = [30, 60, 90, 120] as const;
export type LeaseHorizon = (typeof LEASE_HORIZONS)[number];

/**
 * A contract is overdue once its finish date has passed without a renewal and without a recorded ending, for this
 * many days; older ones are history, not work (an upgrade would otherwise list every past contract as overdue).
 */
export const OVERDUE_WINDOW_DAYS = 120;

/** How far ahead the daily digest looks. */
export const DIGEST_HORIZON_DAYS = 30;

/** Who gets the daily digest without choosing: admins and agents (a viewer turns it on). */
export const DIGEST_DEFAULT_ROLES: readonly string[] = ['admin', 'agent'];

/** Whether a person gets the digest: their choice, else their role's default. */
export const wantsLeaseDigest = (choice: boolean | null, role: string) =>
  choice ?? DIGEST_DEFAULT_ROLES.includes(role);

/** Where a lease stands: derived from its renewal, its recorded ending and a recorded renewal offer. */
export const LEASE_STATUSES = ['open', 'renewal offered', 'renewed', 'ending'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

export const LEASE_MESSAGES = {
  within: `within must be one of ${LEASE_HORIZONS.join(', ')} (days).`,
  overdue: 'overdue must be true or false.',
  endDate: 'Leaving date is required',
  endNote: 'Note',
  propertyAvailable: 'Property available must be true or false',
  leaseDigest: 'leaseDigest must be true or false.',
  alreadyRenewed: (by: string) => `This contract was already renewed by ${by}.`,
  renewedNotEnded: 'A renewed contract cannot be ended; record the ending on its renewal.',
  renewalParties:
    'A renewal keeps the owner, property and tenant of the contract it renews. Start from "Renew" on that contract.',
  renewalAfterStart: 'The renewal must start after the contract it renews starts.',
  endBeforeStart: (startDate: string) =>
    `Leaving date must be on or after the contract's start date (${startDate}).`,
  startAfterEnding: (endingDate: string) =>
    `Start date must be on or before the recorded leaving date (${endingDate}); correct the ending first.`,
};

/** POST /contract/:id/end: the day the tenant leaves, a note, and whether the property is then available. */
export const contractEndSchema = z.object({
  date: requiredDate('Leaving date', LEASE_MESSAGES.endDate),
  note: optionalText('Note', { max: 1000, multiline: true }),
  propertyAvailable: formBoolean(LEASE_MESSAGES.propertyAvailable, false),
});
export type ContractEndInput = z.input<typeof contractEndSchema>;

/** POST /account/digest */
export const leaseDigestSchema = z.object({
  leaseDigest: z.boolean({ error: LEASE_MESSAGES.leaseDigest }),
});

const contractLink = z.object({ _id: z.string(), contractRefName: z.string() });
export type ContractLink = z.infer<typeof contractLink>;

/** What a contract's answer says of its lease: added to SPEC 3's shape. */
export const leaseFacts = {
  leaseStatus: z.enum(LEASE_STATUSES),
  /** The contract this one renews. */
  renews: contractLink.nullable(),
  /** The contract that renews this one. */
  renewedBy: contractLink.nullable(),
  /** The recorded ending: the day the tenant leaves, a note, and whether the property is then available. */
  ending: z
    .object({ date: z.string(), note: z.string().nullable(), propertyAvailable: z.boolean() })
    .nullable(),
  /** When staff recorded that a renewal was offered. */
  renewalOfferedAt: z.string().nullable(),
};

const party = z.object({ _id: z.string(), name: z.string() });

/** A row of GET /contract/expiring. */
export const expiringContractRecord = z.object({
  _id: z.string(),
  contractRefName: z.string(),
  startDate: z.string(),
  finishDate: z.string(),
  /** Days from today (the agency's time zone) to the finish date; negative once it has passed. */
  daysLeft: z.int(),
  leaseStatus: z.enum(LEASE_STATUSES),
  tenant: party,
  property: party,
  owner: party,
  /** The property's monthly rent (financialInfo.monthlyRent). */
  monthlyRent: z.number().nullable(),
});
export type ExpiringContract = z.infer<typeof expiringContractRecord>;
