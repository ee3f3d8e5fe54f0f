import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auditEntrySchema } from '@pm/schemas/audit';
import { AUDIT_MESSAGES } from '@pm/schemas/audit-fields';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit';
import { subTenants } from '../src/db/schema/tenants';
import { EDITABLE_DOMAINS, readRecord } from './editable-records';
import { BAD_PAGING, itAnswersEach, itNeedsAToken } from './failure-answers';
import { ADMIN, describeEachDatabase } from './harness';
import { multipartForm, PNG_BYTES } from './multipart-helper';
import {
  insertOwner,
  insertProperty,
  nothingStoredCheck,
  OWNER_VALUES,
  ownerFields,
  subTenantFields,
  tenantFields,
} from './records';
import { signedInRequests, successData } from './signed-in-requests';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-audit-test-'));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const STORED_NAME = /^[0-9a-f]{32}\.png$/;

describeEachDatabase(
  'audit trail (GET /api/audit)',
  (getContext) => {
    const { token, auth, get, post } = signedInRequests(getContext);
    const app = () => getContext().app;
    const db = () => getContext().database.db;
    const history = (query: string, headers = auth()) => get(`/api/audit?${query}`, headers);
    async function entries(entity: string, id: string) {
      return successData(await history(`entity=${entity}&id=${id}`)) as ReturnType<
        typeof auditEntrySchema.parse
      >[];
    }

    describe.each(EDITABLE_DOMAINS.map((domain) => [domain.entity, domain] as const))('%s', (_, domain) => {
      it('one entry per create and per edit, newest first, by the signed-in staff user, in the AuditEntry shape', async () => {
        const id = await domain.create(app(), db(), token());
        const before = domain.valueOf((await readRecord(app(), token(), domain, id)).json().data);
        getContext().clock.advance(1);
        expect((await domain.edit(app(), token(), id, 'Audited value')).statusCode).toBe(200);

        const response = await history(`entity=${domain.entity}&id=${id}`);
        expect(response.json()).toMatchObject({
          statusCode: 200,
          message: 'Success',
          page: 1,
          limit: 15,
          total: 2,
        });
        const [edit, create] = response.json().data;
        for (const entry of [edit, create]) auditEntrySchema.parse(entry);
        expect(edit).toEqual({
          _id: expect.any(String),
          entity: domain.entity,
          entityId: id,
          action: 'update',
          at: getContext().clock.now.toISOString(),
          by: { _id: expect.any(String), email: ADMIN.email, name: 'Admin' },
          changes: [{ field: domain.field, before, after: 'Audited value' }],
        });
        expect(create).toMatchObject({ action: 'create', by: { email: ADMIN.email } });
        expect(create.changes).toContainEqual({ field: domain.field, after: before });
        expect(create.changes.every((change: { before?: unknown }) => !('before' in change))).toBe(true);
        expect(new Date(create.at).getTime()).toBeLessThan(new Date(edit.at).getTime());
      });

      it('the audit write rolls back with its change: a failing audit insert leaves the record as it was', async () => {
        const id = await domain.create(app(), db(), token());
        const stored = (await readRecord(app(), token(), domain, id)).json().data;
        const expectNothingStored = nothingStoredCheck(db, [domain.table, subTenants, auditEvents], dataDir);
        await refusingAuditWrites(() =>
          expectNothingStored(async () => {
            const response = await domain.edit(app(), token(), id, 'Never stored', {
              withFile: domain.entity !== 'contract',
            });
            expect(response.statusCode).toBe(500);
            expect(await domain.create(app(), db(), token()).catch(() => 'refused')).toBe('refused');
          }),
        );
        expect((await readRecord(app(), token(), domain, id)).json().data).toEqual(stored);
        expect(await entries(domain.entity, id)).toHaveLength(1);
      });
    });

    /** Every audit insert fails while `action` runs (a trigger raises). */
    async function refusingAuditWrites(action: () => Promise<void>) {
      const sql = getContext().database.executeSql;
      await sql(`create or replace function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit write refused by the test'; end $$`);
      await sql(
        'create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()',
      );
      try {
        await action();
      } finally {
        await sql('drop trigger refuse_audit on audit_events');
      }
    }

    it('never holds a password or its hash: a create names the password only', async () => {
      const response = await post('/api/owner/register', multipartForm(ownerFields()));
      const [create] = await entries('owner', response.json().data._id);
      expect(create?.changes).toContainEqual({ field: 'password' });
      const text = JSON.stringify(create);
      expect(text).not.toContain(OWNER_VALUES.password);
      expect(text).not.toContain('$argon2');
      expect(text).not.toMatch(/passwordHash|password_hash/);
    });

    it('names fields as the payloads do: files by stored name, location[x], subTenants[i][x], agent.name', async () => {
      const ownerId = (await post('/api/owner/register', multipartForm(ownerFields()))).json().data._id;
      await post(
        `/api/owner/?id=${ownerId}`,
        multipartForm({}, { profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' } }),
      );
      expect((await entries('owner', ownerId))[0]?.changes).toEqual([
        { field: 'profileImage', before: null, after: expect.stringMatching(STORED_NAME) },
      ]);

      const propertyId = await insertProperty(db(), await insertOwner(db()), 'Named');
      await post(
        `/api/property/?id=${propertyId}`,
        multipartForm({ 'location[latitude]': '13.5', rooms: '2' }),
      );
      expect((await entries('property', propertyId))[0]?.changes).toEqual([
        { field: 'location[latitude]', before: null, after: 13.5 },
      ]);

      const tenant = await post(
        '/api/tenant/register',
        multipartForm({ ...tenantFields(propertyId), ...subTenantFields(0), ...subTenantFields(1) }),
      );
      const tenantId = tenant.json().data._id;
      expect((await entries('tenant', tenantId))[0]?.changes).toContainEqual({
        field: 'subTenants[1][firstName]',
        after: 'Sub1',
      });
      const secondId = tenant.json().data.profile.subTenants[1]._id;
      await post(
        `/api/tenant/?id=${tenantId}`,
        multipartForm({
          'subTenants[0][firstName]': 'Renamed',
          'subTenants[1][_id]': secondId,
          'subTenants[1][_remove]': 'true',
        }),
      );
      const [tenantEdit] = await entries('tenant', tenantId);
      expect(tenantEdit?.changes).toContainEqual({
        field: 'subTenants[0][firstName]',
        before: 'Sub0',
        after: 'Renamed',
      });
      expect(tenantEdit?.changes).toContainEqual({
        field: 'subTenants[1][firstName]',
        before: 'Sub1',
        after: null,
      });
      expect(tenantEdit?.changes).not.toContainEqual(
        expect.objectContaining({ field: 'subTenants[0][nickName]' }),
      );

      const contractId = await EDITABLE_DOMAINS[3]?.create(app(), db(), token());
      await post(`/api/contract/?id=${contractId}`, { agent: { name: 'Ann' }, gardening: true });
      expect((await entries('contract', contractId as string))[0]?.changes).toEqual([
        { field: 'agent.name', before: null, after: 'Ann' },
        { field: 'gardening', before: false, after: true },
      ]);
    });

    it('pages a long history: page, limit and total', async () => {
      const ownerId = (await post('/api/owner/register', multipartForm(ownerFields()))).json().data._id;
      for (const nickName of ['A', 'B', 'C'])
        await post(`/api/owner/?id=${ownerId}`, multipartForm({ nickName }));
      const response = await history(`entity=owner&id=${ownerId}&page=2&limit=2`);
      expect(response.json()).toMatchObject({ page: 2, limit: 2, total: 4 });
      expect(response.json().data.map((entry: { action: string }) => entry.action)).toEqual([
        'update',
        'create',
      ]);
      expect(response.json().data[0].changes).toEqual([{ field: 'nickName', before: 'Chai', after: 'A' }]);
      expect((await entries('owner', UNKNOWN_ID)).length).toBe(0);
    });

    itNeedsAToken('is readable only when signed in (401 otherwise)', (auth) => [
      history(`entity=owner&id=${UNKNOWN_ID}`, auth),
    ]);

    itAnswersEach(
      'answers a bad query %s with %i',
      [
        ['', 400, AUDIT_MESSAGES.entity],
        [`entity=landlord&id=${UNKNOWN_ID}`, 400, AUDIT_MESSAGES.entity],
        ['entity=owner', 400, AUDIT_MESSAGES.id.required],
        ['entity=owner&id=abc', 400, AUDIT_MESSAGES.id.invalid],
        ...BAD_PAGING.map(([query, status, message]): [string, number, string] => [
          `entity=tenant&id=${UNKNOWN_ID}&${query}`,
          status,
          message,
        ]),
        [`entity=owner&id=${UNKNOWN_ID}&limit=101`, 400, 'limit must be a whole number from 1 to 100.'],
      ],
      (query) => history(query),
    );
  },
  { env: { DATA_DIR: dataDir } },
);
