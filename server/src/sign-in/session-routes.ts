import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { currentStaffUser, type SignedInStaffUser } from '../auth/require-auth';
import { staffSessions } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';

/** What GET /session answers about who is signed in (the shell page carries the same: static-site.ts). */
export function sessionAnswerOf({ id, email, name, role, mustEnrol }: SignedInStaffUser) {
  return { email, _id: id, name, role, mustEnrol };
}

/** /api/session (authenticated): who is signed in, and logout. */
export function sessionRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    declaredRoute(app, 'session', async (request) => ok(sessionAnswerOf(currentStaffUser(request))));

    /** Ends the presented token's session, for every API process (a database notice tells the others). */
    declaredRoute(app, 'logout', async (request) => {
      const { token } = currentStaffUser(request);
      await context.db
        .update(staffSessions)
        .set({ endedAt: context.clock() })
        .where(and(eq(staffSessions.id, token.jti), isNull(staffSessions.endedAt)));
      context.signInCache.forgetToken(token.jti);
      // Sessions whose tokens have expired are no use to anyone any more.
      await context.db.delete(staffSessions).where(lte(staffSessions.expiresAt, context.clock()));
      return ok(null);
    });
  };
}
