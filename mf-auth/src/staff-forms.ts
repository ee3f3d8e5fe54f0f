// The public staff forms of this remote (invitation, second step), in zod/mini, with the messages and rules of
// @pm/schemas/staff. That module is written with zod's classic API; imported here it would make the zod modules
// every page of this remote shares, /login's included, about 10 KiB (brotli) heavier: rspack keeps in a shared
// module whatever any page of the build uses of it. staff-forms.test.ts holds these to staff.ts's messages, rules
// and ways, so they cannot drift apart.
import type { SECOND_STEP_METHODS as STAFF_SECOND_STEP_METHODS } from '@pm/schemas/staff';
import { fieldMessages, hasControlCharacter } from '@pm/schemas/text-rules';
import { password } from '@pm/schemas/typed-text';
import * as z from 'zod/mini';

export type SecondStepMethod = (typeof STAFF_SECOND_STEP_METHODS)[number];

/** The ways an account can pass its second step (SECOND_STEP_METHODS of @pm/schemas/staff). */
export const SECOND_STEP_METHODS = [
  'totp',
  'passkey',
  'recovery-code',
] as const satisfies readonly SecondStepMethod[];

/** The sentences of STAFF_MESSAGES these pages show or compare. */
export const STAFF_FORM_MESSAGES = {
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

/** A 6-digit code or a recovery code: trimmed, required, at most 40 characters (secondStepCode of staff.ts). */
export const codeFormSchema = z.object({
  code: z.string({ error: STAFF_FORM_MESSAGES.code }).check(
    z.trim(),
    z.minLength(1, { error: STAFF_FORM_MESSAGES.code, abort: true }),
    z.maxLength(CODE_MAX, { error: fieldMessages.tooLong('Code', CODE_MAX), abort: true }),
    z.refine((value: string) => !hasControlCharacter(value), {
      error: fieldMessages.controlCharacters('Code'),
      abort: true,
    }),
  ),
});

/** The invitation link's token and the chosen password (invitationAcceptSchema of staff.ts). */
export const invitationFormSchema = z
  .object({
    token: z
      .string({ error: STAFF_FORM_MESSAGES.invitationToken })
      .check(
        z.trim(),
        z.minLength(1, { error: STAFF_FORM_MESSAGES.invitationToken, abort: true }),
        z.maxLength(TOKEN_MAX, { error: fieldMessages.tooLong('Invitation', TOKEN_MAX), abort: true }),
      ),
    password: password('Password', { requiredMessage: STAFF_FORM_MESSAGES.password }),
    confirmPassword: password('Password confirmation', {
      requiredMessage: STAFF_FORM_MESSAGES.confirmPassword,
    }),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.confirmPassword !== value.password) {
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: STAFF_FORM_MESSAGES.passwordsDiffer,
        });
      }
    }),
  );
export type InvitationFormValues = z.infer<typeof invitationFormSchema>;
