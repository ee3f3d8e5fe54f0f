// The API's operations (SPEC 7 and later issues): the one declaration of each method and path, under `/api`, with
// the SPEC's spelling (trailing slashes included). No zod here: the api-client, which every page loads, needs only
// these facts, and it imports each operation by itself so that an app bundles only the ones it calls. The schemas
// of each operation (its query, body and answers) are in endpoints.ts, keyed by the same names.

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteFacts {
  method: HttpMethod;
  /** Below `/api`, with `:name` path parameters (`/tenant/property/:propertyId`). */
  path: string;
  summary: string;
  /** The domain it belongs to (the document's tag). */
  tag: string;
  /** Answered without a bearer token. */
  public?: true;
}

/** Every list's paging (SPEC 9): `?page=` from 1, `?limit=` 15 unless asked, at most `maxLimit`. */
export const PAGING = { page: 1, limit: 15, maxLimit: 100 } as const;

/** Where the API is served, and where its description is. */
export const API_PREFIX = '/api';
export const OPENAPI_PATH = '/openapi.json';
export const API_DOCS_PATH = '/docs';

export const health = {
  method: 'GET',
  path: '/health',
  summary: 'Whether the process runs',
  tag: 'operations',
  public: true,
} as const satisfies RouteFacts;
export const ready = {
  method: 'GET',
  path: '/ready',
  summary: 'Whether the database and the file storage answer (503 naming the part that does not)',
  tag: 'operations',
  public: true,
} as const satisfies RouteFacts;
export const login = {
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in',
  tag: 'auth',
  public: true,
} as const satisfies RouteFacts;
export const recoveryRequest = {
  method: 'POST',
  path: '/auth/forgot-password/request',
  summary: 'Mail a recovery code (the same answer for an unknown email)',
  tag: 'auth',
  public: true,
} as const satisfies RouteFacts;
export const recoveryResend = {
  method: 'POST',
  path: '/auth/forgot-password/resend-code',
  summary: 'Mail a new recovery code',
  tag: 'auth',
  public: true,
} as const satisfies RouteFacts;
export const recoveryValidate = {
  method: 'POST',
  path: '/auth/forgot-password/validate',
  summary: 'Check a recovery code; sets the reset grant cookie',
  tag: 'auth',
  public: true,
} as const satisfies RouteFacts;
export const recoveryChangePassword = {
  method: 'POST',
  path: '/auth/forgot-password/change-password',
  summary: 'Choose a new password with the reset grant cookie',
  tag: 'auth',
  public: true,
} as const satisfies RouteFacts;
export const session = {
  method: 'GET',
  path: '/session',
  summary: 'Who is signed in',
  tag: 'session',
} as const satisfies RouteFacts;
export const logout = {
  method: 'POST',
  path: '/session/logout',
  summary: 'Revoke the presented token',
  tag: 'session',
} as const satisfies RouteFacts;
export const file = {
  method: 'GET',
  path: '/files/:name',
  summary: 'A stored file, through the signed URL of an answer (no bearer token)',
  tag: 'files',
  public: true,
} as const satisfies RouteFacts;
export const ownerCreate = {
  method: 'POST',
  path: '/owner/register',
  summary: 'Add an owner',
  tag: 'owners',
} as const satisfies RouteFacts;
export const ownerList = {
  method: 'GET',
  path: '/owner/all',
  summary: 'One page of the owners',
  tag: 'owners',
} as const satisfies RouteFacts;
export const ownerOne = {
  method: 'GET',
  path: '/owner',
  summary: 'One owner, with its version as ETag',
  tag: 'owners',
} as const satisfies RouteFacts;
export const ownerUpdate = {
  method: 'POST',
  path: '/owner/',
  summary: 'Edit an owner (?id=)',
  tag: 'owners',
} as const satisfies RouteFacts;
export const propertySave = {
  method: 'POST',
  path: '/property/',
  summary: 'Add a property, or edit one with ?id=',
  tag: 'properties',
} as const satisfies RouteFacts;
export const propertyList = {
  method: 'GET',
  path: '/property/all',
  summary: 'One page of the properties',
  tag: 'properties',
} as const satisfies RouteFacts;
export const propertyOne = {
  method: 'GET',
  path: '/property/',
  summary: 'One property, with its version as ETag',
  tag: 'properties',
} as const satisfies RouteFacts;
export const propertiesOfOwner = {
  method: 'GET',
  path: '/property/owner',
  summary: "One page of an owner's properties (?id= the owner's)",
  tag: 'properties',
} as const satisfies RouteFacts;
export const tenantCreate = {
  method: 'POST',
  path: '/tenant/register',
  summary: 'Add a tenant with its sub-tenants',
  tag: 'tenants',
} as const satisfies RouteFacts;
export const tenantList = {
  method: 'GET',
  path: '/tenant/all',
  summary: 'One page of the tenants',
  tag: 'tenants',
} as const satisfies RouteFacts;
export const tenantsOfProperty = {
  method: 'GET',
  path: '/tenant/property/:propertyId',
  summary: "One page of a property's tenants",
  tag: 'tenants',
} as const satisfies RouteFacts;
export const tenantOne = {
  method: 'GET',
  path: '/tenant/',
  summary: 'One tenant, with its version as ETag',
  tag: 'tenants',
} as const satisfies RouteFacts;
export const tenantUpdate = {
  method: 'POST',
  path: '/tenant/',
  summary: 'Edit a tenant and its sub-tenants (?id=)',
  tag: 'tenants',
} as const satisfies RouteFacts;
export const contractSave = {
  method: 'POST',
  path: '/contract/',
  summary: 'Add a contract, or edit one with ?id=',
  tag: 'contracts',
} as const satisfies RouteFacts;
export const contractList = {
  method: 'GET',
  path: '/contract/all',
  summary: 'One page of the contracts',
  tag: 'contracts',
} as const satisfies RouteFacts;
export const contractOne = {
  method: 'GET',
  path: '/contract/',
  summary: 'One contract, with its version as ETag',
  tag: 'contracts',
} as const satisfies RouteFacts;
export const contractDelete = {
  method: 'DELETE',
  path: '/contracts/:id',
  summary: 'Delete a contract',
  tag: 'contracts',
} as const satisfies RouteFacts;
export const contractsOfTenant = {
  method: 'GET',
  path: '/contract/tenant/',
  summary: "One page of a tenant's contracts (?id= the tenant's)",
  tag: 'contracts',
} as const satisfies RouteFacts;
export const contractsOfProperty = {
  method: 'GET',
  path: '/contract/property/',
  summary: "One page of a property's contracts (?id= the property's)",
  tag: 'contracts',
} as const satisfies RouteFacts;
export const audit = {
  method: 'GET',
  path: '/audit',
  summary: "One page of a record's changes, newest first",
  tag: 'audit',
} as const satisfies RouteFacts;
export const search = {
  method: 'GET',
  path: '/search',
  summary: 'Owners, properties, tenants, sub-tenants and contracts matching a text',
  tag: 'search',
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
  audit,
  search,
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
