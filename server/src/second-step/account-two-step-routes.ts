import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { wantsLeaseDigest } from '@pm/schemas/lease';
import type { Account } from '@pm/schemas/staff';
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Limit } from '../auth/attempt-limiter';
import { currentStaffUser, type SignedInStaffUser } from '../auth/require-auth';
import { twoStepRequired } from '../auth/second-step-presence';
import { originOf, startSession } from '../auth/staff-sessions';
import { passkeys, type StaffUser, staffSessions, staffUsers } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { mailNotice, NOTICES } from './notices';
import { generateRecoveryCodes, looksLikeRecoveryCode, normalizeCode } from './recovery-codes';
import {
  createSecondStepChecks,
  TWO_STEP_REQUIRED,
  tooManyTries,
  WRONG_CODE,
  WRONG_TOTP_CODE,
} from './second-step-checks';
import {
  hasSecondStep,
  passkeysOf,
  removeRecoveryCodes,
  removeSecondSteps,
  replaceRecoveryCodes,
  secondStepsOf,
  storeChallenge,
  takeChallenge,
} from './second-step-repository';
import { newTotpSecret, totpEnrolment } from './totp';
import { CHALLENGE_TTL_SECONDS, challengeOf, knownTransports, passkeyAnswer, relyingParty } from './webauthn';

export const TOTP_ALREADY_ON =
  'An authenticator app is already on for your account. Turn two-step sign-in off first to set up another one.';
export const TOTP_NOT_STARTED = 'Start again: ask for a new QR code of the authenticator app first.';
export const TWO_STEP_NOT_ON = 'Two-step sign-in is not on for your account.';
export const RECOVERY_CODE_NEEDED =
  'Your account signs in with a passkey: type one of your recovery codes to turn two-step sign-in off.';
export const NO_SUCH_PASSKEY = 'There is no such passkey on your account.';
export const LAST_REQUIRED_STEP = `${TWO_STEP_REQUIRED.slice(0, -1)}: add an authenticator app or another passkey before removing this one.`;
export const REGISTRATION_EXPIRED = 'The passkey registration has expired: start it again.';
export const PASSKEY_NOT_REGISTERED = 'The passkey could not be registered: try again.';
export const PASSKEY_ALREADY_REGISTERED = 'This passkey is already registered.';

/** Passkey registrations one account may start within the window (each stores a challenge). */
export const PASSKEY_REGISTER_OPTIONS_LIMIT: Limit = { max: 20, windowSeconds: 15 * 60 };

/**
 * /api/account: the signed-in person's account and their second steps (an authenticator app, passkeys, recovery
 * codes). The routes that turn a second step on also serve a token limited to enrolment (MFA_REQUIRED): the
 * first second step confirmed answers a full token and ends the limited session.
 */
export function accountTwoStepRoutes(context: AppContext): FastifyPluginAsync {
  const checks = createSecondStepChecks(context);
  const rp = relyingParty(context.config);

  async function accountOf(signedIn: SignedInStaffUser): Promise<StaffUser> {
    const [user] = await context.db.select().from(staffUsers).where(eq(staffUsers.id, signedIn.id));
    if (!user) throw new HttpError(401, 'Please sign in again.');
    return user;
  }

  /** For an enrolment token: a full token, and the limited session ended. */
  async function finishEnrolment(request: FastifyRequest, signedIn: SignedInStaffUser) {
    if (!signedIn.mustEnrol) return {};
    const user = await accountOf(signedIn);
    const accessToken = await startSession(context, user, originOf(request));
    await context.db
      .update(staffSessions)
      .set({ endedAt: context.clock() })
      .where(and(eq(staffSessions.id, signedIn.token.jti), isNull(staffSessions.endedAt)));
    context.signInCache.forgetToken(signedIn.token.jti);
    return { access_token: accessToken };
  }

  /** Ten new recovery codes replace the account's: the plain codes, to show once. */
  async function newRecoveryCodes(tx: Parameters<typeof replaceRecoveryCodes>[0], userId: string) {
    const codes = generateRecoveryCodes();
    await replaceRecoveryCodes(tx, userId, checks.hashRecoveryCodes(userId, codes));
    return codes;
  }

  /** GET /account/me: who the person is, their second steps, their digest choice. */
  async function accountAnswer(user: StaffUser): Promise<Account> {
    const steps = await secondStepsOf(context.db, user.id);
    return {
      _id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      totp: steps.totp,
      passkeys: (await passkeysOf(context.db, user.id)).map(passkeyAnswer),
      recoveryCodesLeft: hasSecondStep(steps) ? steps.recoveryCodesLeft : 0,
      twoStepRequired: twoStepRequired(context.config, user.role),
      leaseDigest: wantsLeaseDigest(user.leaseDigest, user.role),
    };
  }

  return async (app) => {
    declaredRoute(app, 'accountMe', async (request) =>
      ok(await accountAnswer(await accountOf(currentStaffUser(request)))),
    );

    declaredRoute(app, 'accountDigest', async (request) => {
      const { leaseDigest } = parseBody(ENDPOINTS.accountDigest.json, request.body);
      const [user] = await context.db
        .update(staffUsers)
        .set({ leaseDigest })
        .where(eq(staffUsers.id, currentStaffUser(request).id))
        .returning();
      return ok(await accountAnswer(user as StaffUser));
    });

    declaredRoute(app, 'totpEnrol', async (request) => {
      const user = await accountOf(currentStaffUser(request));
      if (user.totpSecret) throw new HttpError(409, TOTP_ALREADY_ON);
      const secret = newTotpSecret();
      await context.db
        .update(staffUsers)
        .set({ totpPendingSecret: checks.sealTotpSecret(user.id, secret) })
        .where(eq(staffUsers.id, user.id));
      return ok(await totpEnrolment(secret, user.email));
    });

    declaredRoute(app, 'totpConfirm', async (request) => {
      const input = parseBody(ENDPOINTS.totpConfirm.json, request.body);
      const signedIn = currentStaffUser(request);
      const user = await accountOf(signedIn);
      if (user.totpSecret) throw new HttpError(409, TOTP_ALREADY_ON);
      const pending = user.totpPendingSecret;
      if (!pending) throw new HttpError(409, TOTP_NOT_STARTED);
      const attempt = await checks.beginTry(user.id);
      const step = await checks.totpStepOf(user, pending, input.code, null);
      if (step === null) throw badRequest(WRONG_TOTP_CODE);
      const recoveryCodes = await context.db.transaction(async (tx) => {
        const confirmed = await tx
          .update(staffUsers)
          .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
          .where(and(eq(staffUsers.id, user.id), eq(staffUsers.totpPendingSecret, pending)))
          .returning({ id: staffUsers.id });
        if (confirmed.length === 0) throw new HttpError(409, TOTP_NOT_STARTED);
        return newRecoveryCodes(tx, user.id);
      });
      await attempt.passed();
      await mailNotice(context, user.email, NOTICES.totpOn);
      return ok({ recoveryCodes, ...(await finishEnrolment(request, signedIn)) });
    });

    declaredRoute(app, 'passkeyOptions', async (request) => {
      const user = await accountOf(currentStaffUser(request));
      const now = context.clock();
      const limit = context.attempts.keyOf('passkey-register-options', user.id);
      const verdict = await context.attempts.take(limit, PASSKEY_REGISTER_OPTIONS_LIMIT, now);
      if (!verdict.allowed) throw tooManyTries(verdict.retryAfterSeconds, 'passkey requests');
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: new Uint8Array(Buffer.from(user.id.replaceAll('-', ''), 'hex')),
        attestationType: 'none',
        excludeCredentials: (await passkeysOf(context.db, user.id)).map((passkey) => ({
          id: passkey.id,
          transports: passkey.transports,
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        timeout: CHALLENGE_TTL_SECONDS * 1000,
      });
      await storeChallenge(context.db, {
        challenge: options.challenge,
        userId: user.id,
        purpose: 'register',
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
        now,
      });
      return ok(options);
    });

    declaredRoute(app, 'passkeyRegister', async (request) => {
      const input = parseBody(ENDPOINTS.passkeyRegister.json, request.body);
      const signedIn = currentStaffUser(request);
      const user = await accountOf(signedIn);
      const now = context.clock();
      const challenge = challengeOf(input.response);
      const taken =
        challenge !== null &&
        (await takeChallenge(context.db, { challenge, userId: user.id, purpose: 'register', now }));
      if (!taken || challenge === null) throw badRequest(REGISTRATION_EXPIRED);
      const verified = await verifyRegistrationResponse({
        response: input.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) throw badRequest(PASSKEY_NOT_REGISTERED);
      const { credential } = verified.registrationInfo;

      const { passkey, recoveryCodes } = await context.db.transaction(async (tx) => {
        const first = !hasSecondStep(await secondStepsOf(tx, user.id));
        const [stored] = await tx
          .insert(passkeys)
          .values({
            id: credential.id,
            staffUserId: user.id,
            name: input.name,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            signCount: credential.counter,
            transports: knownTransports(credential.transports),
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!stored) throw new HttpError(409, PASSKEY_ALREADY_REGISTERED);
        return { passkey: stored, recoveryCodes: first ? await newRecoveryCodes(tx, user.id) : undefined };
      });
      await mailNotice(context, user.email, NOTICES.passkeyAdded(passkey.name));
      return ok({
        passkey: passkeyAnswer(passkey),
        ...(recoveryCodes ? { recoveryCodes } : {}),
        ...(await finishEnrolment(request, signedIn)),
      });
    });

    declaredRoute(app, 'passkeyRemove', async (request) => {
      const user = await accountOf(currentStaffUser(request));
      const required = twoStepRequired(context.config, user.role);
      const removed = await context.db.transaction(async (tx) => {
        const [passkey] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, request.params.id), eq(passkeys.staffUserId, user.id)))
          .returning();
        if (!passkey) throw new HttpError(404, NO_SUCH_PASSKEY);
        if (!hasSecondStep(await secondStepsOf(tx, user.id))) {
          if (required) throw new HttpError(403, LAST_REQUIRED_STEP);
          // Without a second step, its recovery codes serve nothing any more.
          await removeRecoveryCodes(tx, user.id);
        }
        return passkey;
      });
      await mailNotice(context, user.email, NOTICES.passkeyRemoved(removed.name));
      return ok(null);
    });

    declaredRoute(app, 'twoStepDisable', async (request) => {
      const input = parseBody(ENDPOINTS.twoStepDisable.json, request.body);
      const user = await accountOf(currentStaffUser(request));
      if (twoStepRequired(context.config, user.role)) throw new HttpError(403, TWO_STEP_REQUIRED);
      if (!hasSecondStep(await secondStepsOf(context.db, user.id))) throw new HttpError(409, TWO_STEP_NOT_ON);
      // A passkey-only account has no code of an app: one of its recovery codes stands for the passkey here.
      if (!user.totpSecret && !looksLikeRecoveryCode(normalizeCode(input.code)))
        throw badRequest(RECOVERY_CODE_NEEDED);
      const attempt = await checks.beginTry(user.id);
      if (!(await checks.passWithCode(user, input.code)))
        throw badRequest(user.totpSecret ? WRONG_CODE : RECOVERY_CODE_NEEDED);
      await attempt.passed();
      await context.db.transaction((tx) => removeSecondSteps(tx, user.id));
      await mailNotice(context, user.email, NOTICES.off);
      return ok(null);
    });
  };
}
