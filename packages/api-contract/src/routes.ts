// The API's operations (SPEC 7 and later issues): the one declaration of each method and path, under `/api`. No
// zod here: the api-client, which every page loads, needs only these facts. The schemas of each operation (its
// query, body and answers) are in endpoints.ts, keyed by the same names.

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

export const ROUTES = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Whether the process runs',
    tag: 'operations',
    public: true,
  },
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'Whether the database and the file storage answer (503 naming the part that does not)',
    tag: 'operations',
    public: true,
  },
  login: { method: 'POST', path: '/auth/login', summary: 'Sign in', tag: 'auth', public: true },
  recoveryRequest: {
    method: 'POST',
    path: '/auth/forgot-password/request',
    summary: 'Mail a recovery code (the same answer for an unknown email)',
    tag: 'auth',
    public: true,
  },
  recoveryResend: {
    method: 'POST',
    path: '/auth/forgot-password/resend-code',
    summary: 'Mail a new recovery code',
    tag: 'auth',
    public: true,
  },
  recoveryValidate: {
    method: 'POST',
    path: '/auth/forgot-password/validate',
    summary: 'Check a recovery code; sets the reset grant cookie',
    tag: 'auth',
    public: true,
  },
  recoveryChangePassword: {
    method: 'POST',
    path: '/auth/forgot-password/change-password',
    summary: 'Choose a new password with the reset grant cookie',
    tag: 'auth',
    public: true,
  },
  session: { method: 'GET', path: '/session', summary: 'Who is signed in', tag: 'session' },
  logout: { method: 'POST', path: '/session/logout', summary: 'Revoke the presented token', tag: 'session' },
  file: {
    method: 'GET',
    path: '/files/:name',
    summary: 'A stored file, through the signed URL of an answer (no bearer token)',
    tag: 'files',
    public: true,
  },
  ownerCreate: { method: 'POST', path: '/owner/register', summary: 'Add an owner', tag: 'owners' },
  ownerList: { method: 'GET', path: '/owner/all', summary: 'One page of the owners', tag: 'owners' },
  ownerOne: { method: 'GET', path: '/owner', summary: 'One owner, with its version as ETag', tag: 'owners' },
  ownerUpdate: { method: 'POST', path: '/owner', summary: 'Edit an owner (?id=)', tag: 'owners' },
  propertySave: {
    method: 'POST',
    path: '/property',
    summary: 'Add a property, or edit one with ?id=',
    tag: 'properties',
  },
  propertyList: {
    method: 'GET',
    path: '/property/all',
    summary: 'One page of the properties',
    tag: 'properties',
  },
  propertyOne: {
    method: 'GET',
    path: '/property',
    summary: 'One property, with its version as ETag',
    tag: 'properties',
  },
  propertiesOfOwner: {
    method: 'GET',
    path: '/property/owner',
    summary: "One page of an owner's properties (?id= the owner's)",
    tag: 'properties',
  },
  tenantCreate: {
    method: 'POST',
    path: '/tenant/register',
    summary: 'Add a tenant with its sub-tenants',
    tag: 'tenants',
  },
  tenantList: { method: 'GET', path: '/tenant/all', summary: 'One page of the tenants', tag: 'tenants' },
  tenantsOfProperty: {
    method: 'GET',
    path: '/tenant/property/:propertyId',
    summary: "One page of a property's tenants",
    tag: 'tenants',
  },
  tenantOne: {
    method: 'GET',
    path: '/tenant',
    summary: 'One tenant, with its version as ETag',
    tag: 'tenants',
  },
  tenantUpdate: {
    method: 'POST',
    path: '/tenant',
    summary: 'Edit a tenant and its sub-tenants (?id=)',
    tag: 'tenants',
  },
  contractSave: {
    method: 'POST',
    path: '/contract',
    summary: 'Add a contract, or edit one with ?id=',
    tag: 'contracts',
  },
  contractList: {
    method: 'GET',
    path: '/contract/all',
    summary: 'One page of the contracts',
    tag: 'contracts',
  },
  contractOne: {
    method: 'GET',
    path: '/contract',
    summary: 'One contract, with its version as ETag',
    tag: 'contracts',
  },
  contractDelete: {
    method: 'DELETE',
    path: '/contracts/:id',
    summary: 'Delete a contract',
    tag: 'contracts',
  },
  contractsOfTenant: {
    method: 'GET',
    path: '/contract/tenant',
    summary: "One page of a tenant's contracts (?id= the tenant's)",
    tag: 'contracts',
  },
  contractsOfProperty: {
    method: 'GET',
    path: '/contract/property',
    summary: "One page of a property's contracts (?id= the property's)",
    tag: 'contracts',
  },
  audit: {
    method: 'GET',
    path: '/audit',
    summary: "One page of a record's changes, newest first",
    tag: 'audit',
  },
  search: {
    method: 'GET',
    path: '/search',
    summary: 'Owners, properties, tenants, sub-tenants and contracts matching a text',
    tag: 'search',
  },
} as const satisfies Record<string, RouteFacts>;

export type RouteName = keyof typeof ROUTES;

/** A route's path with its parameters filled in: `/contracts/:id` -> `/contracts/42`. */
export function routePath(route: Pick<RouteFacts, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
