import type { StaffRole } from '@pm/apps/screens';
import { type AnyColumn, getTableName, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { passkeys, staffUsers } from '../db/schema/auth';

/** MFA_REQUIRED applies to an account of this role. */
export function twoStepRequired(config: Pick<Config, 'mfaRequired'>, role: StaffRole): boolean {
  return config.mfaRequired === 'all' || (config.mfaRequired === 'admins' && role === 'admin');
}

/** A column with its table's name: drizzle leaves the columns of a one-table query bare, also in subqueries. */
export const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** SQL: the account of the column `userId` has a second step (a confirmed authenticator app or a passkey). */
export const hasSecondStepSql = (userId: AnyColumn) =>
  sql`(exists (select 1 from ${staffUsers}
      where ${qualified(staffUsers.id)} = ${qualified(userId)} and ${qualified(staffUsers.totpSecret)} is not null)
    or exists (select 1 from ${passkeys} where ${qualified(passkeys.staffUserId)} = ${qualified(userId)}))`;
