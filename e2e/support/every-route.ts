import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export interface RecordIds {
  owner: string;
  property: string;
  tenant: string;
  contract: string;
}

export interface RouteCheck {
  path: string;
  signedIn: boolean;
  /** A heading the page's remote draws (for Finance and Settings, the shell's own heading). */
  heading: string;
}

/** Every route of SPEC 2, with a heading that shows its remote's content arrived. */
export function everyRoute(ids: RecordIds, names: { owner: string; property: string; tenant: string }) {
  const open = (path: string, heading: string): RouteCheck => ({ path, heading, signedIn: false });
  const guarded = (path: string, heading: string): RouteCheck => ({ path, heading, signedIn: true });
  return [
    open('/login', 'Log in to your account'),
    open('/forgot-password', 'Verify Email'),
    open('/verify-otp', 'Verify Code'),
    open('/change-password', 'Change Password'),
    guarded('/', 'Shortcut Report'),
    guarded('/owners', 'Owners'),
    guarded('/add-owner', 'Personal Information'),
    guarded(`/owner/${ids.owner}`, names.owner),
    guarded(`/owners/update-owner/${ids.owner}`, 'Billing Settings'),
    guarded('/properties', 'Properties'),
    guarded(`/property/${ids.property}`, names.property),
    guarded('/properties/add-property', 'Financial Information'),
    guarded(`/properties/update-property/${ids.property}`, 'Update Property'),
    guarded('/tenants', 'Tenants'),
    guarded(`/tenant/${ids.tenant}`, names.tenant),
    guarded(`/tenants/edit-tenant/${ids.tenant}`, 'Sub Tenants'),
    guarded('/tenants/add-tenant', 'Sub Tenants'),
    guarded('/contracts', 'Contracts'),
    guarded('/contracts/add-contract', 'Contract Terms'),
    guarded(`/contract/${ids.contract}`, 'Contract Terms'),
    guarded(`/contracts/edit-contract/${ids.contract}`, 'Contract Terms'),
    guarded('/finance', 'Finance'),
    guarded('/settings', 'Settings'),
  ];
}

/** The records of `createLinkedRecords` (support/api-records.ts), as far as the routes need them. */
export interface LinkedRecords {
  owner: { _id: string; profile: { name: string } };
  property: { _id: string; name: string };
  tenant: { _id: string; profile: { firstName: string; surName: string } };
  contract: { _id: string };
}

/** Every route of SPEC 2, its details and edit pages showing these linked records. */
export function everyRouteOf(records: LinkedRecords) {
  return everyRoute(
    {
      owner: records.owner._id,
      property: records.property._id,
      tenant: records.tenant._id,
      contract: records.contract._id,
    },
    {
      owner: records.owner.profile.name,
      property: records.property.name,
      tenant: `${records.tenant.profile.firstName} ${records.tenant.profile.surName}`,
    },
  );
}

/** Opens the route (signed in or out through the auth-token cookie) and waits for its content. */
export async function openRoute(page: Page, baseURL: string, route: RouteCheck, token: string) {
  await page.context().clearCookies();
  if (route.signedIn) await page.context().addCookies([{ name: 'auth-token', value: token, url: baseURL }]);
  await page.goto(`${baseURL}${route.path}`);
  await expect(page.getByRole('heading', { name: route.heading, exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
}
