import type { SearchHit } from '@pm/schemas/records';
// The other apps' screens the shell itself links to, by the ids their remotes declare.

/** Where a signed-out visitor is sent, and where Logout leads (mf-auth). */
export const SIGN_IN_SCREEN = 'sign-in';

/** The details screen that opens each kind of record a search finds. */
export const DETAILS_SCREENS: Record<SearchHit['detailsOf']['kind'], string> = {
  owner: 'owner-details',
  property: 'property-details',
  tenant: 'tenant-details',
  contract: 'contract-details',
};
