import type { StaffRole } from '@pm/apps/screens';
import type { Database } from '../db/database';

/** A token that was valid when checked: its id and expiry, and the staff user it signs in. */
export interface SignedInToken {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Limited to turning on a second step. */
  mustEnrol: boolean;
  jti: string;
  expiresAt: Date;
}

/**
 * The NOTIFY channel of migrations 0008 and 0013: `user:<id>` when a user's tokens, email, name, role or activation
 * change, `token:<jti>` on logout or when a session ends.
 */
const CHANNEL = 'sign_in_changes';
const MAX_TOKENS = 10_000;

export interface SignInCache {
  /**
   * The signed-in token for this bearer string: from memory when it was checked before and nothing about it
   * changed since, else from `check` (signature, expiry, user and revocation in the database), kept for next time.
   */
  resolve: (bearer: string, check: () => Promise<SignedInToken | null>) => Promise<SignedInToken | null>;
  /** This process changed the database: forget at once rather than when the notice comes back. */
  forgetToken: (jti: string) => void;
  forgetUser: (userId: string) => void;
  close: () => Promise<void>;
}

/**
 * The sign-in check of every request, answered from memory: each API process listens for the database's notices
 * of logouts and user changes (sent by triggers at commit, so also for changes made by other processes or by hand)
 * and forgets what they name; before answering from memory it waits for the notices committed until then (one
 * round trip on the listening connection, shared by the requests waiting with it). While that connection is down,
 * it answers nothing from memory and every request is checked in the database, as without a cache.
 */
export async function createSignInCache(database: Pick<Database, 'listen'>): Promise<SignInCache> {
  const tokens = new Map<string, SignedInToken>();
  let listening = false;
  // Raised by every forgetting: a check that started before one must not store what it read.
  let generation = 0;

  const forgetWhere = (matches: (token: SignedInToken) => boolean) => {
    generation += 1;
    for (const [bearer, token] of tokens) if (matches(token)) tokens.delete(bearer);
  };
  const forgetToken = (jti: string) => forgetWhere((token) => token.jti === jti);
  const forgetUser = (userId: string) => forgetWhere((token) => token.userId === userId);

  const listener = await database.listen(CHANNEL, {
    onNotice: (notice) => {
      const [kind, id = ''] = notice.split(':');
      if (kind === 'token') forgetToken(id);
      else if (kind === 'user') forgetUser(id);
      else forgetWhere(() => true);
    },
    onListening: (up) => {
      forgetWhere(() => true);
      listening = up;
    },
  });

  return {
    async resolve(bearer, check) {
      // Notices committed before this request are applied first, so a change made anywhere is seen at once.
      if (listening && tokens.has(bearer) && (await listener.sync())) {
        const known = tokens.get(bearer);
        if (known) return known;
      }
      const startedAt = generation;
      const token = await check();
      if (token && listening && generation === startedAt) {
        if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
        tokens.set(bearer, token);
      }
      return token;
    },
    forgetToken,
    forgetUser,
    close: async () => {
      listening = false;
      tokens.clear();
      await listener.stop();
    },
  };
}
