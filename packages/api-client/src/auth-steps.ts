import { call } from '@pm/api-client/http';
import type { JsonOf } from '@pm/api-contract/endpoints';
import * as routes from '@pm/api-contract/routes';
import type { InvitationAcceptInput } from '@pm/schemas/staff';

/** What the browser answers to a passkey challenge (`startAuthentication`), as the server takes it. */
export type PasskeyAuthenticationResponse = JsonOf<'secondStepPasskey'>['response'];

/**
 * The auth calls of issue 27 (no bearer token: each carries its own proof): the second step of sign-in and of a
 * recovery, and invitations. A module of its own, beside auth.ts, so that /login does not download them: only the
 * pages that make these calls do.
 */
export const authStepsApi = {
  /** secondStepCode: the ticket of the password step and a 6-digit or recovery code; answers the token. */
  secondStepCode: (ticket: string, code: string) => call(routes.secondStepCode, { json: { ticket, code } }),
  /** secondStepPasskeyOptions: the WebAuthn request options for `startAuthentication({ optionsJSON })`. */
  secondStepPasskeyOptions: (ticket: string) => call(routes.secondStepPasskeyOptions, { json: { ticket } }),
  /** secondStepPasskey: the browser's answer to that challenge; answers the token. */
  secondStepPasskey: (ticket: string, response: PasskeyAuthenticationResponse) =>
    call(routes.secondStepPasskey, { json: { ticket, response } }),
  /** invitation: who a link is for (an unknown, used or expired link fails with the server's sentence). */
  invitation: (token: string) => call(routes.invitation, { query: { token } }),
  /** invitationAccept: the chosen password; answers a token (`must_enrol` when it only serves to enrol). */
  invitationAccept: ({ token, password, confirmPassword }: InvitationAcceptInput) =>
    call(routes.invitationAccept, { json: { token, password, confirmPassword } }),
  /** recoverySecondStep: after the emailed code, the second step of an account that has one. */
  recoverySecondStep: (email: string, code: string) =>
    call(routes.recoverySecondStep, { json: { email, code } }),
};
