import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, exists, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staffInvitations, staffUsers } from '../db/schema/auth';

/** An invitation link works once, for this long. */
export const INVITATION_VALID_HOURS = 72;

/** The front end's page where an invitee chooses a password (mf-auth). */
export const INVITATION_PAGE = '/invitation';

/** A new link: the token the mail carries, the keyed hash stored in its place, and when it stops working. */
export interface InvitationLink {
  token: string;
  tokenHash: string;
  url: string;
  expiresAt: Date;
}

/**
 * Invitation tokens: 256 random bits in the mailed link; only a keyed hash (HMAC-SHA256 with a key derived from
 * the token secret) is stored, so a copy of the table holds no working link.
 */
export function createInvitationLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('staff-invitation-v1').digest();
  const hashOf = (token: string) => createHmac('sha256', key).update(token).digest('hex');

  return {
    hashOf,
    issue(now: Date): InvitationLink {
      const token = randomBytes(32).toString('base64url');
      return {
        token,
        tokenHash: hashOf(token),
        url: `${publicUrl}${INVITATION_PAGE}?token=${token}`,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_HOURS * 3_600_000),
      };
    },
  };
}

export type InvitationLinks = ReturnType<typeof createInvitationLinks>;

/** The invitation of a link, while it works: not used, not replaced, not expired, and its account not deactivated. */
const liveInvitation = (tokenHash: string, now: Date) =>
  and(
    eq(staffInvitations.tokenHash, tokenHash),
    gt(staffInvitations.expiresAt, now),
    isNull(staffUsers.passwordHash),
    isNull(staffUsers.deactivatedAt),
  );

export function createInvitationsRepository(db: Db) {
  return {
    /** The invited person of a working link. */
    async findLive(tokenHash: string, now: Date) {
      const [invited] = await db
        .select({
          id: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          role: staffUsers.role,
          tokenVersion: staffUsers.tokenVersion,
        })
        .from(staffInvitations)
        .innerJoin(staffUsers, eq(staffUsers.id, staffInvitations.staffUserId))
        .where(liveInvitation(tokenHash, now))
        .limit(1);
      return invited;
    },

    /**
     * Uses the link: stores the chosen password and deletes the link, in one transaction, if it still works (another
     * request may have used it meanwhile). Answers whether it did.
     */
    async accept(userId: string, tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const linkWorks = tx
          .select({ id: staffInvitations.staffUserId })
          .from(staffInvitations)
          .where(
            and(
              eq(staffInvitations.staffUserId, userId),
              eq(staffInvitations.tokenHash, tokenHash),
              gt(staffInvitations.expiresAt, now),
            ),
          );
        const [set] = await tx
          .update(staffUsers)
          .set({ passwordHash })
          .where(
            and(
              eq(staffUsers.id, userId),
              isNull(staffUsers.passwordHash),
              isNull(staffUsers.deactivatedAt),
              exists(linkWorks),
            ),
          )
          .returning({ id: staffUsers.id });
        if (!set) return false;
        await tx.delete(staffInvitations).where(eq(staffInvitations.staffUserId, userId));
        return true;
      });
    },
  };
}
