// The public staff forms (invitation, second step of sign-in and recovery), in zod/mini like auth.ts: the sign-in
// remote's pages share zod's modules with /login, the lightest page of the product, and zod/mini's functions are
// tree-shaken to what these use. staff.ts (zod's classic API) builds the other staff payloads on them.

import * as z from 'zod/mini';
import { fieldMessages, hasControlCharacter } from './text-rules';
import { password } from './typed-text';

/** The ways an account can pass its second step. */
export const SECOND_STEP_METHODS = ['totp', 'passkey', 'recovery-code'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/** The sentences of these forms (part of STAFF_MESSAGES). */
export const SIGN_IN_STEP_MESSAGES = {
  password: 'Please enter a password.',
  confirmPassword: 'Please enter the password again.',
  passwordsDiffer: 'Passwords do not match.',
  code: 'Please enter the 6-digit code of your authenticator app, or one of your recovery codes.',
  ticket: 'Please sign in again: the sign-in step has expired.',
  invitationToken: 'This invitation link is incomplete: open the link of the invitation mail again.',
  passkeyResponse: 'The passkey did not answer: try again.',
} as const;

const CODE_MAX = 40;
const TOKEN_MAX = 200;

/** A 6-digit TOTP code or a recovery code (spaces and dashes as typed are allowed): trimmed, at most 40 characters. */
export const secondStepCode = z.string({ error: SIGN_IN_STEP_MESSAGES.code }).check(
  z.trim(),
  z.minLength(1, { error: SIGN_IN_STEP_MESSAGES.code, abort: true }),
  z.maxLength(CODE_MAX, { error: fieldMessages.tooLong('Code', CODE_MAX), abort: true }),
  z.refine((value: string) => !hasControlCharacter(value), {
    error: fieldMessages.controlCharacters('Code'),
    abort: true,
  }),
);

/** POST /account/two-step/totp/confirm and /account/two-step/disable; the code of the second-step screens. */
export const codeSchema = z.object({ code: secondStepCode });

/** POST /auth/invitation/accept: the invitation link's token and the chosen password . */
export const invitationAcceptSchema = z
  .object({
    token: z
      .string({ error: SIGN_IN_STEP_MESSAGES.invitationToken })
      .check(
        z.trim(),
        z.minLength(1, { error: SIGN_IN_STEP_MESSAGES.invitationToken, abort: true }),
        z.maxLength(TOKEN_MAX, { error: fieldMessages.tooLong('Invitation', TOKEN_MAX), abort: true }),
      ),
    password: password('Password', { requiredMessage: SIGN_IN_STEP_MESSAGES.password }),
    confirmPassword: password('Password confirmation', {
      requiredMessage: SIGN_IN_STEP_MESSAGES.confirmPassword,
    }),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.confirmPassword !== value.password) {
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: SIGN_IN_STEP_MESSAGES.passwordsDiffer,
        });
      }
    }),
  );
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;
