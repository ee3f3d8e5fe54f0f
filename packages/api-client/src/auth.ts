import type { Envelope } from './envelope';
import { request } from './http';

export interface LoginPayload {
  email: string;
  password: string;
}

export const authApi = {
  login: (payload: LoginPayload) =>
    request<Envelope<{ access_token: string }>>('post', 'auth/login', { json: payload, authenticated: false }),
};
