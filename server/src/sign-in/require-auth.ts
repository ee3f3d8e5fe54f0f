import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context';
import type { SignedInToken } from '../auth/sign-in-cache';
import { verifyToken } from '../auth/tokens';
import { revokedTokens, staffUsers } from '../db/schema/auth';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/validation';

export interface SignedInStaffUser {
  id: string;
  email: string;
  /** The presented token's id and expiry (what a logout revokes). */
  token: { jti: string; expiresAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth on every /api route outside /api/auth. */
    staffUser: SignedInStaffUser | null;
  }
}

const signInAgain = () => new HttpError(401, 'Please sign in again.', { 'www-authenticate': 'Bearer' });

/**
 * onRequest hook for the /api scope: every route except /api/auth/* needs a valid Bearer token of an existing
 * user whose token_version still matches and that no logout revoked. A token seen before is answered from the
 * sign-in cache, which every API process empties of what a logout or password change names (sign-in-cache.ts);
 * otherwise one query. Unknown routes are left to the 404 answer.
 */
export function requireAuth(context: AppContext): onRequestAsyncHookHandler {
  async function check(bearer: string): Promise<SignedInToken | null> {
    const token = await verifyToken(bearer, context.tokens);
    if (!token || !isUuid(token.sub)) return null;
    const [user] = await context.db
      .select({
        id: staffUsers.id,
        email: staffUsers.email,
        tokenVersion: staffUsers.tokenVersion,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${token.jti})`,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, token.sub))
      .limit(1);
    if (!user || user.tokenVersion !== token.ver || user.revoked) return null;
    return { userId: user.id, email: user.email, jti: token.jti, expiresAt: token.expiresAt };
  }

  return async (request) => {
    const route = request.routeOptions.url;
    if (!route || request.is404 || route.startsWith('/api/auth/')) return;
    // <img src> cannot send a token: stored files are served on a short-lived signature instead.
    if (route === '/api/files/:name') return;

    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw signInAgain();
    const bearer = match[1] as string;
    const token = await context.signInCache.resolve(bearer, () => check(bearer));
    // A remembered token is still judged against the clock.
    if (!token || token.expiresAt <= context.clock()) throw signInAgain();
    request.staffUser = {
      id: token.userId,
      email: token.email,
      token: { jti: token.jti, expiresAt: token.expiresAt },
    };
  };
}

/** The signed-in staff user of a protected route. */
export function currentStaffUser(request: FastifyRequest): SignedInStaffUser {
  if (!request.staffUser) throw signInAgain();
  return request.staffUser;
}
