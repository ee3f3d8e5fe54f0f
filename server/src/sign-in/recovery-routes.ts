import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Limit } from '../auth/attempt-limiter';
import { tooManyAttempts } from '../auth/attempt-limiter';
import { staffPasswordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import {
  CODE_TTL_SECONDS,
  createRecoveryHasher,
  generateCode,
  generateGrant,
  RECOVERY_LIMITS,
  RESET_GRANT_COOKIE,
  RESET_GRANT_PATH,
  RESET_GRANT_TTL_SECONDS,
} from '../auth/recovery-codes';
import { createRecoveryRepository, type IssueResult } from '../auth/recovery-repository';
import { normalizeEmail } from '../auth/staff-email';
import { staffUsers } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { accountNoticeMail } from '../mail/account-mails';
import { recoveryCodeMail } from '../mail/recovery-code-mail';
import { mailNotice, NOTICES } from '../second-step/notices';
import { createSecondStepChecks, WRONG_CODE } from '../second-step/second-step-checks';
import { hasSecondStep, recoveryMethods, secondStepsOf } from '../second-step/second-step-repository';

export const CODE_REQUESTED_TEXT = 'If this email belongs to an account, a code has been sent.';
export const INVALID_EMAIL_OR_CODE = 'Invalid email or code.';
export const VERIFY_FIRST = 'Verify the code sent to your email first.';
export const SECOND_STEP_FIRST =
  'Confirm your second step first: type a code of your authenticator app or a recovery code.';

function tooSoon(result: Exclude<IssueResult, { issued: true }>): HttpError {
  const headers = { 'retry-after': String(result.seconds) };
  if (result.reason === 'wait') {
    const unit = result.seconds === 1 ? 'second' : 'seconds';
    return new HttpError(429, `Please wait ${result.seconds} ${unit} before asking for a new code.`, headers);
  }
  const minutes = Math.ceil(result.seconds / 60);
  return new HttpError(
    429,
    `Too many codes were asked for this email. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    headers,
  );
}

/**
 * Public routes under /api/auth/forgot-password (no bearer token): request, resend-code, validate,
 * second-step, change-password. Only the client that proved a code may change the password: validate hands it a
 * one-time reset grant in an HttpOnly cookie scoped to these routes, which change-password requires and consumes;
 * for an account with a second step, only once the grant's holder also passed it (second-step).
 */
export function recoveryRoutes(context: AppContext): FastifyPluginAsync {
  const hasher = createRecoveryHasher(context.tokens.secret);
  const repository = createRecoveryRepository(context.db);
  const secondStep = createSecondStepChecks(context);
  const { attempts } = context;

  /** Counts one attempt against each limit; 429 when one is over. */
  async function limit(counters: [string, Limit][], now: Date): Promise<void> {
    for (const [key, rule] of counters) {
      const verdict = await attempts.take(key, rule, now);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
    }
  }

  /**
   * The start of validate and change-password: the body checked, then one attempt counted against the step's
   * limits, per address and per account (429 when one is over).
   */
  async function startStep<Schema extends z.core.$ZodType<{ email: string }>>(
    request: FastifyRequest,
    schema: Schema,
    step: 'validate' | 'change',
  ) {
    const input = parseBody(schema, request.body);
    const emailHash = hasher.emailHash(normalizeEmail(input.email));
    const now = context.clock();
    await limit(
      [
        [attempts.keyOf(`recovery-${step}-address`, request.ip), RECOVERY_LIMITS[`${step}PerAddress`]],
        [attempts.keyOf(`recovery-${step}-account`, emailHash), RECOVERY_LIMITS[`${step}PerAccount`]],
      ],
      now,
    );
    return { input, emailHash, now };
  }

  /**
   * request and resend-code: the same answer, after the same work, whether or not the email belongs to a staff
   * account; the mail is queued (an insert), never sent while the client waits.
   */
  async function sendCode(request: FastifyRequest) {
    const email = normalizeEmail(parseBody(ENDPOINTS.recoveryRequest.json, request.body).email);
    const now = context.clock();
    await limit([[attempts.keyOf('recovery-request', request.ip), RECOVERY_LIMITS.requestPerAddress]], now);
    const emailHash = hasher.emailHash(email);
    const user = await repository.findStaffUser(email);
    const code = generateCode();
    const codeHash = hasher.codeHash(emailHash, code);

    const result = await repository.issueCode({ emailHash, userId: user?.id ?? null, codeHash, now });
    if (!result.issued) throw tooSoon(result);
    // For an unknown email a stand-in without recipient is queued (and dropped by the worker): the same work.
    await context.mail.enqueue(recoveryCodeMail(user ? email : '', code, CODE_TTL_SECONDS / 60));
    return ok({ message: CODE_REQUESTED_TEXT });
  }

  const grantCookie = (request: FastifyRequest) => ({
    path: RESET_GRANT_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  });

  return async (app) => {
    declaredRoute(app, 'recoveryRequest', sendCode);
    declaredRoute(app, 'recoveryResend', sendCode);

    declaredRoute(app, 'recoveryValidate', async (request, reply: FastifyReply) => {
      const { input, emailHash, now } = await startStep(request, ENDPOINTS.recoveryValidate.json, 'validate');
      const tried = hasher.codeHash(emailHash, input.code.trim());
      const live = await repository.takeTry(emailHash, now);
      const right = live !== undefined && hasher.same(live.codeHash, tried);
      const grant = generateGrant();
      if (
        !live?.userId ||
        !right ||
        !(await repository.grantReset(emailHash, live.codeHash, hasher.grantHash(emailHash, grant), now))
      ) {
        throw badRequest(INVALID_EMAIL_OR_CODE);
      }
      reply.setCookie(RESET_GRANT_COOKIE, grant, {
        ...grantCookie(request),
        maxAge: RESET_GRANT_TTL_SECONDS,
      });
      // For an account with a second step, the emailed code alone does not change the password (ASVS 6.4.3).
      const steps = await secondStepsOf(context.db, live.userId);
      if (!hasSecondStep(steps)) return ok({ verified: true as const });
      return ok({ verified: true as const, second_step: { methods: recoveryMethods(steps) } });
    });

    /** The second step of a recovery: the holder of the reset grant types an authenticator or recovery code. */
    declaredRoute(app, 'recoverySecondStep', async (request) => {
      const input = parseBody(ENDPOINTS.recoverySecondStep.json, request.body);
      const emailHash = hasher.emailHash(normalizeEmail(input.email));
      const now = context.clock();
      const addressKey = attempts.keyOf('recovery-second-step-address', request.ip);
      await limit([[addressKey, RECOVERY_LIMITS.validatePerAddress]], now);
      const grant = request.cookies[RESET_GRANT_COOKIE];
      const grantHash = grant ? hasher.grantHash(emailHash, grant) : null;
      const live = grantHash ? await repository.liveGrant(emailHash, grantHash, now) : undefined;
      const [user] = live
        ? await context.db.select().from(staffUsers).where(eq(staffUsers.id, live.userId))
        : [];
      if (!grantHash || !user) throw badRequest(VERIFY_FIRST);
      const attempt = await secondStep.beginTry(user.id);
      const passedBy = await secondStep.passWithCode(user, input.code);
      if (!passedBy) throw badRequest(WRONG_CODE);
      if (!(await repository.passSecondStep(emailHash, grantHash, now))) throw badRequest(VERIFY_FIRST);
      await attempt.passed();
      if (passedBy === 'recovery-code') {
        const { recoveryCodesLeft } = await secondStepsOf(context.db, user.id);
        await mailNotice(context, user.email, NOTICES.recoveryCodeUsed(recoveryCodesLeft));
      }
      return ok(null);
    });

    declaredRoute(app, 'recoveryChangePassword', async (request, reply: FastifyReply) => {
      const { input, emailHash, now } = await startStep(
        request,
        ENDPOINTS.recoveryChangePassword.json,
        'change',
      );
      const grant = request.cookies[RESET_GRANT_COOKIE];
      if (!grant) throw badRequest(VERIFY_FIRST);
      const live = await repository.liveGrant(emailHash, hasher.grantHash(emailHash, grant), now);
      if (live && !live.secondStepPassed && hasSecondStep(await secondStepsOf(context.db, live.userId)))
        throw badRequest(SECOND_STEP_FIRST);
      const problem = await staffPasswordProblem(input.newPassword, 'The new password');
      if (problem) throw badRequest(problem);
      const changed = await repository.replacePasswordWithGrant({
        emailHash,
        grantHash: hasher.grantHash(emailHash, grant),
        now,
        hashPassword: () => hashPassword(input.newPassword),
      });
      if (!changed) throw badRequest(VERIFY_FIRST);
      context.signInCache.forgetUser(changed.id);
      reply.clearCookie(RESET_GRANT_COOKIE, grantCookie(request));
      // A user locked out of sign-in who just proved they own the mailbox may sign in at once from here.
      await context.signInThrottle.forgive(changed.email, request.ip);
      const notice = accountNoticeMail(
        changed.email,
        'Your password was reset through a recovery code.',
        now,
      );
      await context.mail.enqueue(notice);
      return ok(null);
    });
  };
}
