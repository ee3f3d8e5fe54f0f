import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { spendVerifyTime, verifyPassword } from '../auth/passwords';
import { normalizeEmail } from '../auth/staff-email';
import { originOf } from '../auth/staff-sessions';
import { staffUsers } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { signInAnswer } from '../second-step/sign-in-answer';

/** Public routes under /api/auth (no bearer token). */
export function authRoutes(context: AppContext): FastifyPluginAsync {
  const throttle = context.signInThrottle;

  return async (app) => {
    declaredRoute(app, 'login', async (request) => {
      const input = parseBody(ENDPOINTS.login.json, request.body);
      const email = normalizeEmail(input.email);
      const attempt = await throttle.begin(email, request.ip);

      const [user] = await context.db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
      let valid = false;
      // An invited person without a password yet and a deactivated account fail like a wrong password.
      const usable = user?.passwordHash && !user.deactivatedAt ? user.passwordHash : null;
      if (usable) valid = await verifyPassword(usable, input.password);
      else await spendVerifyTime(input.password);

      if (!user || !valid) {
        await attempt.failed();
        throw new HttpError(401, 'Invalid email or password.');
      }
      await attempt.succeeded();
      // The SPEC's `{ access_token }`, unless the account has (or must have) a second step.
      return ok(await signInAnswer(context, user, originOf(request)));
    });
  };
}
