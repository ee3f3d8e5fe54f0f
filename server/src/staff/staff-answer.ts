import type { StaffRole } from '@pm/api-contract/routes';
import type { StaffMember, StaffStatus } from '@pm/schemas/staff';
import { asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { passkeys, staffUsers } from '../db/schema/auth';
import type { Paging } from '../http/envelope';

const passkeyOfMember = new QueryBuilder()
  .select({ id: passkeys.id })
  .from(passkeys)
  .where(eq(passkeys.staffUserId, staffUsers.id));

/** What a staff answer reads of an account: never its password hash or second-step secrets, only whether set. */
const staffMemberColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  invited: sql<boolean>`${staffUsers.passwordHash} is null`,
  deactivatedAt: staffUsers.deactivatedAt,
  lastSignInAt: staffUsers.lastSignInAt,
  createdAt: staffUsers.createdAt,
  twoStep: sql<boolean>`(${staffUsers.totpSecret} is not null or ${exists(passkeyOfMember)})`,
};

export interface StaffStatusFacts {
  /** No password chosen yet. */
  invited: boolean;
  deactivatedAt: Date | null;
}

/** A deactivated account shows as such even before its invitation was accepted: its link no longer works. */
export function staffStatusOf({ invited, deactivatedAt }: StaffStatusFacts): StaffStatus {
  if (deactivatedAt) return 'deactivated';
  return invited ? 'invited' : 'active';
}

interface StaffMemberRow extends StaffStatusFacts {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  lastSignInAt: Date | null;
  createdAt: Date;
  twoStep: boolean;
}

export function toStaffMember(row: StaffMemberRow): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: staffStatusOf(row),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    twoStep: Boolean(row.twoStep),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The staff members `where` selects, by name (then email), one page of them when `paging` is given. */
export async function readStaffMembers(
  executor: Pick<Db, 'select'>,
  where: SQL | undefined,
  paging?: Paging,
): Promise<StaffMember[]> {
  const query = executor
    .select(staffMemberColumns)
    .from(staffUsers)
    .where(where)
    .orderBy(asc(sql`lower(${staffUsers.name})`), asc(staffUsers.email), asc(staffUsers.id));
  const rows = paging
    ? await query.limit(paging.limit).offset((paging.page - 1) * paging.limit)
    : await query;
  return rows.map(toStaffMember);
}
