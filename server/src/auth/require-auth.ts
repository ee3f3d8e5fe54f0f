import { ACCESS, ENROL_FIRST, ROUTES, type RouteFacts, type RouteName } from '@pm/api-contract/routes';
import type { StaffRole } from '@pm/apps/screens';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { staffSessions, staffUsers } from '../db/schema/auth';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/validation';
import type { SignedInToken, SignInCache } from './sign-in-cache';
import { createLastSeen, type SessionSettings } from './staff-sessions';
import { verifyToken } from './tokens';

export interface SignedInStaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The token only serves to turn on a second step (MFA_REQUIRED) until one is confirmed. */
  mustEnrol: boolean;
  /** The presented token's id (its session's id) and expiry. */
  token: { jti: string; expiresAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth on every /api route that is not public. */
    staffUser: SignedInStaffUser | null;
  }
  interface FastifyContextConfig {
    /** The declared operation of the route (declared-routes.ts): what requireAuth judges access by. */
    routeName?: RouteName;
  }
}

const signInAgain = () => new HttpError(401, 'Please sign in again.', { 'www-authenticate': 'Bearer' });

/** Who a bearer token signs in, or null: a token of no active session (see requireAuth). */
export type SignedInStaffUserOf = (bearer: string) => Promise<SignedInStaffUser | null>;

/**
 * Who a bearer token signs in: a valid token of an active user whose token_version still matches, of a session not
 * ended (by a logout, the user or an admin), and not expired. A token seen before is answered from the sign-in
 * cache, which every API process empties of what a logout, a session's end or a user's change names
 * (sign-in-cache.ts); otherwise one query. Each answer notes the session as seen.
 */
export function createSignedInStaffUserOf(
  context: SessionSettings & { signInCache: SignInCache },
): SignedInStaffUserOf {
  const noteLastSeen = createLastSeen(context.db);

  async function check(bearer: string): Promise<SignedInToken | null> {
    const token = await verifyToken(bearer, context.tokens);
    if (!token || !isUuid(token.sub)) return null;
    const [user] = await context.db
      .select({
        id: staffUsers.id,
        email: staffUsers.email,
        name: staffUsers.name,
        role: staffUsers.role,
        tokenVersion: staffUsers.tokenVersion,
      })
      .from(staffUsers)
      .innerJoin(
        staffSessions,
        and(
          eq(staffSessions.id, token.jti),
          eq(staffSessions.staffUserId, staffUsers.id),
          isNull(staffSessions.endedAt),
        ),
      )
      .where(and(eq(staffUsers.id, token.sub), isNull(staffUsers.deactivatedAt)))
      .limit(1);
    if (!user || user.tokenVersion !== token.ver) return null;
    return {
      userId: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      mustEnrol: token.scope === 'enrol',
      jti: token.jti,
      expiresAt: token.expiresAt,
    };
  }

  return async (bearer) => {
    const token = await context.signInCache.resolve(bearer, () => check(bearer));
    // A remembered token is still judged against the clock.
    const now = context.clock();
    if (!token || token.expiresAt <= now) return null;
    await noteLastSeen(token.jti, now);
    return {
      id: token.userId,
      email: token.email,
      name: token.name,
      role: token.role,
      mustEnrol: token.mustEnrol,
      token: { jti: token.jti, expiresAt: token.expiresAt },
    };
  };
}

/**
 * onRequest hook for the /api scope. A public operation (routes.ts) is let through; every other needs a Bearer
 * token that signs someone in (signedInStaffUserOf) and a role its access allows (403 naming what the role may not
 * do, before the body is read). Unknown routes are left to the 404 answer.
 */
export function requireAuth(signedInStaffUserOf: SignedInStaffUserOf): onRequestAsyncHookHandler {
  return async (request) => {
    const route = request.routeOptions.url;
    if (!route || request.is404) return;
    const name = request.routeOptions.config.routeName;
    const facts: RouteFacts | undefined = name ? ROUTES[name] : undefined;
    if (facts?.public) return;

    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw signInAgain();
    const staffUser = await signedInStaffUserOf(match[1] as string);
    if (!staffUser) throw signInAgain();
    request.staffUser = staffUser;
    if (staffUser.mustEnrol && !facts?.duringEnrolment) throw new HttpError(403, ENROL_FIRST);
    // An operation without a declaration is an admin's.
    const access = ACCESS[facts?.access ?? 'staff'];
    if (!(access.roles as readonly StaffRole[]).includes(staffUser.role))
      throw new HttpError(403, access.refusal);
  };
}

/** The signed-in staff user of a protected route. */
export function currentStaffUser(request: FastifyRequest): SignedInStaffUser {
  if (!request.staffUser) throw signInAgain();
  return request.staffUser;
}
