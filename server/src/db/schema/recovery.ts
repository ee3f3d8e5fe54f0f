import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './auth';

/**
 * The current password-recovery code of each email address that asked for one, known account or not (so both get
 * the same answers). Keyed by a keyed hash of the email; a new code replaces the row's code.
 */
export const passwordRecoveryCodes = pgTable(
  'password_recovery_codes',
  {
    /** HMAC of the normalised email: unknown addresses are tracked without being stored. */
    emailHash: text('email_hash').primaryKey(),
    /** null when the email belongs to no staff account: such a code was never sent and never validates. */
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** HMAC of the code, never the code. */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Validation tries of this code, right or wrong. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * Set when the code was validated: the keyed hash of the one-time reset grant handed to that client (a
     * cookie), which change-password requires and consumes (back to null).
     */
    grantHash: text('grant_hash'),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
    /**
     * Set when the client holding the grant also passed the account's second step (an authenticator code or a
     * recovery code): an account with a second step may change its password only then (ASVS 6.4.3).
     */
    secondStepPassedAt: timestamp('second_step_passed_at', { withTimezone: true }),
    /** The hourly cap: codes created since window_started_at. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    codesInWindow: integer('codes_in_window').notNull(),
  },
  (table) => [index('password_recovery_codes_created_at').on(table.createdAt)],
);
