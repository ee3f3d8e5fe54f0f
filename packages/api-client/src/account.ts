import { call, listPage } from '@pm/api-client/http';
import type { JsonOf } from '@pm/api-contract/endpoints';
import * as routes from '@pm/api-contract/routes';
import type { AccountPasswordInput } from '@pm/schemas/staff';

/** What the browser answers to a passkey registration (`startRegistration`), as the server takes it. */
export type PasskeyRegistrationResponse = JsonOf<'passkeyRegister'>['response'];

/** /account: the signed-in person's own account, second steps and sessions (every role). */
export const accountApi = {
  /** accountMe: name, role and second steps. */
  me: () => call(routes.accountMe),
  /** accountPassword: every other session of mine ends; the server's password rules may refuse the new one. */
  changePassword: ({ currentPassword, newPassword, confirmPassword }: AccountPasswordInput) =>
    call(routes.accountPassword, { json: { currentPassword, newPassword, confirmPassword } }),
  /** totpEnrol: a new secret, its otpauth URL and its QR code (a data URL). */
  totpEnrol: () => call(routes.totpEnrol),
  /** totpConfirm: the recovery codes, shown once (and a full token after an enrolment-limited session). */
  totpConfirm: (code: string) => call(routes.totpConfirm, { json: { code } }),
  /** passkeyOptions: the WebAuthn creation options for `startRegistration({ optionsJSON })`. */
  passkeyOptions: () => call(routes.passkeyOptions),
  /** passkeyRegister: the browser's answer, named; the first second step also answers the recovery codes. */
  passkeyRegister: (name: string, response: PasskeyRegistrationResponse) =>
    call(routes.passkeyRegister, { json: { name, response } }),
  /** passkeyRemove. */
  passkeyRemove: (id: string) => call(routes.passkeyRemove, { params: { id } }),
  /** twoStepDisable: a current code (or a recovery code) is required. */
  twoStepDisable: (code: string) => call(routes.twoStepDisable, { json: { code } }),
  /** accountSessions: one page of my signed-in sessions, newest first. */
  sessions: (page?: number, limit?: number) => listPage(routes.accountSessions, page, limit),
  /** accountSessionEnd: signs one of my sessions out. */
  endSession: (id: string) => call(routes.accountSessionEnd, { params: { id } }),
  /** accountSessionsEndOthers: signs out everywhere else. */
  endOtherSessions: () => call(routes.accountSessionsEndOthers),
  /** accountDigest: turns my daily lease digest mail on or off. */
  leaseDigest: (leaseDigest: boolean) => call(routes.accountDigest, { json: { leaseDigest } }),
};
