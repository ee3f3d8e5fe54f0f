import type { StaffRole } from '@pm/api-contract/routes';
import type { AuditChange } from '@pm/schemas/audit';
import type { AuditAction } from '@pm/schemas/audit-fields';
import type { StaffMember } from '@pm/schemas/staff';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { type ChangeStamp, createdFields, sameNames, writeAudit } from '../audit/audit-trail';
import { endSessions } from '../auth/staff-sessions';
import type { Db } from '../db/database';
import { staffInvitations, staffUsers } from '../db/schema/auth';
import type { Paging, RecordPage } from '../http/envelope';
import type { InvitationLink } from './invitation-links';
import { readStaffMembers, staffStatusOf } from './staff-answer';

/** What an invitation's audit entry lists: the fields the admin gave. */
const INVITE_AUDIT = sameNames(['name', 'email', 'role']);

export type StaffChange =
  | { status: 'changed'; member: StaffMember }
  | { status: 'notFound' }
  /** It would leave no active admin. */
  | { status: 'lastAdmin' };

export type ResendRefusal = 'notFound' | 'notInvited' | 'deactivated';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const ACTIVE_ADMIN = and(
  eq(staffUsers.role, 'admin'),
  isNull(staffUsers.deactivatedAt),
  isNotNull(staffUsers.passwordHash),
);

/**
 * Locks the rows of the active admins (in id order, so that concurrent staff changes queue rather than deadlock)
 * and answers their ids. Every change that may remove an admin takes this lock first: two admins demoting each
 * other at once are judged one after the other, the second seeing the first's change.
 */
async function lockActiveAdmins(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(ACTIVE_ADMIN)
    .orderBy(asc(staffUsers.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Locks one account's row and answers what a staff change judges by. */
async function lockMember(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: staffUsers.id,
      role: staffUsers.role,
      passwordHash: staffUsers.passwordHash,
      deactivatedAt: staffUsers.deactivatedAt,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
    .for('update');
  if (!row) return undefined;
  const { passwordHash, ...facts } = row;
  const invited = passwordHash === null;
  return {
    ...facts,
    invited,
    isActiveAdmin: facts.role === 'admin' && !invited && facts.deactivatedAt === null,
  };
}

type LockedMember = NonNullable<Awaited<ReturnType<typeof lockMember>>>;

export function createStaffRepository(db: Db) {
  async function findById(id: string, executor: Pick<Db, 'select'> = db) {
    const [member] = await readStaffMembers(executor, eq(staffUsers.id, id));
    return member;
  }

  /** The member as the change left it, and the change's audit entry (none when nothing changed). */
  async function recordChange(
    tx: Transaction,
    stamp: ChangeStamp,
    id: string,
    action: AuditAction,
    changes: AuditChange[],
  ): Promise<StaffChange> {
    if (changes.length > 0) await writeAudit(tx, stamp, { entity: 'staff', entityId: id, action, changes });
    return { status: 'changed', member: (await findById(id, tx)) as StaffMember };
  }

  /**
   * Runs `change` on the locked account in one transaction. `mayRemoveAdmin`: the active admins are locked first,
   * and `isLastAdmin` tells whether the account is the only one of them.
   */
  function changeMember(
    id: string,
    mayRemoveAdmin: boolean,
    change: (tx: Transaction, member: LockedMember, isLastAdmin: boolean) => Promise<StaffChange>,
  ): Promise<StaffChange> {
    return db.transaction(async (tx) => {
      const activeAdmins = mayRemoveAdmin ? await lockActiveAdmins(tx) : [];
      const member = await lockMember(tx, id);
      if (!member) return { status: 'notFound' };
      return change(tx, member, mayRemoveAdmin && member.isActiveAdmin && activeAdmins.length <= 1);
    });
  }

  return {
    findById: (id: string) => findById(id),

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, id));
      return row !== undefined;
    },

    async list(paging: Paging): Promise<RecordPage<StaffMember>> {
      const [records, [counted]] = await Promise.all([
        readStaffMembers(db, undefined, paging),
        db.select({ total: count() }).from(staffUsers),
      ]);
      return { records, total: Number(counted?.total ?? 0) };
    },

    /**
     * Creates the invited account (no password yet), its link and the audit entry, in one transaction; undefined
     * when the email already has an account.
     */
    async invite(
      person: { name: string; email: string; role: StaffRole },
      link: InvitationLink,
      stamp: ChangeStamp,
    ): Promise<StaffMember | undefined> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(staffUsers)
          .values({ ...person, invitedBy: stamp.by, createdAt: stamp.at })
          .onConflictDoNothing({ target: staffUsers.email })
          .returning({ id: staffUsers.id });
        if (!created) return undefined;
        await tx.insert(staffInvitations).values({
          staffUserId: created.id,
          tokenHash: link.tokenHash,
          expiresAt: link.expiresAt,
          createdAt: stamp.at,
        });
        const changes = createdFields(INVITE_AUDIT, person);
        await writeAudit(tx, stamp, { entity: 'staff', entityId: created.id, action: 'invite', changes });
        return findById(created.id, tx);
      });
    },

    /** Replaces the link of an invited account (the old one stops working); refused for any other account. */
    async replaceInvitation(
      id: string,
      link: InvitationLink,
      now: Date,
    ): Promise<{ status: 'replaced'; member: StaffMember } | { status: ResendRefusal }> {
      return db.transaction(async (tx) => {
        const member = await lockMember(tx, id);
        if (!member) return { status: 'notFound' };
        if (member.deactivatedAt) return { status: 'deactivated' };
        if (!member.invited) return { status: 'notInvited' };
        const replacement = { tokenHash: link.tokenHash, expiresAt: link.expiresAt, createdAt: now };
        await tx
          .insert(staffInvitations)
          .values({ staffUserId: id, ...replacement })
          .onConflictDoUpdate({ target: staffInvitations.staffUserId, set: replacement });
        return { status: 'replaced', member: (await findById(id, tx)) as StaffMember };
      });
    },

    /**
     * Gives the account another role, unless that would leave no active admin. A role that must have a second step
     * (`mustHaveSecondStep`: MFA_REQUIRED) given to an account whose old role did not and which has none ends its
     * sessions (full ones, signed in without a second step): its next sign-in goes through enrolment. Any other
     * change needs no new sign-in: every request is judged by the role the account has now.
     */
    changeRole(
      id: string,
      role: StaffRole,
      stamp: ChangeStamp,
      mustHaveSecondStep: (role: StaffRole) => boolean,
    ): Promise<StaffChange> {
      return changeMember(id, role !== 'admin', async (tx, member, isLastAdmin) => {
        if (member.role === role) return recordChange(tx, stamp, id, 'role', []);
        if (isLastAdmin) return { status: 'lastAdmin' };
        await tx.update(staffUsers).set({ role }).where(eq(staffUsers.id, id));
        const changes: AuditChange[] = [{ field: 'role', before: member.role, after: role }];
        const newlyRequired = mustHaveSecondStep(role) && !mustHaveSecondStep(member.role);
        if (newlyRequired && !(await findById(id, tx))?.twoStep) {
          const ended = await endSessions(tx, id, stamp.at);
          if (ended > 0) changes.push({ field: 'sessions', before: ended, after: 0 });
        }
        return recordChange(tx, stamp, id, 'role', changes);
      });
    },

    /**
     * Deactivates the account, ends all its sessions (every API process refuses its tokens from their next
     * request) and deletes its invitation link (a reactivation does not bring it back: an admin sends a new one),
     * unless it is the last active admin. Its records and audit entries stay.
     */
    deactivate(id: string, stamp: ChangeStamp): Promise<StaffChange> {
      return changeMember(id, true, async (tx, member, isLastAdmin) => {
        if (member.deactivatedAt) return recordChange(tx, stamp, id, 'deactivate', []);
        if (isLastAdmin) return { status: 'lastAdmin' };
        await tx.update(staffUsers).set({ deactivatedAt: stamp.at }).where(eq(staffUsers.id, id));
        await endSessions(tx, id, stamp.at);
        await tx.delete(staffInvitations).where(eq(staffInvitations.staffUserId, id));
        const status = { field: 'status', before: staffStatusOf(member), after: 'deactivated' };
        return recordChange(tx, stamp, id, 'deactivate', [status]);
      });
    },

    /** Lets a deactivated account sign in again (its ended sessions stay ended; an invitee needs a new link). */
    reactivate(id: string, stamp: ChangeStamp): Promise<StaffChange> {
      return changeMember(id, false, async (tx, member) => {
        if (!member.deactivatedAt) return recordChange(tx, stamp, id, 'reactivate', []);
        await tx.update(staffUsers).set({ deactivatedAt: null }).where(eq(staffUsers.id, id));
        const after = staffStatusOf({ invited: member.invited, deactivatedAt: null });
        return recordChange(tx, stamp, id, 'reactivate', [{ field: 'status', before: 'deactivated', after }]);
      });
    },

    /** Ends every live session of the account, with an audit entry of how many; false for an unknown account. */
    async endAllSessions(id: string, stamp: ChangeStamp): Promise<boolean> {
      return db.transaction(async (tx) => {
        const member = await lockMember(tx, id);
        if (!member) return false;
        const ended = await endSessions(tx, id, stamp.at);
        const changes = [{ field: 'sessions', before: ended, after: 0 }];
        await writeAudit(tx, stamp, { entity: 'staff', entityId: id, action: 'end-sessions', changes });
        return true;
      });
    },
  };
}
