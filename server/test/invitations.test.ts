// Invitations (issue 27): an admin invites a person, the mail carries a single-use link valid 72 hours, the
// invitee chooses a password through it and is signed in. Unknown, used, expired and replaced links, and links
// of a deactivated account, answer alike; attempts are throttled per client address.
import { randomBytes } from 'node:crypto';
import { ENROL_FIRST } from '@pm/api-contract/routes';
import type { StaffRole } from '@pm/apps/screens';
import { STAFF_MESSAGES } from '@pm/schemas/staff';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../src/config';
import { staffInvitations } from '../src/db/schema/auth';
import { INVITATION_MAIL_SUBJECT } from '../src/mail/account-mails';
import { INVITATION_LIMIT, INVITATION_NOT_VALID } from '../src/sign-in/invitation-routes';
import { createInvitationLinks, INVITATION_VALID_HOURS } from '../src/staff/invitation-links';
import { createStaffRepository } from '../src/staff/staff-repository';
import { catchMails, invitationToken } from './caught-mails';
import { expectFailure } from './failure-answers';
import { describeEachDatabase, type TestContext } from './harness';
import { signedInRequests, successData } from './signed-in-requests';

const mails = catchMails();
const GOOD_PASSWORD = 'a long invitee passphrase';
let invited = 0;

function newPerson(role: StaffRole = 'agent') {
  invited += 1;
  return { name: `Invitee ${invited}`, email: `invitee-${invited}-${Date.now()}@example.com`, role };
}

function invitationCalls(getContext: () => TestContext) {
  return {
    look: (token: string, remoteAddress = '127.0.0.1') =>
      getContext().app.inject({
        method: 'GET',
        url: `/api/auth/invitation?token=${encodeURIComponent(token)}`,
        remoteAddress,
      }),
    accept: (
      token: string,
      password = GOOD_PASSWORD,
      confirmPassword = password,
      remoteAddress = '127.0.0.1',
    ) =>
      getContext().app.inject({
        method: 'POST',
        url: '/api/auth/invitation/accept',
        payload: { token, password, confirmPassword },
        remoteAddress,
      }),
  };
}

describeEachDatabase(
  'invitations',
  (getContext) => {
    const admin = signedInRequests(getContext);
    const { look, accept } = invitationCalls(getContext);

    /** An admin invites a new person; answers them with the id and the token of the mailed link. */
    async function invite(role: StaffRole = 'agent') {
      const person = newPerson(role);
      const member = successData(await admin.post('/api/staff/invite', person));
      const token = invitationToken(await mails.waitForMail(person.email));
      return { ...person, id: member._id as string, token };
    }

    /** Every way a link can be unusable answers this, to GET and to accept alike. */
    async function expectNotValid(token: string) {
      expectFailure(await look(token), 400, INVITATION_NOT_VALID);
      expectFailure(await accept(token), 400, INVITATION_NOT_VALID);
    }

    it('invite, mail, look the link up, refuse a weak password naming the rule, accept, and be signed in', async () => {
      const person = newPerson('viewer');
      const answer = await admin.post('/api/staff/invite', person);
      expect(successData(answer)).toMatchObject({ ...person, status: 'invited', lastSignInAt: null });

      const mail = await mails.waitForMail(person.email);
      expect(mail.subject).toBe(INVITATION_MAIL_SUBJECT);
      expect(mail.text).toContain('Admin invited you');
      expect(mail.text).toContain(`valid for ${INVITATION_VALID_HOURS} hours`);
      expect(mail.text).toContain(`${getContext().config.publicUrl}/invitation?token=`);
      const token = invitationToken(mail);

      expect(successData(await look(token))).toEqual({ email: person.email, name: person.name });
      expectFailure(await accept(token, 'short'), 400, 'Password must be at least 8 characters long.');
      expectFailure(
        await accept(token, 'iloveyou'),
        400,
        'Password is one of the most common passwords. Choose one that is harder to guess.',
      );
      expectFailure(await accept(token, GOOD_PASSWORD, 'something else'), 400, 'Passwords do not match.');
      // The refused tries did not use the link.
      expect(successData(await look(token))).toEqual({ email: person.email, name: person.name });

      const accepted = successData(await accept(token));
      expect(accepted).toEqual({ access_token: expect.any(String) });
      const session = await getContext().app.inject({
        method: 'GET',
        url: '/api/session',
        headers: getContext().authorized(accepted.access_token),
      });
      expect(successData(session)).toMatchObject({
        email: person.email,
        name: person.name,
        role: 'viewer',
        mustEnrol: false,
      });
      // The person signs in with the chosen password from now on.
      expect(await getContext().login({ email: person.email, password: GOOD_PASSWORD })).toEqual(
        expect.any(String),
      );
      const member = successData(await admin.get(`/api/staff/${successData(answer)._id}`));
      expect(member).toMatchObject({ status: 'active', lastSignInAt: expect.any(String) });
    });

    it('stores only a keyed hash of the link, valid 72 hours', async () => {
      const person = await invite();
      const [row] = await getContext()
        .database.db.select()
        .from(staffInvitations)
        .where(eq(staffInvitations.staffUserId, person.id));
      expect(JSON.stringify(row)).not.toContain(person.token);
      expect(row?.expiresAt.getTime()).toBe(getContext().clock.now.getTime() + 72 * 3_600_000);
    });

    it('answers a used link like an unknown one', async () => {
      const person = await invite();
      expect(successData(await accept(person.token))).toEqual({ access_token: expect.any(String) });
      await expectNotValid(person.token);
    });

    it('answers an expired link (72 hours and a second) like an unknown one', async () => {
      const person = await invite();
      getContext().clock.advance(72 * 3600 - 1);
      expect(successData(await look(person.token))).toEqual({ email: person.email, name: person.name });
      getContext().clock.advance(2);
      await expectNotValid(person.token);
    });

    it('answers a replaced link (after a resend) like an unknown one; the new link works', async () => {
      const person = await invite();
      successData(await admin.post(`/api/staff/${person.id}/resend`));
      const newToken = invitationToken(await mails.waitForMail(person.email, { skip: 1 }));
      expect(newToken).not.toBe(person.token);
      await expectNotValid(person.token);
      expect(successData(await accept(newToken))).toEqual({ access_token: expect.any(String) });
    });

    it('answers the link of a deactivated account like an unknown one', async () => {
      const person = await invite();
      successData(await admin.post(`/api/staff/${person.id}/deactivate`));
      await expectNotValid(person.token);
    });

    it('keeps the link of a deactivated account dead after a reactivation; a new invitation works', async () => {
      const person = await invite();
      successData(await admin.post(`/api/staff/${person.id}/deactivate`));
      expect(successData(await admin.post(`/api/staff/${person.id}/reactivate`)).status).toBe('invited');
      await expectNotValid(person.token);
      successData(await admin.post(`/api/staff/${person.id}/resend`));
      const newToken = invitationToken(await mails.waitForMail(person.email, { skip: 1 }));
      expect(successData(await accept(newToken))).toEqual({ access_token: expect.any(String) });
    });

    it('answers unknown and malformed links alike', async () => {
      for (const token of [randomBytes(32).toString('base64url'), 'not a token', "' or 1=1 --"]) {
        await expectNotValid(token);
      }
      expectFailure(await look(''), 400, INVITATION_NOT_VALID);
      // A form sent without the link's token: the form's own sentence.
      expectFailure(await accept(''), 400, STAFF_MESSAGES.invitationToken);
    });

    it(`throttles link attempts per client address (${INVITATION_LIMIT.max} per 15 minutes)`, async () => {
      const person = await invite();
      const address = '203.0.113.61';
      for (let attempt = 0; attempt < INVITATION_LIMIT.max; attempt += 1) {
        expectFailure(await look(randomBytes(32).toString('base64url'), address), 400, INVITATION_NOT_VALID);
      }
      const tooMany = 'Too many attempts. Please try again in 15 minutes.';
      const refused = await look(person.token, address);
      expectFailure(refused, 429, tooMany);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectFailure(await accept(person.token, GOOD_PASSWORD, GOOD_PASSWORD, address), 429, tooMany);
      // Another address is not held back, and the link still works there.
      expect(successData(await look(person.token, '203.0.113.62'))).toMatchObject({ email: person.email });
    });
  },
  { app: { mailer: mails.mailer } },
);

describeEachDatabase(
  'invitations where admins must turn two-step sign-in on (MFA_REQUIRED=admins)',
  (getContext) => {
    const { accept } = invitationCalls(getContext);

    /** Stores an invitation as the staff routes do (an admin signed in here could only enrol a second step). */
    async function storedInvitation(role: StaffRole) {
      const { config, clock, database } = getContext();
      const link = createInvitationLinks(resolveJwtSecret(config), config.publicUrl).issue(clock.now);
      await createStaffRepository(database.db).invite(newPerson(role), link, { by: null, at: clock.now });
      return link.token;
    }

    it('signs an invited admin in for enrolment only, and an agent fully', async () => {
      const adminAnswer = successData(await accept(await storedInvitation('admin')));
      expect(adminAnswer).toEqual({ access_token: expect.any(String), must_enrol: true });
      const headers = getContext().authorized(adminAnswer.access_token);
      const session = await getContext().app.inject({ method: 'GET', url: '/api/session', headers });
      expect(successData(session)).toMatchObject({ role: 'admin', mustEnrol: true });
      const owners = await getContext().app.inject({ method: 'GET', url: '/api/owner/all', headers });
      expectFailure(owners, 403, ENROL_FIRST);

      expect(successData(await accept(await storedInvitation('agent')))).toEqual({
        access_token: expect.any(String),
      });
    });
  },
  { env: { MFA_REQUIRED: 'admins' }, app: { mailer: mails.mailer } },
);

describe('invitation links', () => {
  it('are 256 random bits, different each time, pointing at the invitation page', () => {
    const links = createInvitationLinks('x'.repeat(32), 'https://pm.example.com');
    const [first, second] = [links.issue(new Date()), links.issue(new Date())];
    expect(first?.token).not.toBe(second?.token);
    expect(Buffer.from(first?.token ?? '', 'base64url')).toHaveLength(32);
    expect(first?.url).toBe(`https://pm.example.com/invitation?token=${first?.token}`);
    expect(first?.tokenHash).toBe(links.hashOf(first?.token ?? ''));
  });
});
