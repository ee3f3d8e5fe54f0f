// Staff accounts (issue 27): the list and page of a staff member, invitations, roles, deactivation, ending
// sessions and the activity of a person, for admins; the last active admin is kept whatever the timing.
import { ACCESS } from '@pm/api-contract/routes';
import { STAFF_MESSAGES } from '@pm/schemas/staff';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit';
import { staffSessions, staffUsers } from '../src/db/schema/auth';
import { STAFF_ANSWERS } from '../src/staff/staff-routes';
import { catchMails } from './caught-mails';
import { expectFailure, SIGN_IN_AGAIN } from './failure-answers';
import { ADMIN, describeEachDatabase, type TestContext } from './harness';
import { multipartForm } from './multipart-helper';
import { ownerFields } from './records';
import { signedInRequests, successData } from './signed-in-requests';
import { addStaffUser, type TestStaffUser } from './staff-accounts';

const mails = catchMails();
const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const INVALID_SIGN_IN = { statusCode: 401, message: 'Invalid email or password.', error: 'Unauthorized' };
let people = 0;

const newPerson = (role = 'agent') => {
  people += 1;
  return { name: `Staff ${people}`, email: `staff-${people}-${Date.now()}@example.com`, role };
};

/** The active admins (a password chosen, not deactivated). */
async function activeAdmins(context: TestContext) {
  return context.database.db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(eq(staffUsers.role, 'admin'), isNull(staffUsers.deactivatedAt), isNotNull(staffUsers.passwordHash)),
    );
}

/** Makes every admin but the seeded one (and `keep`) an agent: the suite's accounts then start from one admin. */
async function onlyAdmins(context: TestContext, keep: string[] = []) {
  await context.database.db
    .update(staffUsers)
    .set({ role: 'admin' })
    .where(eq(staffUsers.email, ADMIN.email));
  for (const admin of await activeAdmins(context)) {
    if (admin.email !== ADMIN.email && !keep.includes(admin.id)) {
      await context.database.db.update(staffUsers).set({ role: 'agent' }).where(eq(staffUsers.id, admin.id));
    }
  }
}

async function auditCount(context: TestContext) {
  const [row] = await context.database.db.select({ total: count() }).from(auditEvents);
  return Number(row?.total ?? 0);
}

describeEachDatabase(
  'staff accounts',
  (getContext) => {
    const admin = signedInRequests(getContext);
    let adminId = '';

    beforeEach(async () => {
      await onlyAdmins(getContext());
      adminId ||= successData(await admin.get('/api/session'))._id;
    });

    const withToken = (token: string) => getContext().authorized(token);
    const session = (token: string) =>
      getContext().app.inject({ method: 'GET', url: '/api/session', headers: withToken(token) });
    const login = (email: string, password: string) =>
      getContext().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const signIn = (user: TestStaffUser) =>
      getContext().login({ email: user.email, password: user.password });
    const history = async (id: string) =>
      successData(await admin.get(`/api/audit?entity=staff&id=${id}`)) as {
        action: string;
        by: unknown;
        changes: unknown[];
      }[];

    describe('invite', () => {
      it('creates an invited account with the audit entry of who invited whom', async () => {
        const person = newPerson('viewer');
        const member = successData(
          await admin.post('/api/staff/invite', { ...person, email: `  ${person.email.toUpperCase()} ` }),
        );
        expect(member).toEqual({
          _id: expect.any(String),
          ...person,
          role: 'viewer',
          status: 'invited',
          lastSignInAt: null,
          twoStep: false,
          createdAt: expect.any(String),
        });
        const [stored] = await getContext()
          .database.db.select()
          .from(staffUsers)
          .where(eq(staffUsers.id, member._id));
        expect(stored).toMatchObject({ passwordHash: null, invitedBy: adminId });
        expect(await history(member._id)).toEqual([
          {
            _id: expect.any(String),
            entity: 'staff',
            entityId: member._id,
            action: 'invite',
            at: expect.any(String),
            by: { _id: adminId, email: ADMIN.email, name: 'Admin' },
            changes: [
              { field: 'name', after: person.name },
              { field: 'email', after: person.email },
              { field: 'role', after: 'viewer' },
            ],
          },
        ]);
        await mails.waitForMail(person.email);
      });

      it('refuses an email that already has an account (409), whatever its case, and writes nothing', async () => {
        const before = await auditCount(getContext());
        const answer = await admin.post('/api/staff/invite', {
          ...newPerson(),
          email: ADMIN.email.toUpperCase(),
        });
        expectFailure(answer, 409, STAFF_ANSWERS.emailTaken);
        expect(await auditCount(getContext())).toBe(before);
        expect(await mails.settledCount(ADMIN.email)).toBe(0);
      });

      it.each([
        [{ email: 'a@example.com', role: 'agent' }, STAFF_MESSAGES.name],
        [{ name: 'A', role: 'agent' }, STAFF_MESSAGES.email],
        [{ name: 'A', email: 'not an email', role: 'agent' }, STAFF_MESSAGES.emailFormat],
        [{ name: 'A', email: 'a@example.com', role: 'boss' }, STAFF_MESSAGES.role],
        [{ name: 'A', email: 'a@example.com' }, STAFF_MESSAGES.role],
      ])('refuses %j with the field sentence', async (payload, message) => {
        expectFailure(await admin.post('/api/staff/invite', payload), 400, message);
      });

      it('sends an invitation again only while it is not accepted', async () => {
        const member = successData(await admin.post('/api/staff/invite', newPerson()));
        successData(await admin.post(`/api/staff/${member._id}/resend`));
        await mails.waitForMail(member.email, { skip: 1 });
        expectFailure(await admin.post(`/api/staff/${adminId}/resend`), 409, STAFF_ANSWERS.notInvited);
        expectFailure(await admin.post(`/api/staff/${UNKNOWN_ID}/resend`), 404, STAFF_ANSWERS.notFound);
        successData(await admin.post(`/api/staff/${member._id}/deactivate`));
        expectFailure(
          await admin.post(`/api/staff/${member._id}/resend`),
          409,
          STAFF_ANSWERS.resendDeactivated,
        );
      });
    });

    describe('list and page', () => {
      it('lists the staff by name with status, last sign-in and two-step, paged', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        await signIn(user);
        const list = await admin.get('/api/staff/all?limit=100');
        const answer = list.json();
        expect(answer.total).toBe(answer.data.length);
        const names = answer.data.map((member: { name: string }) => member.name.toLowerCase());
        expect(names).toEqual([...names].sort());
        expect(answer.data.find((member: { _id: string }) => member._id === user.id)).toMatchObject({
          email: user.email,
          role: 'agent',
          status: 'active',
          lastSignInAt: expect.any(String),
          twoStep: false,
        });
        const page = (await admin.get('/api/staff/all?limit=1&page=2')).json();
        expect(page).toMatchObject({ page: 2, limit: 1, total: answer.total, data: [answer.data[1]] });
      });

      it('answers one member, 404 for an unknown id and 400 for a malformed one', async () => {
        expect(successData(await admin.get(`/api/staff/${adminId}`))).toMatchObject({
          email: ADMIN.email,
          role: 'admin',
          status: 'active',
        });
        expectFailure(await admin.get(`/api/staff/${UNKNOWN_ID}`), 404, STAFF_ANSWERS.notFound);
        expectFailure(await admin.get('/api/staff/not-a-uuid'), 400, STAFF_MESSAGES.id.invalid);
      });
    });

    describe('roles', () => {
      it("changes a role (audited with who); the person's next request has it", async () => {
        const user = await addStaffUser(getContext(), 'viewer');
        const token = await signIn(user);
        expect(successData(await session(token)).role).toBe('viewer');
        const changed = successData(await admin.post(`/api/staff/${user.id}/role`, { role: 'agent' }));
        expect(changed).toMatchObject({ _id: user.id, role: 'agent' });
        expect(successData(await session(token)).role).toBe('agent');
        const [entry] = await history(user.id);
        expect(entry).toMatchObject({
          action: 'role',
          by: { _id: adminId, email: ADMIN.email, name: 'Admin' },
          changes: [{ field: 'role', before: 'viewer', after: 'agent' }],
        });
        expectFailure(
          await admin.post(`/api/staff/${user.id}/role`, { role: 'owner' }),
          400,
          STAFF_MESSAGES.role,
        );
        expectFailure(
          await admin.post(`/api/staff/${UNKNOWN_ID}/role`, { role: 'agent' }),
          404,
          STAFF_ANSWERS.notFound,
        );
      });

      it('keeps the last active admin: demoting or deactivating them answers 409 and writes nothing', async () => {
        expect(await activeAdmins(getContext())).toHaveLength(1);
        const before = await auditCount(getContext());
        // An invited admin who has not chosen a password does not count.
        successData(await admin.post('/api/staff/invite', newPerson('admin')));
        const afterInvite = await auditCount(getContext());
        expect(afterInvite).toBe(before + 1);

        expectFailure(
          await admin.post(`/api/staff/${adminId}/role`, { role: 'agent' }),
          409,
          STAFF_ANSWERS.lastAdminRole,
        );
        expectFailure(
          await admin.post(`/api/staff/${adminId}/deactivate`),
          409,
          STAFF_ANSWERS.lastAdminDeactivate,
        );
        expect(await auditCount(getContext())).toBe(afterInvite);
        expect(successData(await admin.get('/api/session')).role).toBe('admin');
        // An admin may keep the role they have.
        expect(successData(await admin.post(`/api/staff/${adminId}/role`, { role: 'admin' })).role).toBe(
          'admin',
        );
        expect(await auditCount(getContext())).toBe(afterInvite);
      });

      it('lets an admin step down while another admin remains', async () => {
        const other = await addStaffUser(getContext(), 'admin');
        const otherToken = await signIn(other);
        const headers = withToken(otherToken);
        const demoted = await getContext().app.inject({
          method: 'POST',
          url: `/api/staff/${other.id}/role`,
          headers,
          payload: { role: 'viewer' },
        });
        expect(successData(demoted).role).toBe('viewer');
        const refused = await getContext().app.inject({ method: 'GET', url: '/api/staff/all', headers });
        expectFailure(refused, 403, ACCESS.staff.refusal);
      });

      /** Two new admins, signed in, who are the only active admins (the seeded one is an agent until the next test). */
      async function twoAdmins() {
        const pair = [
          await addStaffUser(getContext(), 'admin'),
          await addStaffUser(getContext(), 'admin'),
        ] as const;
        const headers = [withToken(await signIn(pair[0])), withToken(await signIn(pair[1]))] as const;
        await getContext()
          .database.db.update(staffUsers)
          .set({ role: 'agent' })
          .where(eq(staffUsers.id, adminId));
        expect(await activeAdmins(getContext())).toHaveLength(2);
        return { pair, headers };
      }

      function expectOneAcceptedOneRefused(answers: { statusCode: number }[], refusals: number[]) {
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(statuses.filter((status) => status !== 200)).toEqual([expect.toBeOneOf(refusals)]);
      }

      it('leaves one admin when the last two demote each other at the same moment', async () => {
        const { pair, headers } = await twoAdmins();
        const answers = await Promise.all([
          getContext().app.inject({
            method: 'POST',
            url: `/api/staff/${pair[1].id}/role`,
            headers: headers[0],
            payload: { role: 'agent' },
          }),
          getContext().app.inject({
            method: 'POST',
            url: `/api/staff/${pair[0].id}/role`,
            headers: headers[1],
            payload: { role: 'agent' },
          }),
        ]);
        // The one demoted first is refused: as the last admin (409), or as no longer an admin (403).
        expectOneAcceptedOneRefused(answers, [403, 409]);
        expect(await activeAdmins(getContext())).toHaveLength(1);
      });

      it('leaves one admin when the last two deactivate each other at the same moment', async () => {
        const { pair, headers } = await twoAdmins();
        const answers = await Promise.all([
          getContext().app.inject({
            method: 'POST',
            url: `/api/staff/${pair[1].id}/deactivate`,
            headers: headers[0],
          }),
          getContext().app.inject({
            method: 'POST',
            url: `/api/staff/${pair[0].id}/deactivate`,
            headers: headers[1],
          }),
        ]);
        // The one deactivated first is refused: as the last admin (409), or as deactivated already (401).
        expectOneAcceptedOneRefused(answers, [401, 409]);
        expect(await activeAdmins(getContext())).toHaveLength(1);
      });
    });

    describe('deactivation', () => {
      it('refuses the account at once: its token (401), its sign-in and its recovery, like a wrong password', async () => {
        const user = await addStaffUser(getContext(), 'agent');
        const tokens = [await signIn(user), await signIn(user)];
        for (const token of tokens) expect((await session(token)).statusCode).toBe(200);

        const deactivated = successData(await admin.post(`/api/staff/${user.id}/deactivate`));
        expect(deactivated).toMatchObject({ _id: user.id, status: 'deactivated' });
        for (const token of tokens) expectFailure(await session(token), 401, SIGN_IN_AGAIN);
        const sessions = await getContext()
          .database.db.select({ endedAt: staffSessions.endedAt })
          .from(staffSessions)
          .where(eq(staffSessions.staffUserId, user.id));
        expect(sessions.map((row) => row.endedAt)).toEqual([expect.any(Date), expect.any(Date)]);

        const right = await login(user.email, user.password);
        const wrong = await login(user.email, 'not the password');
        expect(right.json()).toEqual(INVALID_SIGN_IN);
        expect(wrong.json()).toEqual(INVALID_SIGN_IN);

        const recovery = await getContext().app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/request',
          payload: { email: user.email },
        });
        expect(recovery.json()).toEqual({
          statusCode: 200,
          message: 'Success',
          data: { message: 'If this email belongs to an account, a code has been sent.' },
        });
        expect(await mails.settledCount(user.email)).toBe(0);

        const [entry] = await history(user.id);
        expect(entry).toMatchObject({
          action: 'deactivate',
          by: { _id: adminId, email: ADMIN.email, name: 'Admin' },
          changes: [{ field: 'status', before: 'active', after: 'deactivated' }],
        });
      });

      it('reactivates: the person signs in again, the ended sessions stay ended', async () => {
        const user = await addStaffUser(getContext(), 'viewer');
        const token = await signIn(user);
        successData(await admin.post(`/api/staff/${user.id}/deactivate`));
        // Deactivating again changes nothing and writes no second entry.
        successData(await admin.post(`/api/staff/${user.id}/deactivate`));
        const reactivated = successData(await admin.post(`/api/staff/${user.id}/reactivate`));
        expect(reactivated).toMatchObject({ status: 'active' });
        expectFailure(await session(token), 401, SIGN_IN_AGAIN);
        expect(successData(await session(await signIn(user))).email).toBe(user.email);
        expect((await history(user.id)).map((entry) => entry.action)).toEqual(['reactivate', 'deactivate']);
        expectFailure(await admin.post(`/api/staff/${UNKNOWN_ID}/reactivate`), 404, STAFF_ANSWERS.notFound);
        expectFailure(await admin.post(`/api/staff/${UNKNOWN_ID}/deactivate`), 404, STAFF_ANSWERS.notFound);
      });

      it('lets an admin deactivate themself while another admin remains (their own sessions end)', async () => {
        const other = await addStaffUser(getContext(), 'admin');
        const headers = withToken(await signIn(other));
        const answer = await getContext().app.inject({
          method: 'POST',
          url: `/api/staff/${other.id}/deactivate`,
          headers,
        });
        expect(successData(answer).status).toBe('deactivated');
        const after = await getContext().app.inject({ method: 'GET', url: '/api/session', headers });
        expectFailure(after, 401, SIGN_IN_AGAIN);
      });
    });

    it("ends all of a member's sessions (audited with how many); they sign in again", async () => {
      const user = await addStaffUser(getContext(), 'agent');
      const tokens = [await signIn(user), await signIn(user)];
      successData(await admin.post(`/api/staff/${user.id}/end-sessions`));
      for (const token of tokens) expectFailure(await session(token), 401, SIGN_IN_AGAIN);
      expect((await session(await signIn(user))).statusCode).toBe(200);
      const [entry] = await history(user.id);
      expect(entry).toMatchObject({
        action: 'end-sessions',
        by: { email: ADMIN.email, name: 'Admin' },
        changes: [{ field: 'sessions', before: 2, after: 0 }],
      });
      expectFailure(await admin.post(`/api/staff/${UNKNOWN_ID}/end-sessions`), 404, STAFF_ANSWERS.notFound);
    });

    it("shows a member's activity: their changes to records and the changes to their account, newest first", async () => {
      const user = await addStaffUser(getContext(), 'agent');
      successData(await admin.post(`/api/staff/${user.id}/role`, { role: 'viewer' }));
      successData(await admin.post(`/api/staff/${user.id}/role`, { role: 'agent' }));
      const token = await signIn(user);
      const created = await getContext().app.inject({
        method: 'POST',
        url: '/api/owner/register',
        headers: withToken(token),
        payload: multipartForm(ownerFields()) as unknown as string,
      });
      const owner = successData(created);

      const activity = (await admin.get(`/api/staff/${user.id}/activity`)).json();
      expect(activity).toMatchObject({ page: 1, limit: 15, total: 3 });
      expect(activity.data.map((entry: { action: string }) => entry.action)).toEqual([
        'create',
        'role',
        'role',
      ]);
      expect(activity.data[0]).toMatchObject({
        entity: 'owner',
        entityId: owner._id,
        by: { _id: user.id, email: user.email },
      });
      const second = (await admin.get(`/api/staff/${user.id}/activity?limit=1&page=2`)).json();
      expect(second).toMatchObject({ total: 3, data: [activity.data[1]] });
      expectFailure(await admin.get(`/api/staff/${UNKNOWN_ID}/activity`), 404, STAFF_ANSWERS.notFound);
    });

    it("answers a staff account's history (GET /audit?entity=staff) to admins only", async () => {
      for (const role of ['agent', 'viewer'] as const) {
        const token = await signIn(await addStaffUser(getContext(), role));
        const answer = await getContext().app.inject({
          method: 'GET',
          url: `/api/audit?entity=staff&id=${adminId}`,
          headers: withToken(token),
        });
        expectFailure(answer, 403, ACCESS.staff.refusal);
      }
    });

    it("answers staff accounts and a person's sessions with Cache-Control: no-store", async () => {
      const target = await addStaffUser(getContext(), 'agent');
      for (const url of [
        '/api/staff/all',
        `/api/staff/${target.id}`,
        `/api/staff/${target.id}/activity`,
        '/api/account/sessions',
        '/api/session',
      ]) {
        const answer = await admin.get(url);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control'], url).toBe('no-store');
      }
    });

    it('refuses the staff routes to an agent and a viewer (403), writing nothing', async () => {
      const target = await addStaffUser(getContext(), 'viewer');
      const before = await auditCount(getContext());
      for (const role of ['agent', 'viewer'] as const) {
        const headers = withToken(await signIn(await addStaffUser(getContext(), role)));
        for (const [url, payload] of [
          ['/api/staff/invite', newPerson()],
          [`/api/staff/${target.id}/role`, { role: 'admin' }],
          [`/api/staff/${target.id}/deactivate`, {}],
          [`/api/staff/${target.id}/end-sessions`, {}],
        ] as const) {
          const answer = await getContext().app.inject({ method: 'POST', url, headers, payload });
          expectFailure(answer, 403, ACCESS.staff.refusal);
        }
      }
      expect(await auditCount(getContext())).toBe(before);
      expect(successData(await admin.get(`/api/staff/${target.id}`)).role).toBe('viewer');
    });
  },
  { app: { mailer: mails.mailer } },
);
