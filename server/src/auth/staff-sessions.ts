import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { staffSessions, staffUsers } from '../db/schema/auth';
import { issueToken, type TokenClaims, type TokenSettings } from './tokens';

/** The longest user agent kept for the sessions list. */
const MAX_USER_AGENT = 400;

/** What starting a session needs of the app (its AppContext has it). */
export interface SessionSettings {
  db: Db;
  clock: () => Date;
  tokens: TokenSettings;
}

/** Where a session signs in from: its user agent and client address. */
export interface SessionOrigin {
  userAgent: string;
  address: string;
}

export const originOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
  address: request.ip,
});

/**
 * Signs a staff user in: a session row (listed on their account page, ended from there or by an admin) and a token
 * whose `jti` is its id. `scope: 'enrol'` limits the token to turning on a second step.
 */
export async function startSession(
  context: SessionSettings,
  user: { id: string; tokenVersion: number },
  origin: SessionOrigin,
  scope?: TokenClaims['scope'],
): Promise<string> {
  const id = randomUUID();
  const now = context.clock();
  await context.db.transaction(async (transaction) => {
    await transaction.insert(staffSessions).values({
      id,
      staffUserId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + context.tokens.ttlSeconds * 1000),
      userAgent: origin.userAgent,
      address: origin.address,
    });
    await transaction.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, user.id));
  });
  return issueToken(
    { sub: user.id, ver: user.tokenVersion, ...(scope ? { scope } : {}) },
    context.tokens,
    id,
  );
}

/**
 * Ends the live sessions of a user (all, or all but `except`): their tokens are refused by every API process from
 * the next request (a database notice per session). Answers how many ended.
 */
export async function endSessions(
  db: Pick<Db, 'update'>,
  userId: string,
  now: Date,
  except?: string,
): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(staffSessions.staffUserId, userId),
        isNull(staffSessions.endedAt),
        except ? ne(staffSessions.id, except) : undefined,
      ),
    )
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** How often a session's "last seen" is written, at most. */
const LAST_SEEN_EVERY_MS = 60_000;

/** Notes that a session was used: one write per session and process per minute at most. */
export function createLastSeen(db: Pick<Db, 'update'>) {
  const written = new Map<string, number>();
  return async (sessionId: string, now: Date): Promise<void> => {
    const last = written.get(sessionId);
    if (last !== undefined && now.getTime() - last < LAST_SEEN_EVERY_MS) return;
    if (written.size >= 10_000) written.clear();
    written.set(sessionId, now.getTime());
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
  };
}
