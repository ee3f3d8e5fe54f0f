import { STAFF_ROLES } from '@pm/api-contract/routes';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    /** Null while an invited person has not chosen a password yet. */
    passwordHash: text('password_hash'),
    /** Part of every token; raising it revokes all tokens issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** How the person is named in the staff list and the audit trail. */
    name: text('name').notNull().default(''),
    role: text('role', { enum: STAFF_ROLES }).notNull().default('viewer'),
    /** Set while the account is deactivated: no sign-in, no recovery, every token refused. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The admin who invited the person (null for the first admin). */
    invitedBy: uuid('invited_by'),
    /** The TOTP secret, sealed with the server's key; set once a code confirmed it. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, not yet confirmed by a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The daily lease digest: null follows the role (on for admins and agents), else the person's choice. */
    leaseDigest: boolean('lease_digest'),
    /** The agency's day of the last digest queued for the person: one a day. */
    leaseDigestSentOn: date('lease_digest_sent_on', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('staff_users_email_unique').on(table.email),
    check('staff_users_role_known', sql`${table.role} in ('admin', 'agent', 'viewer')`),
  ],
);

export type StaffUser = typeof staffUsers.$inferSelect;

/**
 * Attempt counters shared by every API process (sign-in, password recovery). The key is a keyed hash of what is
 * limited (an account, an address, or both), so neither emails nor addresses are stored here.
 */
export const attemptLimits = pgTable('attempt_limits', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  /** The counting window ends here; a lock moves it later. */
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Where each staff account signed in lately (keyed hashes): the account-wide cap does not apply there. */
export const knownSignInAddresses = pgTable('known_sign_in_addresses', {
  key: text('key').primaryKey(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
});

/** A signed-in device: one per token (its `jti`), listed on the account page and ended from there or by an admin. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the session is signed out or ended; its token is refused from then on. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (table) => [index('staff_sessions_user').on(table.staffUserId, table.createdAt.desc())],
);

/** The one live invitation link of an invited person (a keyed hash of it); replaced on resend, deleted on use. */
export const staffInvitations = pgTable('staff_invitations', {
  staffUserId: uuid('staff_user_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Single-use recovery codes of the second step (keyed hashes), issued when it is turned on. */
export const secondStepRecoveryCodes = pgTable(
  'second_step_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('second_step_recovery_codes_hash').on(table.staffUserId, table.codeHash)],
);

/** A registered passkey (WebAuthn credential) of a staff user. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id (base64url). */
    id: text('id').primaryKey(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user').on(table.staffUserId)],
);

/** WebAuthn challenges handed out and not yet answered; each is taken (deleted) by its answer. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  staffUserId: uuid('staff_user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
