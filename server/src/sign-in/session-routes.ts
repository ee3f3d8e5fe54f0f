import { lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { revokedTokens } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { currentStaffUser } from './require-auth';

/** /api/session (authenticated): who is signed in, and logout. */
export function sessionRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    declaredRoute(app, 'session', async (request) => ok({ email: currentStaffUser(request).email }));

    /** Revokes the presented token until it expires, for every API process (a database notice tells the others). */
    declaredRoute(app, 'logout', async (request) => {
      const { token } = currentStaffUser(request);
      await context.db
        .insert(revokedTokens)
        .values({ jti: token.jti, expiresAt: token.expiresAt })
        .onConflictDoNothing();
      context.signInCache.forgetToken(token.jti);
      await context.db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, context.clock()));
      return ok(null);
    });
  };
}
