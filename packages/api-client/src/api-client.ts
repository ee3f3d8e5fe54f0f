// The client's public face: one object per domain, one typed function per call of SPEC 7.
import { authApi } from './auth';

export { ApiError, apiBaseUrl, configureApiBaseUrl, toFailureMessage } from './http';
export type { Envelope, ListEnvelope } from './envelope';
export type { LoginPayload } from './auth';

export const api = {
  auth: authApi,
};
