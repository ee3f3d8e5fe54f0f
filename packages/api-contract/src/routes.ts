// The API's operations (SPEC 7 and later issues): the one declaration of each method and path, under `/api`, with
// the SPEC's spelling (trailing slashes included). No zod here: the api-client, which every page loads, needs only
// these facts, and it imports each operation by itself so that an app bundles only the ones it calls. The schemas
// of each operation (its query, body and answers) are in endpoints.ts, keyed by the same names.

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteFacts {
  method: HttpMethod;
  /** Below `/api`, with `:name` path parameters (`/tenant/property/:propertyId`). */
  path: string;
  /** Answered without a bearer token. */
  public?: true;
}

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
export const session = { method: 'GET', path: '/session' } as const satisfies RouteFacts;
export const logout = { method: 'POST', path: '/session/logout' } as const satisfies RouteFacts;
export const file = { method: 'GET', path: '/files/:name', public: true } as const satisfies RouteFacts;
export const ownerCreate = { method: 'POST', path: '/owner/register' } as const satisfies RouteFacts;
export const ownerList = { method: 'GET', path: '/owner/all' } as const satisfies RouteFacts;
export const ownerOne = { method: 'GET', path: '/owner' } as const satisfies RouteFacts;
export const ownerUpdate = { method: 'POST', path: '/owner/' } as const satisfies RouteFacts;
export const propertySave = { method: 'POST', path: '/property/' } as const satisfies RouteFacts;
export const propertyList = { method: 'GET', path: '/property/all' } as const satisfies RouteFacts;
export const propertyOne = { method: 'GET', path: '/property/' } as const satisfies RouteFacts;
export const propertiesOfOwner = { method: 'GET', path: '/property/owner' } as const satisfies RouteFacts;
export const tenantCreate = { method: 'POST', path: '/tenant/register' } as const satisfies RouteFacts;
export const tenantList = { method: 'GET', path: '/tenant/all' } as const satisfies RouteFacts;
export const tenantsOfProperty = {
  method: 'GET',
  path: '/tenant/property/:propertyId',
} as const satisfies RouteFacts;
export const tenantOne = { method: 'GET', path: '/tenant/' } as const satisfies RouteFacts;
export const tenantUpdate = { method: 'POST', path: '/tenant/' } as const satisfies RouteFacts;
export const contractSave = { method: 'POST', path: '/contract/' } as const satisfies RouteFacts;
export const contractList = { method: 'GET', path: '/contract/all' } as const satisfies RouteFacts;
export const contractOne = { method: 'GET', path: '/contract/' } as const satisfies RouteFacts;
export const contractDelete = { method: 'DELETE', path: '/contracts/:id' } as const satisfies RouteFacts;
export const contractsOfTenant = { method: 'GET', path: '/contract/tenant/' } as const satisfies RouteFacts;
export const contractsOfProperty = {
  method: 'GET',
  path: '/contract/property/',
} as const satisfies RouteFacts;
export const audit = { method: 'GET', path: '/audit' } as const satisfies RouteFacts;
export const search = { method: 'GET', path: '/search' } as const satisfies RouteFacts;

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
