// The API's operations (SPEC 7 and later issues): the one declaration of each method and path, under `/api`, with
// the SPEC's spelling (trailing slashes included). No zod here: the api-client, which every page loads, needs only
// these facts, and it imports each operation by itself so that an app bundles only the ones it calls. The schemas
// of each operation (its query, body and answers) are in endpoints.ts, keyed by the same names.

import { STAFF_ROLES, type StaffRole } from '@pm/apps/screens';

export { STAFF_ROLES, type StaffRole };

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * The cookie in which the browser keeps the bearer token (SPEC 4): @pm/session is the only browser code that touches
 * it; the server reads it only to tell a signed-out visit of a page.
 */
export const AUTH_COOKIE = 'auth-token';

/**
 * Who may call a route that needs a bearer token (issue 27): the roles of each access, and what the server answers
 * (403) to a role outside it. The server checks it before reading the body, so a refused write writes nothing.
 */
export const ACCESS = {
  /** Lists, details, history and search: every role. */
  read: { roles: ['admin', 'agent', 'viewer'], refusal: '' },
  /** Adding, editing and deleting owners, properties, tenants and contracts. */
  write: {
    roles: ['admin', 'agent'],
    refusal:
      'A viewer may read records but may not add, edit or delete them. Ask an admin for the agent role.',
  },
  /** Staff accounts: invitations, roles, deactivation, sessions and second steps of others. */
  staff: { roles: ['admin'], refusal: 'Only an admin may manage staff accounts.' },
  /** The signed-in person's own account and session: every role. */
  account: { roles: ['admin', 'agent', 'viewer'], refusal: '' },
} as const satisfies Record<string, { roles: readonly StaffRole[]; refusal: string }>;
export type Access = keyof typeof ACCESS;

/** What a token limited to enrolment (MFA_REQUIRED, not enrolled yet) answers outside the enrolment routes. */
export const ENROL_FIRST = 'Turn on two-step sign-in on your account page before anything else.';

interface CommonFacts {
  method: HttpMethod;
  /** Below `/api`, with `:name` path parameters (`/tenant/property/:propertyId`). */
  path: string;
  /** Also answered for a token limited to enrolling a second step. */
  duringEnrolment?: true;
}

/** A route is either answered without a bearer token, or says who may call it. */
export type RouteFacts = CommonFacts &
  ({ public: true; access?: never } | { public?: never; access: Access });

/** Every list's paging (SPEC 9): `?page=` from 1, `?limit=` 15 unless asked, at most `maxLimit`. */
export const PAGING = { page: 1, limit: 15, maxLimit: 100 } as const;

/** Where the API is served, and where its description is. */
export const API_PREFIX = '/api';
export const OPENAPI_PATH = '/openapi.json';
export const API_DOCS_PATH = '/docs';

export const health = { method: 'GET', path: '/health', public: true } as const satisfies RouteFacts;
export const ready = { method: 'GET', path: '/ready', public: true } as const satisfies RouteFacts;
export const login = { method: 'POST', path: '/auth/login', public: true } as const satisfies RouteFacts;
export const recoveryRequest = {
  method: 'POST',
  path: '/auth/forgot-password/request',
  public: true,
} as const satisfies RouteFacts;
export const recoveryResend = {
  method: 'POST',
  path: '/auth/forgot-password/resend-code',
  public: true,
} as const satisfies RouteFacts;
export const recoveryValidate = {
  method: 'POST',
  path: '/auth/forgot-password/validate',
  public: true,
} as const satisfies RouteFacts;
export const recoveryChangePassword = {
  method: 'POST',
  path: '/auth/forgot-password/change-password',
  public: true,
} as const satisfies RouteFacts;
export const session = {
  method: 'GET',
  path: '/session',
  access: 'account',
  duringEnrolment: true,
} as const satisfies RouteFacts;
export const logout = {
  method: 'POST',
  path: '/session/logout',
  access: 'account',
  duringEnrolment: true,
} as const satisfies RouteFacts;
export const file = { method: 'GET', path: '/files/:name', public: true } as const satisfies RouteFacts;
export const ownerCreate = {
  method: 'POST',
  path: '/owner/register',
  access: 'write',
} as const satisfies RouteFacts;
export const ownerList = { method: 'GET', path: '/owner/all', access: 'read' } as const satisfies RouteFacts;
export const ownerOne = { method: 'GET', path: '/owner', access: 'read' } as const satisfies RouteFacts;
export const ownerUpdate = { method: 'POST', path: '/owner/', access: 'write' } as const satisfies RouteFacts;
export const propertySave = {
  method: 'POST',
  path: '/property/',
  access: 'write',
} as const satisfies RouteFacts;
export const propertyList = {
  method: 'GET',
  path: '/property/all',
  access: 'read',
} as const satisfies RouteFacts;
export const propertyOne = {
  method: 'GET',
  path: '/property/',
  access: 'read',
} as const satisfies RouteFacts;
export const propertiesOfOwner = {
  method: 'GET',
  path: '/property/owner',
  access: 'read',
} as const satisfies RouteFacts;
export const tenantCreate = {
  method: 'POST',
  path: '/tenant/register',
  access: 'write',
} as const satisfies RouteFacts;
export const tenantList = {
  method: 'GET',
  path: '/tenant/all',
  access: 'read',
} as const satisfies RouteFacts;
export const tenantsOfProperty = {
  method: 'GET',
  path: '/tenant/property/:propertyId',
  access: 'read',
} as const satisfies RouteFacts;
export const tenantOne = { method: 'GET', path: '/tenant/', access: 'read' } as const satisfies RouteFacts;
export const tenantUpdate = {
  method: 'POST',
  path: '/tenant/',
  access: 'write',
} as const satisfies RouteFacts;
export const contractSave = {
  method: 'POST',
  path: '/contract/',
  access: 'write',
} as const satisfies RouteFacts;
export const contractList = {
  method: 'GET',
  path: '/contract/all',
  access: 'read',
} as const satisfies RouteFacts;
export const contractOne = {
  method: 'GET',
  path: '/contract/',
  access: 'read',
} as const satisfies RouteFacts;
export const contractDelete = {
  method: 'DELETE',
  path: '/contracts/:id',
  access: 'write',
} as const satisfies RouteFacts;
export const contractsOfTenant = {
  method: 'GET',
  path: '/contract/tenant/',
  access: 'read',
} as const satisfies RouteFacts;
export const contractsOfProperty = {
  method: 'GET',
  path: '/contract/property/',
  access: 'read',
} as const satisfies RouteFacts;

// Leases (issue 25): the contracts ending soon, a renewal, an ending, a renewal offer.
export const contractExpiring = {
  method: 'GET',
  path: '/contract/expiring',
  access: 'read',
} as const satisfies RouteFacts;
export const contractRenewal = {
  method: 'GET',
  path: '/contract/:id/renew',
  access: 'read',
} as const satisfies RouteFacts;
export const contractRenew = {
  method: 'POST',
  path: '/contract/:id/renew',
  access: 'write',
} as const satisfies RouteFacts;
export const contractEnd = {
  method: 'POST',
  path: '/contract/:id/end',
  access: 'write',
} as const satisfies RouteFacts;
export const contractRenewalOffered = {
  method: 'POST',
  path: '/contract/:id/renewal-offered',
  access: 'write',
} as const satisfies RouteFacts;
export const audit = { method: 'GET', path: '/audit', access: 'read' } as const satisfies RouteFacts;
// Spreadsheets (issue 24): every record of a list as one CSV or XLSX file.
export const exportList = {
  method: 'GET',
  path: '/export/:list',
  access: 'read',
} as const satisfies RouteFacts;
// A list's spreadsheet imported (or its dry run): the records it adds and changes, all or nothing.
export const importList = {
  method: 'POST',
  path: '/import/:list',
  access: 'write',
} as const satisfies RouteFacts;
// A large import as a background job (issue 24): started with the same form, then read for its progress and report.
export const importJobStart = {
  method: 'POST',
  path: '/import/:list/jobs',
  access: 'write',
} as const satisfies RouteFacts;
export const importJob = {
  method: 'GET',
  path: '/import/jobs/:id',
  access: 'write',
} as const satisfies RouteFacts;
export const search = { method: 'GET', path: '/search', access: 'read' } as const satisfies RouteFacts;

// Invitations and the second step of sign-in (public: they carry their own proof).
export const invitation = {
  method: 'GET',
  path: '/auth/invitation',
  public: true,
} as const satisfies RouteFacts;
export const invitationAccept = {
  method: 'POST',
  path: '/auth/invitation/accept',
  public: true,
} as const satisfies RouteFacts;
export const secondStepCode = {
  method: 'POST',
  path: '/auth/second-step',
  public: true,
} as const satisfies RouteFacts;
export const secondStepPasskeyOptions = {
  method: 'POST',
  path: '/auth/second-step/passkey/options',
  public: true,
} as const satisfies RouteFacts;
export const secondStepPasskey = {
  method: 'POST',
  path: '/auth/second-step/passkey',
  public: true,
} as const satisfies RouteFacts;
export const recoverySecondStep = {
  method: 'POST',
  path: '/auth/forgot-password/second-step',
  public: true,
} as const satisfies RouteFacts;

// The signed-in person's own account.
const account = { access: 'account', duringEnrolment: true } as const;
export const accountMe = { method: 'GET', path: '/account', ...account } as const satisfies RouteFacts;
export const accountPassword = {
  method: 'POST',
  path: '/account/password',
  access: 'account',
} as const satisfies RouteFacts;
export const totpEnrol = {
  method: 'POST',
  path: '/account/two-step/totp/enrol',
  ...account,
} as const satisfies RouteFacts;
export const totpConfirm = {
  method: 'POST',
  path: '/account/two-step/totp/confirm',
  ...account,
} as const satisfies RouteFacts;
export const passkeyOptions = {
  method: 'POST',
  path: '/account/two-step/passkeys/options',
  ...account,
} as const satisfies RouteFacts;
export const passkeyRegister = {
  method: 'POST',
  path: '/account/two-step/passkeys',
  ...account,
} as const satisfies RouteFacts;
export const passkeyRemove = {
  method: 'DELETE',
  path: '/account/two-step/passkeys/:id',
  access: 'account',
} as const satisfies RouteFacts;
export const twoStepDisable = {
  method: 'POST',
  path: '/account/two-step/disable',
  access: 'account',
} as const satisfies RouteFacts;
export const accountSessions = {
  method: 'GET',
  path: '/account/sessions',
  access: 'account',
} as const satisfies RouteFacts;
export const accountSessionEnd = {
  method: 'DELETE',
  path: '/account/sessions/:id',
  access: 'account',
} as const satisfies RouteFacts;
export const accountSessionsEndOthers = {
  method: 'POST',
  path: '/account/sessions/end-others',
  access: 'account',
} as const satisfies RouteFacts;
export const accountDigest = {
  method: 'POST',
  path: '/account/digest',
  access: 'account',
} as const satisfies RouteFacts;

// Staff accounts (admins only).
export const staffList = { method: 'GET', path: '/staff/all', access: 'staff' } as const satisfies RouteFacts;
export const staffOne = { method: 'GET', path: '/staff/:id', access: 'staff' } as const satisfies RouteFacts;
export const staffActivity = {
  method: 'GET',
  path: '/staff/:id/activity',
  access: 'staff',
} as const satisfies RouteFacts;
export const staffInvite = {
  method: 'POST',
  path: '/staff/invite',
  access: 'staff',
} as const satisfies RouteFacts;
export const staffResend = {
  method: 'POST',
  path: '/staff/:id/resend',
  access: 'staff',
} as const satisfies RouteFacts;
export const staffRole = {
  method: 'POST',
  path: '/staff/:id/role',
  access: 'staff',
} as const satisfies RouteFacts;
export const staffDeactivate = {
  method: 'POST',
  path: '/staff/:id/deactivate',
  access: 'staff',
} as const satisfies RouteFacts;
export const staffReactivate = {
  method: 'POST',
  path: '/staff/:id/reactivate',
  access: 'staff',
} as const satisfies RouteFacts;
export const staffEndSessions = {
  method: 'POST',
  path: '/staff/:id/end-sessions',
  access: 'staff',
} as const satisfies RouteFacts;
export const staffResetTwoStep = {
  method: 'POST',
  path: '/staff/:id/reset-two-step',
  access: 'staff',
} as const satisfies RouteFacts;

/** Every operation by name: the server registers and documents each one. */
export const ROUTES = {
  health,
  ready,
  login,
  recoveryRequest,
  recoveryResend,
  recoveryValidate,
  recoveryChangePassword,
  session,
  logout,
  file,
  ownerCreate,
  ownerList,
  ownerOne,
  ownerUpdate,
  propertySave,
  propertyList,
  propertyOne,
  propertiesOfOwner,
  tenantCreate,
  tenantList,
  tenantsOfProperty,
  tenantOne,
  tenantUpdate,
  contractSave,
  contractList,
  contractOne,
  contractDelete,
  contractsOfTenant,
  contractsOfProperty,
  contractExpiring,
  contractRenewal,
  contractRenew,
  contractEnd,
  contractRenewalOffered,
  audit,
  exportList,
  importList,
  importJobStart,
  importJob,
  search,
  invitation,
  invitationAccept,
  secondStepCode,
  secondStepPasskeyOptions,
  secondStepPasskey,
  recoverySecondStep,
  accountMe,
  accountPassword,
  totpEnrol,
  totpConfirm,
  passkeyOptions,
  passkeyRegister,
  passkeyRemove,
  twoStepDisable,
  accountSessions,
  accountSessionEnd,
  accountSessionsEndOthers,
  accountDigest,
  staffList,
  staffOne,
  staffActivity,
  staffInvite,
  staffResend,
  staffRole,
  staffDeactivate,
  staffReactivate,
  staffEndSessions,
  staffResetTwoStep,
};

export type RouteName = keyof typeof ROUTES;

/** The name under which ROUTES holds `Route` (each operation's facts are a distinct literal type). */
export type NameOf<Route extends RouteFacts> = {
  [Name in RouteName]: (typeof ROUTES)[Name] extends Route ? Name : never;
}[RouteName];

/** A route's path with its parameters filled in: `/contracts/:id` -> `/contracts/42`. */
export function routePath(route: Pick<RouteFacts, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
