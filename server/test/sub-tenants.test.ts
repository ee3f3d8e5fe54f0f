import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MAX_SUB_TENANTS,
  MAX_TENANT_FILE_MEGABYTES,
  subTenantFieldName,
  TENANT_FILE_FIELDS,
  TENANT_MESSAGES,
} from '@pm/schemas/tenant-fields';
import { beforeAll, expect, it } from 'vitest';
import { subTenants, tenants } from '../src/db/schema/tenants';
import { MAX_FORM_FILE_MEGABYTES } from '../src/http/errors';
import { expectFailure } from './failure-answers';
import { describeEachDatabase } from './harness';
import {
  multipartForm,
  PNG_BYTES,
  type SizedUpload,
  storedFiles,
  streamedMultipart,
} from './multipart-helper';
import {
  insertOwner,
  insertProperty,
  nothingStoredCheck,
  subTenantFields,
  tenantFields,
  UUID,
} from './records';
import { signedInRequests, successData } from './signed-in-requests';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-sub-tenants-test-'));

interface StoredSubTenant {
  _id: string;
  firstName: string;
  nickName: string;
  passport: string | null;
}

describeEachDatabase(
  'sub-tenants of a tenant edit (named by _id or position, removed only with _remove)',
  (getContext) => {
    const { auth, get, post } = signedInRequests(getContext);
    let propertyId = '';
    beforeAll(async () => {
      propertyId = await insertProperty(
        getContext().database.db,
        await insertOwner(getContext().database.db),
        'A',
      );
    });
    const expectNothingStored = nothingStoredCheck(
      () => getContext().database.db,
      [tenants, subTenants],
      dataDir,
    );

    /** A tenant with `count` sub-tenants Sub0, Sub1, ...; answers its id and sub-tenants in order. */
    async function tenantWith(count: number) {
      const fields = Object.assign(
        tenantFields(propertyId),
        ...Array.from({ length: count }, (_, index) => subTenantFields(index)),
      );
      const { _id, profile } = successData(await post('/api/tenant/register', multipartForm(fields)));
      return { id: _id as string, stored: profile.subTenants as StoredSubTenant[] };
    }

    const edit = (id: string, fields: Record<string, string>, files = {}) =>
      post(`/api/tenant/?id=${id}`, multipartForm(fields, files));

    async function subTenantsAfter(id: string, fields: Record<string, string>) {
      return successData(await edit(id, fields)).profile.subTenants as StoredSubTenant[];
    }

    it('a payload naming one sub-tenant updates it and keeps the other nine (the issue)', async () => {
      const { id, stored } = await tenantWith(10);
      const after = await subTenantsAfter(id, { 'subTenants[0][firstName]': 'NewSub' });
      expect(after).toEqual([{ ...stored[0], firstName: 'NewSub' }, ...stored.slice(1)]);
    });

    it('by _id: updates the one named, wherever the entry is, and keeps the others', async () => {
      const { id, stored } = await tenantWith(3);
      const after = await subTenantsAfter(id, {
        'subTenants[0][_id]': (stored[2] as StoredSubTenant)._id.toUpperCase(),
        'subTenants[0][nickName]': 'Third',
      });
      expect(after).toEqual([stored[0], stored[1], { ...stored[2], nickName: 'Third' }]);
    });

    it('without _id: updates the stored sub-tenant at the same position (a resent list in order)', async () => {
      const { id, stored } = await tenantWith(2);
      const after = await subTenantsAfter(id, {
        'subTenants[0][firstName]': 'Zero',
        'subTenants[1][firstName]': 'One',
      });
      expect(after).toEqual([
        { ...stored[0], firstName: 'Zero' },
        { ...stored[1], firstName: 'One' },
      ]);
    });

    it('adds the entries beyond the stored ones, after them', async () => {
      const { id, stored } = await tenantWith(1);
      const after = await subTenantsAfter(id, {
        'subTenants[0][_id]': (stored[0] as StoredSubTenant)._id,
        'subTenants[1][firstName]': 'Added',
        'subTenants[1][dob]': '2001-02-03',
      });
      expect(after).toEqual([
        stored[0],
        expect.objectContaining({ _id: expect.stringMatching(UUID), firstName: 'Added', dob: '2001-02-03' }),
      ]);
    });

    it('removes a sub-tenant only with its _id and _remove=true; the others are kept in order', async () => {
      const { id, stored } = await tenantWith(3);
      const [first, second, third] = stored as [StoredSubTenant, StoredSubTenant, StoredSubTenant];
      const notRemoved = await subTenantsAfter(id, {
        'subTenants[0][_id]': second._id,
        'subTenants[0][_remove]': 'false',
      });
      expect(notRemoved).toEqual(stored);
      const after = await subTenantsAfter(id, {
        'subTenants[0][_id]': second._id,
        'subTenants[0][_remove]': 'true',
        'subTenants[1][_id]': third._id,
        'subTenants[1][firstName]': 'Still here',
      });
      expect(after).toEqual([first, { ...third, firstName: 'Still here' }]);
    });

    /** A tenant with one sub-tenant whose passport is a stored file, as the edit that stored it answered. */
    async function subTenantWithPassportFile() {
      const { id, stored } = await tenantWith(1);
      const subId = (stored[0] as StoredSubTenant)._id;
      const withFile = await edit(
        id,
        { 'subTenants[0][_id]': subId },
        { 'subTenants[0][passport]': { bytes: PNG_BYTES, fileName: 'p.png', type: 'image/png' } },
      );
      expect(withFile.statusCode, withFile.body).toBe(200);
      return { id, subId, read: successData(withFile).profile.subTenants[0] as StoredSubTenant };
    }

    it('removes a sub-tenant with its stored passport file', async () => {
      const { id, subId } = await subTenantWithPassportFile();
      const filesWithPassport = storedFiles(dataDir).length;
      await subTenantsAfter(id, { 'subTenants[0][_id]': subId, 'subTenants[0][_remove]': 'true' });
      expect(storedFiles(dataDir).length).toBe(filesWithPassport - 1);
    });

    it('keeps no passport file sent with the removal of its sub-tenant', async () => {
      const { id, stored } = await tenantWith(1);
      const filesBefore = storedFiles(dataDir);
      const response = await edit(
        id,
        { 'subTenants[0][_id]': (stored[0] as StoredSubTenant)._id, 'subTenants[0][_remove]': 'true' },
        { 'subTenants[0][passport]': { bytes: PNG_BYTES, fileName: 'p.png', type: 'image/png' } },
      );
      expect(successData(response).profile.subTenants).toEqual([]);
      expect(storedFiles(dataDir)).toEqual(filesBefore);
    });

    it('keeps the stored passport file when an edit sends back the passport it read (its file URL)', async () => {
      const { id, subId, read } = await subTenantWithPassportFile();
      const filesWithPassport = storedFiles(dataDir);
      const after = await subTenantsAfter(id, {
        'subTenants[0][_id]': subId,
        'subTenants[0][firstName]': 'Resent',
        'subTenants[0][passport]': read.passport as string,
      });
      expect(after).toEqual([{ ...read, firstName: 'Resent' }]);
      expect(storedFiles(dataDir)).toEqual(filesWithPassport);
      expect((await get(read.passport as string, {})).rawPayload.equals(PNG_BYTES)).toBe(true);
    });

    it('refuses _remove without _id, an unknown _id and more than 10 sub-tenants, storing nothing', async () => {
      const { id, stored } = await tenantWith(10);
      const cases: [Record<string, string>, string][] = [
        [{ 'subTenants[0][_remove]': 'true' }, TENANT_MESSAGES.removeNeedsId],
        [{ 'subTenants[0][_id]': '00000000-0000-4000-8000-000000000000' }, TENANT_MESSAGES.unknownSubTenant],
        [
          {
            'subTenants[0][_id]': (stored[1] as StoredSubTenant)._id,
            'subTenants[1][firstName]': 'Eleventh',
          },
          TENANT_MESSAGES.subTenantsMax,
        ],
      ];
      for (const [fields, message] of cases) {
        await expectNothingStored(async () => {
          const response = await edit(id, fields, {
            'subTenants[0][passport]': { bytes: PNG_BYTES, fileName: 'p.png', type: 'image/png' },
          });
          expectFailure(response, 400, message);
        });
      }
    });

    it(`stores the largest edit (${TENANT_FILE_FIELDS.length} files and ${MAX_SUB_TENANTS} passports of ${MAX_TENANT_FILE_MEGABYTES} MB) and refuses a file more (a repeated passport) with 400 before reading it, storing nothing`, async () => {
      const { id, stored } = await tenantWith(MAX_SUB_TENANTS);
      const fileFields = [
        ...TENANT_FILE_FIELDS,
        ...stored.map((_, index) => subTenantFieldName(index, 'passport')),
      ];
      const largest: SizedUpload[] = fileFields.map((name) => ({
        name,
        head: PNG_BYTES,
        size: MAX_TENANT_FILE_MEGABYTES * 1024 * 1024,
      }));
      expect(largest.length * MAX_TENANT_FILE_MEGABYTES).toBe(MAX_FORM_FILE_MEGABYTES);
      const sendEdit = (files: SizedUpload[]) => {
        const { payload, contentType } = streamedMultipart(
          { firstName: 'Edited', 'subTenants[0][firstName]': 'EditedSub' },
          files,
        );
        return post(`/api/tenant/?id=${id}`, payload as unknown as string, {
          ...auth(),
          'content-type': contentType,
        });
      };
      const before = successData(await get(`/api/tenant/?id=${id}`)).profile;

      const oneFileMore = { name: subTenantFieldName(0, 'passport'), head: Buffer.from([0x89]), size: 1 };
      await expectNothingStored(async () => {
        expectFailure(
          await sendEdit([...largest, oneFileMore]),
          400,
          'Send only one file for subTenants[0][passport].',
        );
      });
      expect(successData(await get(`/api/tenant/?id=${id}`)).profile).toEqual(before);

      const filesBefore = storedFiles(dataDir).length;
      const saved = successData(await sendEdit(largest)).profile;
      expect(saved.firstName).toBe('Edited');
      expect(saved.subTenants.every((subTenant: StoredSubTenant) => subTenant.passport)).toBe(true);
      expect(storedFiles(dataDir).length).toBe(filesBefore + largest.length);
    });
  },
  { env: { DATA_DIR: dataDir } },
);
