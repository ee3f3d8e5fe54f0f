import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Part of every token; raising it revokes all tokens issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_users_email_unique').on(table.email)],
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

/** Tokens revoked before they expire (logout), by their `jti`; a row is useless once the token has expired. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at').on(table.expiresAt)],
);
