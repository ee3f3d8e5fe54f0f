import { call } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import type { ChangePasswordInput, LoginInput } from '@pm/schemas/auth';

export const authApi = {
  /** data.access_token is read and stored. */
  login: (payload: LoginInput) => call(routes.login, { json: payload }),
  requestCode: (email: string) => call(routes.recoveryRequest, { json: { email } }),
  /** Valid when statusCode is 200 and message is "Success". */
  validateCode: (email: string, code: string) => call(routes.recoveryValidate, { json: { email, code } }),
  /** Success when statusCode is 200 and message is "Success". */
  changePassword: ({ confirmPassword, email, newPassword }: ChangePasswordInput) =>
    call(routes.recoveryChangePassword, { json: { confirmPassword, email, newPassword } }),
  resendCode: (email: string) => call(routes.recoveryResend, { json: { email } }),
};
