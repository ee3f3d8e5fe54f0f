import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenSettings } from '../auth/tokens';
import type { StaffUser } from '../db/schema/auth';
import { isUuid } from '../http/validation';
import { deriveKey } from './keys';

/** How long the proof of a right password waits for its second step. */
export const TICKET_TTL_SECONDS = 5 * 60;

const ALGORITHM = 'HS256';
/** The header type and purpose claim of a ticket; an access token has neither, and another key. */
const TICKET_TYPE = 'pm-second-step+jwt';
const PURPOSE = 'second-step';

export interface Ticket {
  /** The staff user who gave the right password. */
  sub: string;
  /** Their token_version then: raising it (a password reset) voids the ticket. */
  ver: number;
  /** Their password then, as a keyed digest of its hash: a password change in between voids the ticket. */
  pv: string;
}

/** What of an account a ticket is bound to. */
type TicketUser = Pick<StaffUser, 'id' | 'tokenVersion' | 'passwordHash'>;

/**
 * The ticket of the password step: a short-lived signed token that says who gave a right password. It is signed
 * with a key derived for tickets only, so it is never taken for an access token, nor an access token for it.
 */
export function createTickets(settings: TokenSettings) {
  const key = deriveKey(settings.secret, 'second-step-ticket-v1');
  const passwordKey = deriveKey(settings.secret, 'second-step-ticket-password-v1');
  const passwordDigest = (user: TicketUser) =>
    createHmac('sha256', passwordKey)
      .update(user.passwordHash ?? '')
      .digest('base64url');

  async function issue(user: TicketUser): Promise<string> {
    const issuedAt = Math.floor(settings.clock().getTime() / 1000);
    return new SignJWT({ ver: user.tokenVersion, pv: passwordDigest(user), purpose: PURPOSE })
      .setProtectedHeader({ alg: ALGORITHM, typ: TICKET_TYPE })
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TICKET_TTL_SECONDS)
      .sign(key);
  }

  /** The claims of a valid, unexpired ticket (by the app's clock), else null. */
  async function verify(ticket: string): Promise<Ticket | null> {
    try {
      const { payload } = await jwtVerify(ticket, key, {
        algorithms: [ALGORITHM],
        typ: TICKET_TYPE,
        currentDate: settings.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.purpose !== PURPOSE || typeof payload.ver !== 'number') return null;
      if (typeof payload.pv !== 'string') return null;
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
      return { sub: payload.sub, ver: payload.ver, pv: payload.pv };
    } catch {
      return null;
    }
  }

  /** Whether the ticket still speaks for the account: the token version and the password it was issued with. */
  const holds = (ticket: Ticket, user: TicketUser) =>
    ticket.ver === user.tokenVersion && ticket.pv === passwordDigest(user);

  return { issue, verify, holds };
}

export type Tickets = ReturnType<typeof createTickets>;
