// The client's public face: one object per domain, one typed function per call of SPEC 7.
import { authApi } from './auth';
import { ownersApi } from './owners';

export type { LoginPayload } from './auth';
export type { Envelope, ListEnvelope } from './envelope';
export { ApiError, apiBaseUrl, configureApiBaseUrl } from './http';
export type { OwnerFormFields, OwnerImageFiles, OwnerTextField } from './owners';
export { OWNER_TEXT_FIELDS, ownerFormData } from './owners';

export const api = {
  auth: authApi,
  owners: ownersApi,
};
