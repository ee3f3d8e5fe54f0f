// The client's public face: one object per domain, one typed function per call of SPEC 7. Each app bundles the
// domains it calls; the one piece that holds state for the whole page (the ky instance and the API's address,
// which the shell sets) is shared at runtime as a singleton, @pm/api-client/http, and imported by that name.

export type { DownloadedFile } from '@pm/api-client/http';
export { ApiError, apiBaseUrl, configureApiBaseUrl, isAbortError } from '@pm/api-client/http';
export type { PasskeyRegistrationResponse } from './account';
export { accountApi } from './account';
export { auditApi } from './audit';
export { authApi } from './auth';
export type { PasskeyAuthenticationResponse } from './auth-steps';
export { authStepsApi } from './auth-steps';
export { contractsApi } from './contracts';
export type { EditOptions } from './edit-options';
export { exportsApi, saveFile } from './exports';
export { type ImportChoices, importFormData, importsApi } from './imports';
export type { Lister, Option } from './options';
export { OPTIONS_LIMIT, ownerOptions, propertyOptions, tenantOptions } from './options';
export type { OwnerFormFields, OwnerImageFiles } from './owners';
export { ownerFormData, ownersApi } from './owners';
export type { PropertyFiles, PropertyFormFields } from './properties';
export { propertiesApi, propertyFormData } from './properties';
export { searchApi } from './search';
export { sessionApi } from './session';
export { staffApi } from './staff';
export type { SubTenantFormFields, TenantFiles, TenantFormFields } from './tenants';
export { tenantFormData, tenantsApi } from './tenants';
