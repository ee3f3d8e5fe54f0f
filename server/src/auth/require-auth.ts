import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context';
import { revokedTokens, staffUsers } from '../db/schema/auth';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/validation';
import { verifyToken } from './tokens';

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
 * user whose token_version still matches and that no logout revoked. One query per request, in the database,
 * so every API process refuses a revoked token at once. Unknown routes are left to the 404 answer.
 */
export function requireAuth(context: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const route = request.routeOptions.url;
    if (!route || request.is404 || route.startsWith('/api/auth/')) return;
    // <img src> cannot send a token: stored files are served on a short-lived signature instead.
    if (route === '/api/files/:name') return;

    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw signInAgain();
    const token = await verifyToken(match[1] as string, context.tokens);
    if (!token || !isUuid(token.sub)) throw signInAgain();

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
    if (!user || user.tokenVersion !== token.ver || user.revoked) throw signInAgain();
    request.staffUser = {
      id: user.id,
      email: user.email,
      token: { jti: token.jti, expiresAt: token.expiresAt },
    };
  };
}

/** The signed-in staff user of a protected route. */
export function currentStaffUser(request: FastifyRequest): SignedInStaffUser {
  if (!request.staffUser) throw signInAgain();
  return request.staffUser;
}
