import { ENDPOINTS } from '@pm/api-contract/endpoints';
import type { StaffMember } from '@pm/schemas/staff';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { readAuditPage } from '../audit/audit-routes';
import { changeStamp } from '../audit/audit-trail';
import { currentStaffUser } from '../auth/require-auth';
import { twoStepRequired } from '../auth/second-step-presence';
import { normalizeEmail } from '../auth/staff-email';
import { auditEvents } from '../db/schema/audit';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { HttpError, notFound } from '../http/errors';
import { answerPage, found } from '../http/record-routes';
import { parseBody } from '../http/validation';
import { invitationMail } from '../mail/account-mails';
import { createInvitationLinks, INVITATION_VALID_HOURS } from './invitation-links';
import { createStaffRepository, type ResendRefusal, type StaffChange } from './staff-repository';

export const STAFF_ANSWERS = {
  notFound: 'No staff member has this id: reload the staff list and choose the person again.',
  emailTaken:
    'This email already has an account: find the person in the staff list instead of inviting them.',
  notInvited:
    'This person has already chosen a password: only an invitation that was not accepted yet can be sent again.',
  resendDeactivated: 'This account is deactivated: reactivate it before sending a new invitation.',
  lastAdminRole:
    'An admin cannot change the role of the last active admin: make another person an admin first.',
  lastAdminDeactivate:
    'An admin cannot deactivate the last active admin: make another person an admin first.',
} as const;

const RESEND_REFUSALS: Record<ResendRefusal, () => HttpError> = {
  notFound: () => notFound(STAFF_ANSWERS.notFound),
  notInvited: () => new HttpError(409, STAFF_ANSWERS.notInvited),
  deactivated: () => new HttpError(409, STAFF_ANSWERS.resendDeactivated),
};

/** The changed member, or the refusal of the change (404, or 409 with `lastAdmin` for a change that may remove an admin). */
function changedMember(
  result: StaffChange,
  lastAdmin: string = STAFF_ANSWERS.lastAdminDeactivate,
): StaffMember {
  if (result.status === 'notFound') throw notFound(STAFF_ANSWERS.notFound);
  if (result.status === 'lastAdmin') throw new HttpError(409, lastAdmin);
  return result.member;
}

/** /api/staff/* (admins only, by the routes' declared access): staff accounts, invitations and their history. */
export function staffRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createStaffRepository(context.db);
  const links = createInvitationLinks(context.tokens.secret, context.config.publicUrl);

  /** Queues the invitation mail of a new link, signed with the inviting admin's name. */
  async function mailInvitation(request: FastifyRequest, to: string, url: string) {
    const admin = currentStaffUser(request);
    await context.mail.enqueue(invitationMail(to, admin.name || admin.email, url, INVITATION_VALID_HOURS));
  }

  /** A change to an account: every API process forgets what it remembered of the account's tokens. */
  function forgetSignIns(id: string) {
    context.signInCache.forgetUser(id);
  }

  return async (app) => {
    // By name, then email: the order people look a colleague up in.
    declaredRoute(app, 'staffList', (request) => answerPage(request.query, repository.list));

    declaredRoute(app, 'staffOne', async (request) =>
      ok(await found(repository.findById(request.params.id), STAFF_ANSWERS)),
    );

    // What the person did (to any record), and what admins did to their account.
    declaredRoute(app, 'staffActivity', (request) => {
      const { id } = request.params;
      return answerPage(request.query, async (paging) => {
        await found(repository.exists(id), STAFF_ANSWERS);
        const aboutThem = and(eq(auditEvents.entity, 'staff'), eq(auditEvents.entityId, id));
        const { entries, total } = await readAuditPage(
          context.db,
          or(eq(auditEvents.staffUserId, id), aboutThem),
          paging,
        );
        return { records: entries, total };
      });
    });

    declaredRoute(app, 'staffInvite', async (request) => {
      const input = parseBody(ENDPOINTS.staffInvite.json, request.body);
      const stamp = changeStamp(request, context.clock);
      const link = links.issue(stamp.at);
      const person = { name: input.name, email: normalizeEmail(input.email), role: input.role };
      const member = await repository.invite(person, link, stamp);
      if (!member) throw new HttpError(409, STAFF_ANSWERS.emailTaken);
      await mailInvitation(request, member.email, link.url);
      return ok(member);
    });

    declaredRoute(app, 'staffResend', async (request) => {
      const now = context.clock();
      const link = links.issue(now);
      const result = await repository.replaceInvitation(request.params.id, link, now);
      if (result.status !== 'replaced') throw RESEND_REFUSALS[result.status]();
      await mailInvitation(request, result.member.email, link.url);
      return ok(null);
    });

    declaredRoute(app, 'staffRole', async (request) => {
      const { role } = parseBody(ENDPOINTS.staffRole.json, request.body);
      const { id } = request.params;
      const stamp = changeStamp(request, context.clock);
      const result = await repository.changeRole(id, role, stamp, (to) =>
        twoStepRequired(context.config, to),
      );
      forgetSignIns(id);
      return ok(changedMember(result, STAFF_ANSWERS.lastAdminRole));
    });

    declaredRoute(app, 'staffDeactivate', async (request) => {
      const { id } = request.params;
      const result = await repository.deactivate(id, changeStamp(request, context.clock));
      forgetSignIns(id);
      return ok(changedMember(result, STAFF_ANSWERS.lastAdminDeactivate));
    });

    declaredRoute(app, 'staffReactivate', async (request) => {
      const { id } = request.params;
      const result = await repository.reactivate(id, changeStamp(request, context.clock));
      forgetSignIns(id);
      return ok(changedMember(result));
    });

    declaredRoute(app, 'staffEndSessions', async (request) => {
      const { id } = request.params;
      await found(repository.endAllSessions(id, changeStamp(request, context.clock)), STAFF_ANSWERS);
      forgetSignIns(id);
      return ok(null);
    });
  };
}
