import type { SearchHit } from '@pm/schemas/records';
// The other apps' screens the shell itself links to, by the ids their remotes declare.

/** Where a signed-out visitor is sent, and where Logout leads (mf-auth). */
export const SIGN_IN_SCREEN = 'sign-in';

/**
 * "My account" (mf-staff): the user menu's entry after the SPEC's, and the one page a token limited to enrolling
 * a second step may open.
 */
export const ACCOUNT_SCREEN = 'account';

/** The details screen that opens each kind of record a search finds. */
export const DETAILS_SCREENS: Record<SearchHit['detailsOf']['kind'], string> = {
  owner: 'owner-details',
  property: 'property-details',
  tenant: 'tenant-details',
  contract: 'contract-details',
};
