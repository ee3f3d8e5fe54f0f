import { ENDPOINTS } from '@pm/api-contract/endpoints';
import type { StaffSession } from '@pm/schemas/staff';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import type { Limit } from '../auth/attempt-limiter';
import { tooManyAttempts } from '../auth/attempt-limiter';
import { staffPasswordProblem } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endRecoveryOf } from '../auth/recovery-repository';
import { currentStaffUser } from '../auth/require-auth';
import { endSessions } from '../auth/staff-sessions';
import { staffSessions, staffUsers } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { answerPage } from '../http/record-routes';
import { parseBody } from '../http/validation';
import { accountNoticeMail } from '../mail/account-mails';
import { deviceName } from './session-devices';

export const ACCOUNT_ANSWERS = {
  wrongPassword: 'Current password is not right: type the password you sign in with.',
  sessionNotFound:
    'No session of yours has this id: it may have ended already. Reload the list of your sessions.',
  passwordChanged: 'Your password was changed.',
} as const;

/** Tries of the current password of one account (a stolen session guessing it), per window. */
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 10, windowSeconds: 15 * 60 };

/** The signed-in person's own account: their password and their sessions (/api/account/*). */
export function accountRoutes(context: AppContext): FastifyPluginAsync {
  const { db } = context;

  /** The sessions of the user whose tokens still work: not ended, not expired. */
  const liveSessionsOf = (userId: string, now: Date) =>
    and(
      eq(staffSessions.staffUserId, userId),
      isNull(staffSessions.endedAt),
      gt(staffSessions.expiresAt, now),
    );

  async function checkCurrentPassword(userId: string, password: string) {
    const now = context.clock();
    const key = context.attempts.keyOf('account-password', userId);
    const verdict = await context.attempts.take(key, PASSWORD_CHANGE_LIMIT, now);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
    const [user] = await db
      .select({ passwordHash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(eq(staffUsers.id, userId));
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw badRequest(ACCOUNT_ANSWERS.wrongPassword);
    }
  }

  return async (app) => {
    /**
     * A new password: every other session of the person ends (this one stays), and so do a recovery under way and
     * the tickets of a sign-in with the old password (tickets.ts); the account is told by mail.
     */
    declaredRoute(app, 'accountPassword', async (request) => {
      const me = currentStaffUser(request);
      const input = parseBody(ENDPOINTS.accountPassword.json, request.body);
      await checkCurrentPassword(me.id, input.currentPassword);
      const problem = await staffPasswordProblem(input.newPassword, 'The new password');
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(input.newPassword);
      const now = context.clock();
      await db.transaction(async (tx) => {
        await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, me.id));
        await endSessions(tx, me.id, now, me.token.jti);
        await endRecoveryOf(tx, me.id, now);
      });
      context.signInCache.forgetUser(me.id);
      await context.mail.enqueue(accountNoticeMail(me.email, ACCOUNT_ANSWERS.passwordChanged, now));
      return ok(null);
    });

    declaredRoute(app, 'accountSessions', (request) => {
      const me = currentStaffUser(request);
      const live = liveSessionsOf(me.id, context.clock());
      return answerPage(request.query, async ({ page, limit }) => {
        const [rows, [counted]] = await Promise.all([
          db
            .select()
            .from(staffSessions)
            .where(live)
            .orderBy(desc(staffSessions.createdAt), desc(staffSessions.id))
            .limit(limit)
            .offset((page - 1) * limit),
          db.select({ total: count() }).from(staffSessions).where(live),
        ]);
        const records = rows.map(
          (row): StaffSession => ({
            _id: row.id,
            device: deviceName(row.userAgent),
            address: row.address,
            signedInAt: row.createdAt.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            current: row.id === me.token.jti,
          }),
        );
        return { records, total: Number(counted?.total ?? 0) };
      });
    });

    /** Ends one of the person's own sessions (the current one too: a sign-out); another's is unknown here. */
    declaredRoute(app, 'accountSessionEnd', async (request) => {
      const me = currentStaffUser(request);
      const now = context.clock();
      const [ended] = await db
        .update(staffSessions)
        .set({ endedAt: now })
        .where(and(eq(staffSessions.id, request.params.id), liveSessionsOf(me.id, now)))
        .returning({ id: staffSessions.id });
      if (!ended) throw notFound(ACCOUNT_ANSWERS.sessionNotFound);
      context.signInCache.forgetToken(ended.id);
      return ok(null);
    });

    declaredRoute(app, 'accountSessionsEndOthers', async (request) => {
      const me = currentStaffUser(request);
      await endSessions(db, me.id, context.clock(), me.token.jti);
      context.signInCache.forgetUser(me.id);
      return ok(null);
    });
  };
}
