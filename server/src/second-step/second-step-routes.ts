import { ENDPOINTS } from '@pm/api-contract/endpoints';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import type { Limit } from '../auth/attempt-limiter';
import { originOf, startSession } from '../auth/staff-sessions';
import { passkeys, type StaffUser, staffUsers } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { mailNotice, NOTICES } from './notices';
import { createSecondStepChecks, SIGN_IN_AGAIN, tooManyTries, WRONG_CODE } from './second-step-checks';
import {
  hasSecondStep,
  passkeyOf,
  passkeysOf,
  secondStepsOf,
  storeChallenge,
  takeChallenge,
} from './second-step-repository';
import { createTickets } from './tickets';
import { CHALLENGE_TTL_SECONDS, challengeOf, credentialOf, relyingParty } from './webauthn';

export const PASSKEY_REFUSED =
  'The passkey was not accepted: try again, or type a code of your authenticator app or a recovery code.';
export const NO_PASSKEY =
  'Your account has no passkey: type a code of your authenticator app or one of your recovery codes.';

/** Passkey challenges one account may ask for within the window. */
const PASSKEY_OPTIONS_LIMIT: Limit = { max: 30, windowSeconds: 15 * 60 };

/**
 * Public routes of the second step of sign-in (no bearer token: the ticket of the password step is the proof):
 * a code (the authenticator app's or a recovery code), or a passkey's assertion. Each passed step signs in.
 */
export function secondStepRoutes(context: AppContext): FastifyPluginAsync {
  const tickets = createTickets(context.tokens);
  const checks = createSecondStepChecks(context);
  const rp = relyingParty(context.config);

  /**
   * The account a ticket names, while it is active, has the token version and the password the ticket was issued
   * with, and still has a second step.
   */
  async function ticketHolder(ticket: string): Promise<StaffUser> {
    const claims = await tickets.verify(ticket);
    if (!claims) throw new HttpError(401, SIGN_IN_AGAIN);
    const [user] = await context.db
      .select()
      .from(staffUsers)
      .where(
        and(
          eq(staffUsers.id, claims.sub),
          isNull(staffUsers.deactivatedAt),
          isNotNull(staffUsers.passwordHash),
        ),
      );
    if (!user || !tickets.holds(claims, user)) throw new HttpError(401, SIGN_IN_AGAIN);
    if (!hasSecondStep(await secondStepsOf(context.db, user.id))) throw new HttpError(401, SIGN_IN_AGAIN);
    return user;
  }

  return async (app) => {
    declaredRoute(app, 'secondStepCode', async (request) => {
      const input = parseBody(ENDPOINTS.secondStepCode.json, request.body);
      const user = await ticketHolder(input.ticket);
      const attempt = await checks.beginTry(user.id);
      const passedBy = await checks.passWithCode(user, input.code);
      if (!passedBy) throw new HttpError(401, WRONG_CODE);
      await attempt.passed();
      if (passedBy === 'recovery-code') {
        const { recoveryCodesLeft } = await secondStepsOf(context.db, user.id);
        await mailNotice(context, user.email, NOTICES.recoveryCodeUsed(recoveryCodesLeft));
      }
      return ok({ access_token: await startSession(context, user, originOf(request)) });
    });

    declaredRoute(app, 'secondStepPasskeyOptions', async (request) => {
      const input = parseBody(ENDPOINTS.secondStepPasskeyOptions.json, request.body);
      const user = await ticketHolder(input.ticket);
      const now = context.clock();
      const limit = context.attempts.keyOf('passkey-options', user.id);
      const verdict = await context.attempts.take(limit, PASSKEY_OPTIONS_LIMIT, now);
      if (!verdict.allowed) throw tooManyTries(verdict.retryAfterSeconds, 'passkey requests');
      const registered = await passkeysOf(context.db, user.id);
      if (registered.length === 0) throw badRequest(NO_PASSKEY);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: registered.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
        userVerification: 'preferred',
        timeout: CHALLENGE_TTL_SECONDS * 1000,
      });
      await storeChallenge(context.db, {
        challenge: options.challenge,
        userId: user.id,
        purpose: 'sign-in',
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
        now,
      });
      return ok(options);
    });

    declaredRoute(app, 'secondStepPasskey', async (request) => {
      const input = parseBody(ENDPOINTS.secondStepPasskey.json, request.body);
      const user = await ticketHolder(input.ticket);
      const attempt = await checks.beginTry(user.id, 'refused passkey answers');
      const now = context.clock();
      const challenge = challengeOf(input.response);
      const passkey = await passkeyOf(context.db, user.id, input.response.id);
      // The challenge is taken first: right or wrong, an answer uses it up.
      const taken =
        challenge !== null &&
        (await takeChallenge(context.db, { challenge, userId: user.id, purpose: 'sign-in', now }));
      if (!taken || challenge === null || !passkey) throw new HttpError(401, PASSKEY_REFUSED);
      const verified = await verifyAuthenticationResponse({
        response: input.response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: credentialOf(passkey),
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) throw new HttpError(401, PASSKEY_REFUSED);
      await context.db
        .update(passkeys)
        .set({ signCount: verified.authenticationInfo.newCounter, lastUsedAt: now })
        .where(eq(passkeys.id, passkey.id));
      await attempt.passed();
      return ok({ access_token: await startSession(context, user, originOf(request)) });
    });
  };
}
