import { request } from '@pm/api-client/http';
import type { Envelope } from './envelope';

export interface LoginPayload {
  email: string;
  password: string;
}

export interface ChangePasswordPayload {
  confirmPassword: string;
  email: string;
  newPassword: string;
}

/** Recovery answers: the body as is; validate and change succeed only when statusCode is 200 and message "Success". */
export type RecoveryAnswer = Envelope<unknown>;

export const authApi = {
  login: (payload: LoginPayload) =>
    request<Envelope<{ access_token: string }>>('post', 'auth/login', {
      json: payload,
      authenticated: false,
    }),
  requestCode: (email: string) =>
    request<RecoveryAnswer>('post', 'auth/forgot-password/request', {
      json: { email },
      authenticated: false,
    }),
  validateCode: (email: string, code: string) =>
    request<RecoveryAnswer>('post', 'auth/forgot-password/validate', {
      json: { email, code },
      authenticated: false,
    }),
  changePassword: ({ confirmPassword, email, newPassword }: ChangePasswordPayload) =>
    request<RecoveryAnswer>('post', 'auth/forgot-password/change-password', {
      json: { confirmPassword, email, newPassword },
      authenticated: false,
    }),
  resendCode: (email: string) =>
    request<RecoveryAnswer>('post', 'auth/forgot-password/resend-code', {
      json: { email },
      authenticated: false,
    }),
};
