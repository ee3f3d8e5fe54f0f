// The client's public face: one object per domain, one typed function per call of SPEC 7.
import { authApi } from './auth';
import { contractsApi } from './contracts';
import { ownersApi } from './owners';
import { propertiesApi } from './properties';
import { sessionApi } from './session';
import { tenantsApi } from './tenants';

export type { LoginPayload } from './auth';
export type { Envelope, ListEnvelope } from './envelope';
export { ApiError, apiBaseUrl, configureApiBaseUrl } from './http';
export type { Lister, Option } from './options';
export { OPTIONS_LIMIT, ownerOptions, propertyOptions, tenantOptions } from './options';
export type { OwnerFormFields, OwnerImageFiles, OwnerTextField } from './owners';
export { OWNER_TEXT_FIELDS, ownerFormData } from './owners';
export type { PropertyFiles, PropertyFormFields } from './properties';
export { propertyFormData } from './properties';
export type { SubTenantFormFields, TenantFiles, TenantFormFields, TenantTextField } from './tenants';
export { TENANT_TEXT_FIELDS, tenantFormData } from './tenants';

export const api = {
  auth: authApi,
  session: sessionApi,
  owners: ownersApi,
  properties: propertiesApi,
  tenants: tenantsApi,
  contracts: contractsApi,
};
