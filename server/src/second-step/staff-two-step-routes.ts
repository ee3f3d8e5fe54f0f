import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp, writeAudit } from '../audit/audit-trail';
import { endSessions } from '../auth/staff-sessions';
import { staffUsers } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readStaffMembers } from '../staff/staff-answer';
import { STAFF_ANSWERS } from '../staff/staff-routes';
import { mailNotice, NOTICES } from './notices';
import { hasSecondStep, removeSecondSteps, secondStepsOf } from './second-step-repository';

/**
 * POST /api/staff/:id/reset-two-step (admins; the declared access is checked before): removes the person's
 * authenticator app, passkeys and recovery codes and ends their sessions, audited in the same transaction; they
 * are mailed a notice and set up a second step again at their next sign-in when MFA_REQUIRED applies to them.
 */
export function staffTwoStepRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    declaredRoute(app, 'staffResetTwoStep', async (request) => {
      const { id } = request.params;
      const stamp = changeStamp(request, context.clock);
      const member = await context.db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: staffUsers.id, email: staffUsers.email })
          .from(staffUsers)
          .where(eq(staffUsers.id, id))
          .for('update');
        if (!account) throw notFound(STAFF_ANSWERS.notFound);
        const hadSecondStep = hasSecondStep(await secondStepsOf(tx, id));
        await removeSecondSteps(tx, id);
        const ended = await endSessions(tx, id, stamp.at);
        await writeAudit(tx, stamp, {
          entity: 'staff',
          entityId: id,
          action: 'reset-two-step',
          changes: [
            { field: 'twoStep', before: hadSecondStep, after: false },
            { field: 'sessions', before: ended, after: 0 },
          ],
        });
        const [answer] = await readStaffMembers(tx, eq(staffUsers.id, id));
        return { email: account.email, answer };
      });
      context.signInCache.forgetUser(id);
      await mailNotice(context, member.email, NOTICES.reset);
      return ok(member.answer);
    });
  };
}
