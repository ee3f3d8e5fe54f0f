import { ENDPOINTS } from '@pm/api-contract/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Limit } from '../auth/attempt-limiter';
import { tooManyAttempts } from '../auth/attempt-limiter';
import { staffPasswordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { twoStepRequired } from '../auth/second-step-presence';
import { originOf, startSession } from '../auth/staff-sessions';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validation';
import { createInvitationLinks, createInvitationsRepository } from '../staff/invitation-links';

/** Unknown, used, replaced and expired links, and links of a deactivated account: one answer for all. */
export const INVITATION_NOT_VALID =
  'This invitation link is not valid any more: it was used, it has expired, or it was replaced. Ask an admin to send you a new invitation.';

/** Looking links up and accepting them, counted together per client address. */
export const INVITATION_LIMIT: Limit = { max: 30, windowSeconds: 15 * 60 };

/** Public routes under /api/auth/invitation: who a link is for, and choosing a password through it. */
export function invitationRoutes(context: AppContext): FastifyPluginAsync {
  const links = createInvitationLinks(context.tokens.secret, context.config.publicUrl);
  const invitations = createInvitationsRepository(context.db);

  /** Counts one attempt of the client's address (429 over the limit), then finds the link's invited person. */
  async function invitedBy(request: FastifyRequest, token: string) {
    const now = context.clock();
    const key = context.attempts.keyOf('invitation-address', request.ip);
    const verdict = await context.attempts.take(key, INVITATION_LIMIT, now);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
    const tokenHash = links.hashOf(token);
    const invited = await invitations.findLive(tokenHash, now);
    if (!invited) throw badRequest(INVITATION_NOT_VALID);
    return { invited, tokenHash };
  }

  return async (app) => {
    declaredRoute(app, 'invitation', async (request) => {
      const { invited } = await invitedBy(request, request.query.token);
      return ok({ email: invited.email, name: invited.name });
    });

    declaredRoute(app, 'invitationAccept', async (request) => {
      const input = parseBody(ENDPOINTS.invitationAccept.json, request.body);
      const { invited, tokenHash } = await invitedBy(request, input.token);
      const problem = await staffPasswordProblem(input.password, 'Password');
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(input.password);
      if (!(await invitations.accept(invited.id, tokenHash, passwordHash, context.clock()))) {
        throw badRequest(INVITATION_NOT_VALID);
      }
      // A new account has no second step yet: where MFA_REQUIRED applies, it may only enrol one.
      if (twoStepRequired(context.config, invited.role)) {
        const accessToken = await startSession(context, invited, originOf(request), 'enrol');
        return ok({ access_token: accessToken, must_enrol: true as const });
      }
      return ok({ access_token: await startSession(context, invited, originOf(request)) });
    });
  };
}
