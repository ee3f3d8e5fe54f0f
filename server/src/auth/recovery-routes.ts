import { setTimeout as sleep } from 'node:timers/promises';
import { changePasswordSchema, forgotPasswordSchema, verifyCodeSchema } from '@pm/schemas/auth';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { recoveryCodeMail } from '../mail/recovery-code-mail';
import { normalizeEmail } from './auth-routes';
import { createLoginThrottle } from './login-throttle';
import { hashPassword } from './passwords';
import { CODE_TTL_SECONDS, createRecoveryHasher, generateCode } from './recovery-codes';
import { createRecoveryRepository, type IssueResult } from './recovery-repository';

export const CODE_REQUESTED_TEXT = 'If this email belongs to an account, a code has been sent.';
export const INVALID_EMAIL_OR_CODE = 'Invalid email or code.';
export const VERIFY_FIRST = 'Verify the code sent to your email first.';
export const MAIL_NOT_SENT = 'The email could not be sent. Please try again later.';

const validateSchema = forgotPasswordSchema.extend(verifyCodeSchema.shape);

/** Upper bound of the delay that stands in for sending a mail when the email belongs to no account. */
const MAX_STAND_IN_MS = 2_000;

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

/** Public routes under /api/auth/forgot-password (no bearer token): request, resend-code, validate, change-password. */
export function recoveryRoutes(context: AppContext): FastifyPluginAsync {
  const hasher = createRecoveryHasher(context.tokens.secret);
  const repository = createRecoveryRepository(context.db);
  const throttle = createLoginThrottle(context.db, {
    maxFailures: context.config.loginMaxFailures,
    lockSeconds: context.config.loginLockSeconds,
    clock: context.clock,
  });
  // How long handing a mail over usually takes; an unknown email waits as long, so timing does not tell them apart.
  let typicalSendMs = 50;

  /** request and resend-code: the same answer whether or not the email belongs to a staff account. */
  async function sendCode(body: unknown, log: FastifyBaseLogger) {
    const email = normalizeEmail(parseBody(forgotPasswordSchema, body).email);
    const emailHash = hasher.emailHash(email);
    const user = await repository.findStaffUser(email);
    const code = generateCode();
    const codeHash = hasher.codeHash(emailHash, code);
    const now = context.clock();

    const result = await repository.issueCode({ emailHash, userId: user?.id ?? null, codeHash, now });
    if (!result.issued) throw tooSoon(result);

    if (!user) {
      await sleep(typicalSendMs);
      return ok({ message: CODE_REQUESTED_TEXT });
    }
    const started = performance.now();
    try {
      await context.mailer.send(recoveryCodeMail(email, code, CODE_TTL_SECONDS / 60));
    } catch (error) {
      log.error({ err: error }, 'The password-recovery code could not be mailed');
      await repository.withdrawCode(emailHash, codeHash, now);
      throw new HttpError(503, MAIL_NOT_SENT);
    }
    typicalSendMs = Math.min(MAX_STAND_IN_MS, 0.8 * typicalSendMs + 0.2 * (performance.now() - started));
    return ok({ message: CODE_REQUESTED_TEXT });
  }

  return async (app) => {
    app.post('/auth/forgot-password/request', (request) => sendCode(request.body, request.log));
    app.post('/auth/forgot-password/resend-code', (request) => sendCode(request.body, request.log));

    app.post('/auth/forgot-password/validate', async (request) => {
      const input = parseBody(validateSchema, request.body);
      const emailHash = hasher.emailHash(normalizeEmail(input.email));
      const tried = hasher.codeHash(emailHash, input.code.trim());
      const now = context.clock();

      const live = await repository.takeTry(emailHash, now);
      const right = live !== undefined && hasher.same(live.codeHash, tried);
      if (!live?.userId || !right || !(await repository.markVerified(emailHash, live.codeHash, now))) {
        throw new HttpError(400, INVALID_EMAIL_OR_CODE);
      }
      return ok({ verified: true });
    });

    app.post('/auth/forgot-password/change-password', async (request) => {
      const input = parseBody(changePasswordSchema, request.body);
      const emailHash = hasher.emailHash(normalizeEmail(input.email));
      const changed = await repository.replacePasswordAfterVerification({
        emailHash,
        now: context.clock(),
        hashPassword: () => hashPassword(input.newPassword),
      });
      if (!changed) throw new HttpError(400, VERIFY_FIRST);
      // A locked-out user who just proved they own the mailbox may sign in at once.
      await throttle.recordSuccess(changed.email);
      return ok(null);
    });
  };
}
