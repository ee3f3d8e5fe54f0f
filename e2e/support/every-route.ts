import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { remoteFolders, shell } from '@pm/apps';
import { SCREENS_FILE, type ScreenDeclaration, type ScreenDeclarations } from '@pm/apps/screens';
import { expect } from '../fixtures';
import { repoRoot } from './paths';

export interface RecordIds {
  owner: string;
  property: string;
  tenant: string;
  contract: string;
  staff: string;
}

export interface RouteCheck {
  path: string;
  signedIn: boolean;
  /** A heading the page's remote draws (for Finance and Settings, the shell's own heading). */
  heading: string;
  /** The page opens with a message popup (which closes by itself). */
  popup?: boolean;
}

type RecordKind = keyof RecordIds;

/**
 * For each declared screen: a heading that shows its remote's content arrived (for Finance and Settings, the
 * shell's own heading), and the record whose id fills its route's :id. A screen declared without an entry here
 * fails the tests that open every route, so a new screen gets its check.
 */
const SCREEN_CHECKS: Record<
  string,
  { heading: string | ((names: RecordNames) => string); record?: RecordKind; popup?: boolean }
> = {
  'sign-in': { heading: 'Log in to your account' },
  'recovery-email': { heading: 'Verify Email' },
  'recovery-code': { heading: 'Verify Code' },
  'recovery-password': { heading: 'Change Password' },
  // Opened without a sign-in in progress, the two-step screen sends back to the sign-in, saying why in a popup.
  'sign-in-second-step': { heading: 'Log in to your account', popup: true },
  'recovery-second-step': { heading: 'Confirm it is you' },
  invitation: { heading: 'Join the team' },
  dashboard: { heading: 'Shortcut Report' },
  'owners-list': { heading: 'Owners' },
  'owner-add': { heading: 'Personal Information' },
  'owner-details': { heading: (names) => names.owner, record: 'owner' },
  'owner-update': { heading: 'Billing Settings', record: 'owner' },
  'owners-import': { heading: 'Import Owners' },
  'properties-list': { heading: 'Properties' },
  'property-details': { heading: (names) => names.property, record: 'property' },
  'property-add': { heading: 'Financial Information' },
  'property-update': { heading: 'Update Property', record: 'property' },
  'properties-import': { heading: 'Import Properties' },
  'tenants-list': { heading: 'Tenants' },
  'tenant-details': { heading: (names) => names.tenant, record: 'tenant' },
  'tenant-update': { heading: 'Sub Tenants', record: 'tenant' },
  'tenants-import': { heading: 'Import Tenants' },
  'tenant-add': { heading: 'Sub Tenants' },
  'contracts-list': { heading: 'Contracts' },
  'contract-add': { heading: 'Contract Terms' },
  'contract-details': { heading: 'Contract Terms', record: 'contract' },
  'contract-update': { heading: 'Contract Terms', record: 'contract' },
  'contracts-expiring': { heading: 'Overdue' },
  // The linked contract is not renewed yet: its renewal form opens pre-filled.
  'contract-renew': { heading: 'Contract Terms', record: 'contract' },
  'contracts-import': { heading: 'Import Contracts' },
  finance: { heading: 'Finance' },
  settings: { heading: 'Settings' },
  'staff-list': { heading: 'Staff accounts' },
  'staff-invite': { heading: 'New staff member' },
  'staff-details': { heading: (names) => names.staff, record: 'staff' },
  account: { heading: 'Two-step sign-in' },
};

interface RecordNames {
  owner: string;
  property: string;
  tenant: string;
  staff: string;
}

/** Every screen the workspace's apps declare (each remote's src/screens.json, then the shell's), in that order. */
export function declaredScreens(): Array<{ id: string } & ScreenDeclaration> {
  const folders = [...remoteFolders, shell.folder];
  return folders.flatMap((folder) =>
    Object.entries(
      JSON.parse(readFileSync(path.join(repoRoot, folder, SCREENS_FILE), 'utf8')) as ScreenDeclarations,
    ).map(([id, screen]) => ({ id, ...screen })),
  );
}

/** Every declared route, with a heading that shows its remote's content arrived. */
export function everyRoute(ids: RecordIds, names: RecordNames): RouteCheck[] {
  return declaredScreens().map((screen) => {
    const check = SCREEN_CHECKS[screen.id];
    if (!check)
      throw new Error(`${screen.id} (${screen.path}) has no entry in SCREEN_CHECKS of every-route.ts.`);
    return {
      path: check.record ? screen.path.replace(':id', ids[check.record]) : screen.path,
      heading: typeof check.heading === 'function' ? check.heading(names) : check.heading,
      signedIn: !screen.public,
      ...(check.popup ? { popup: true } : {}),
    };
  });
}

/** The records of `createLinkedRecords` (support/api-records.ts), as far as the routes need them. */
export interface LinkedRecords {
  owner: { _id: string; profile: { name: string } };
  property: { _id: string; name: string };
  tenant: { _id: string; profile: { firstName: string; surName: string } };
  contract: { _id: string };
  staff: { _id: string; name: string };
}

/** Every declared route, its details and edit pages showing these linked records. */
export function everyRouteOf(records: LinkedRecords) {
  return everyRoute(
    {
      owner: records.owner._id,
      property: records.property._id,
      tenant: records.tenant._id,
      contract: records.contract._id,
      staff: records.staff._id,
    },
    {
      owner: records.owner.profile.name,
      property: records.property.name,
      tenant: `${records.tenant.profile.firstName} ${records.tenant.profile.surName}`,
      staff: records.staff.name,
    },
  );
}

/** Opens the route (signed in or out through the auth-token cookie) and waits for its content, at rest. */
export async function openRoute(page: Page, baseURL: string, route: RouteCheck, token: string) {
  // The page before is left first: a request of it sent while the cookies change (a list's data asked late) would go
  // without the token, and its 401 would remove the cookie added below.
  await page.goto('about:blank');
  await page.context().clearCookies();
  if (route.signedIn) await page.context().addCookies([{ name: 'auth-token', value: token, url: baseURL }]);
  // Watched from the start: the popup may come and go while the heading is awaited.
  const popup = page.getByRole('alertdialog');
  const popupShown = route.popup ? popup.waitFor({ state: 'visible', timeout: 30_000 }) : undefined;
  await page.goto(`${baseURL}${route.path}`);
  await expect(page.getByRole('heading', { name: route.heading, exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  if (popupShown) {
    await popupShown;
    await expect(popup).toHaveCount(0);
  }
  // The page at rest: a dialog or a message fading in or out has, for a moment, colours of too little contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
