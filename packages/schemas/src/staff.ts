// Staff accounts, invitations, the second step of sign-in and the account page (issue 27): the forms' and the
// API's payloads and answers. Every message names its field and says what to do.
import { STAFF_ROLES } from '@pm/apps/screens';
import { z } from 'zod';
import { requiredEmail, requiredText } from './common';
import { SIGN_IN_STEP_MESSAGES, secondStepCode } from './staff-sign-in';
import { fieldMessages, hasControlCharacter, MAX_LENGTH } from './text-rules';

export {
  codeSchema,
  type InvitationAcceptInput,
  invitationAcceptSchema,
  SECOND_STEP_METHODS,
  secondStepCode,
} from './staff-sign-in';

export const STAFF_MESSAGES = {
  ...SIGN_IN_STEP_MESSAGES,
  name: 'Please enter the name of the person.',
  email: 'Please enter the email of the person.',
  emailFormat: 'Email must be an email address, like name@agency.com.',
  role: `Role must be one of: ${STAFF_ROLES.join(', ')}.`,
  currentPassword: 'Please enter your current password.',
  passkeyName: 'Please name the passkey (for example "Work laptop").',
  passkeyId: 'id must be the id of one of your passkeys.',
  id: {
    required: 'id is required: the id of the staff member.',
    invalid: 'id must be the id of a staff member (a uuid).',
  },
  sessionId: {
    required: 'id is required: the id of the session.',
    invalid: 'id must be the id of a session (a uuid).',
  },
} as const;

/** What a person is called on screens: their role's label. */
export const ROLE_LABELS = { admin: 'Admin', agent: 'Agent', viewer: 'Viewer' } as const;
export const roleSchema = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.role });

/** A password as typed (never trimmed), at most 128 characters; the server's password rules judge its strength. */
function typedPassword(label: string, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(MAX_LENGTH.password, { error: fieldMessages.tooLong(label, MAX_LENGTH.password), abort: true })
    .refine((value) => !hasControlCharacter(value), { error: fieldMessages.controlCharacters(label) });
}

/** A new password and its confirmation, which must match (the message shows on the confirmation). */
function withConfirmation<Shape extends z.ZodRawShape>(
  shape: Shape,
  passwordField: 'password' | 'newPassword',
) {
  return z
    .object({
      ...shape,
      [passwordField]: typedPassword('Password', STAFF_MESSAGES.password),
      confirmPassword: typedPassword('Password confirmation', STAFF_MESSAGES.confirmPassword),
    })
    .superRefine((value: Record<string, unknown>, context) => {
      if (value.confirmPassword !== value[passwordField]) {
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: STAFF_MESSAGES.passwordsDiffer,
        });
      }
    });
}

/** POST /staff/invite. */
export const staffInviteSchema = z.object({
  name: requiredText('Name', STAFF_MESSAGES.name),
  email: requiredEmail('Email', STAFF_MESSAGES.email, STAFF_MESSAGES.emailFormat),
  role: roleSchema,
});
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

/** POST /staff/:id/role. */
export const staffRoleSchema = z.object({ role: roleSchema });

/** POST /account/password: the current password and a new one. */
export const accountPasswordSchema = withConfirmation(
  { currentPassword: typedPassword('Current password', STAFF_MESSAGES.currentPassword) },
  'newPassword',
);
export type AccountPasswordInput = z.infer<typeof accountPasswordSchema>;

/** POST /auth/second-step: the ticket of the password step and a code. */
export const secondStepCodeSchema = z.object({
  ticket: requiredText('Ticket', STAFF_MESSAGES.ticket, { max: 2000 }),
  code: secondStepCode,
});

/** POST /auth/forgot-password/second-step: the email of the recovery and a code. */
export const recoverySecondStepSchema = z.object({
  email: requiredEmail('Email', 'Please enter an email', STAFF_MESSAGES.emailFormat),
  code: secondStepCode,
});

/** A WebAuthn answer of the browser (RegistrationResponseJSON / AuthenticationResponseJSON), checked by the server. */
const webauthnResponse = z.looseObject(
  {
    id: z
      .string({ error: STAFF_MESSAGES.passkeyResponse })
      .min(1, { error: STAFF_MESSAGES.passkeyResponse })
      .max(1400, { error: STAFF_MESSAGES.passkeyResponse }),
    type: z.literal('public-key', { error: STAFF_MESSAGES.passkeyResponse }),
  },
  { error: STAFF_MESSAGES.passkeyResponse },
);

/** A passkey's credential id (base64url), as DELETE /account/two-step/passkeys/:id names it. */
export const passkeyId = z
  .string({ error: STAFF_MESSAGES.passkeyId })
  .regex(/^[A-Za-z0-9_-]{1,1400}$/, { error: STAFF_MESSAGES.passkeyId });

/** POST /auth/second-step/passkey/options. */
export const ticketSchema = z.object({
  ticket: requiredText('Ticket', STAFF_MESSAGES.ticket, { max: 2000 }),
});
/** POST /auth/second-step/passkey. */
export const secondStepPasskeySchema = ticketSchema.extend({ response: webauthnResponse });
/** POST /account/two-step/passkeys. */
export const passkeyRegisterSchema = z.object({
  name: requiredText('Passkey name', STAFF_MESSAGES.passkeyName, { max: 60 }),
  response: webauthnResponse,
});

export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** A staff member as the staff list and page show them. */
export const staffMemberRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(STAFF_STATUSES),
  /** ISO 8601, or null before the first sign-in. */
  lastSignInAt: z.string().nullable(),
  twoStep: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberRecord>;

export const passkeyRecord = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** GET /account: the signed-in person, and their second steps. */
export const accountRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  totp: z.boolean(),
  passkeys: z.array(passkeyRecord),
  recoveryCodesLeft: z.int().min(0),
  /** MFA_REQUIRED applies to this account. */
  twoStepRequired: z.boolean(),
  /** The daily mail of leases ending soon (issue 25): on unless turned off, for admins and agents. */
  leaseDigest: z.boolean(),
});
export type Account = z.infer<typeof accountRecord>;

/** A signed-in device of GET /account/sessions. */
export const sessionRecord = z.object({
  _id: z.string(),
  /** The browser and system, read from its user agent ("Chrome on Linux"). */
  device: z.string(),
  address: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof sessionRecord>;
