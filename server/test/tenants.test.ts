import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REQUIRED_MESSAGES } from '@pm/schemas/testing';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subTenants, tenants } from '../src/db/schema/tenants';
import { itRefusesEach, itTakesOnlySignedInForms } from './create-answers';
import { BAD_PAGING, expectFailure, idQueryRows, itAnswersEach, itNeedsAToken } from './failure-answers';
import { describeEachDatabase } from './harness';
import { createdAMinuteApart, expectNewestFirst } from './list-answers';
import { JPEG_BYTES, multipartForm, PNG_BYTES, type UploadFile } from './multipart-helper';
import {
  insertOwner,
  insertProperty,
  newRecordAnswer,
  nothingStoredCheck,
  subTenantFields,
  TENANT_VALUES,
  tenantFields,
  UUID,
} from './records';
import { signedInRequests, successData } from './signed-in-requests';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-tenants-test-'));

const { password: PASSWORD, ...TENANT_PROFILE } = TENANT_VALUES;
const PDF_BYTES = Buffer.from('%PDF-1.7\n%fake but typed by its first bytes\n');
const FILE_URL = /^\/api\/files\/[0-9a-f]{32}\.(png|jpg|webp|pdf)\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TENANT_ID_ROWS = idQueryRows(UNKNOWN_ID, 'tenant', 'Tenant not found.');

const fourFiles = (): Record<string, UploadFile> => ({
  profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' },
  passport: { bytes: JPEG_BYTES, fileName: 'passport.jpg', type: 'image/jpeg' },
  contract: { bytes: PDF_BYTES, fileName: 'contract.pdf', type: 'application/pdf' },
  inventory: { bytes: PNG_BYTES, fileName: 'inventory.png', type: 'image/png' },
});

describeEachDatabase(
  'tenants API',
  (getContext) => {
    const { auth, get, post } = signedInRequests(getContext);
    let propertyId = '';
    let otherPropertyId = '';

    beforeAll(async () => {
      const ownerId = await insertOwner(getContext().database.db, 'Owner');
      propertyId = await insertProperty(getContext().database.db, ownerId, 'Sky Residence 12A');
      otherPropertyId = await insertProperty(getContext().database.db, ownerId, 'Riverside 3B');
    });
    const register = (form: FormData | object, headers = auth()) =>
      post('/api/tenant/register', form, headers);
    const edit = (id: string, form: FormData | object, url = `/api/tenant/?id=${id}`) => post(url, form);

    async function createTenant(fields = tenantFields(propertyId), files: Record<string, UploadFile> = {}) {
      return successData(await register(multipartForm(fields, files)));
    }

    async function rows() {
      const db = getContext().database.db;
      const [tenantCount] = await db.select({ total: count() }).from(tenants);
      const [subCount] = await db.select({ total: count() }).from(subTenants);
      return [Number(tenantCount?.total), Number(subCount?.total)];
    }

    /** Rows and files before and after `action`: a rejected request must store nothing. */
    const expectNothingStored = nothingStoredCheck(
      () => getContext().database.db,
      [tenants, subTenants],
      dataDir,
    );

    describe('POST /api/tenant/register', () => {
      it('stores the tenant, its sub-tenants in order and its four files, answering the SPEC 3 shape', async () => {
        const fields = {
          ...tenantFields(propertyId, { email: 'Mixed.Case.Tenant@Example.com' }),
          ...subTenantFields(0),
          ...subTenantFields(1, { email: '', passport: '' }),
        };
        const response = await register(multipartForm(fields, fourFiles()));
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(body).toEqual(
          newRecordAnswer({
            email: 'Mixed.Case.Tenant@Example.com',
            profile: {
              ...TENANT_PROFILE,
              profileImage: expect.stringMatching(FILE_URL),
              property: {
                _id: propertyId,
                name: 'Sky Residence 12A',
                condoName: 'condoName 1',
                address: '99 Sathorn Rd',
                size: 45.5,
                rooms: 2,
                status: 'available',
                financialInfo: { monthlyRent: 25000 },
              },
              subTenants: [
                {
                  _id: expect.stringMatching(UUID),
                  firstName: 'Sub0',
                  nickName: 'S0',
                  surName: 'Srisuk',
                  email: 'sub0@example.com',
                  contactNo: '0811111111',
                  whatsAppNo: null,
                  dob: '1995-06-01',
                  nationality: 'Thai',
                  homeAddress: '9 Sukhumvit Rd',
                  passport: 'P000',
                },
                expect.objectContaining({ firstName: 'Sub1', email: null, passport: null }),
              ],
            },
            documents: {
              passport: expect.stringMatching(/\.jpg\?/),
              contract: expect.stringMatching(/\.pdf\?/),
              inventory: expect.stringMatching(/\.png\?/),
            },
          }),
        );
        expect(response.body).not.toContain(PASSWORD);
        expect(response.body).not.toMatch(/password/i);

        const [stored] = await getContext()
          .database.db.select({ passwordHash: tenants.passwordHash })
          .from(tenants)
          .where(eq(tenants.id, body.data._id));
        expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

        const contract = await get(body.data.documents.contract, {});
        expect(contract.statusCode).toBe(200);
        expect(contract.headers['content-type']).toBe('application/pdf');
        expect(contract.rawPayload.equals(PDF_BYTES)).toBe(true);
      });

      it('accepts a tenant without files or sub-tenants', async () => {
        const tenant = await createTenant();
        expect(tenant.profile.profileImage).toBeNull();
        expect(tenant.profile.subTenants).toEqual([]);
        expect(tenant.documents).toEqual({ passport: null, contract: null, inventory: null });
      });

      itRefusesEach(
        'answers 400 for %s with its message, storing nothing',
        [
          ['property', { property: '' }, 'Property is required'],
          ['firstName', { firstName: '' }, 'First name is required'],
          ['nickName', { nickName: ' ' }, 'Nickname is required'],
          ['surName', { surName: '' }, 'Surname is required'],
          ['contactNo', { contactNo: '' }, 'Contact number is required'],
          ['whatsAppNo', { whatsAppNo: '' }, 'WhatsApp number is required'],
          ['dob', { dob: '' }, 'Date of birth is required'],
          ['email', { email: '' }, 'Email is required'],
          ['nationality', { nationality: '' }, 'Nationality is required'],
          ['homeAddress', { homeAddress: '' }, 'Home address is required'],
          ['a bad email', { email: 'john.example.com' }, 'Invalid email format'],
          [
            'a bad date',
            { dob: '1990-13-01' },
            'Date of birth must be a valid date (yyyy-mm-dd, years 1900 to 2999)',
          ],
          ['no password', { password: '' }, 'Password is required'],
          ['an unknown property', { property: UNKNOWN_ID }, 'Choose an existing property.'],
          ['a malformed property id', { property: 'abc' }, 'Choose an existing property.'],
        ],
        (override: Record<string, string>) =>
          register(multipartForm(tenantFields(propertyId, override), fourFiles())),
        expectNothingStored,
      );

      it.each(REQUIRED_MESSAGES.subTenant)(
        'answers 400 for a sub-tenant without %s: "%s"',
        async (field, message) => {
          await expectNothingStored(async () => {
            const response = await register(
              multipartForm({ ...tenantFields(propertyId), ...subTenantFields(0, { [field]: '' }) }),
            );
            expectFailure(response, 400, message);
          });
        },
      );

      it('answers 400 for a sub-tenant with a bad email, and accepts one without the optional fields', async () => {
        const bad = await register(
          multipartForm({ ...tenantFields(propertyId), ...subTenantFields(0, { email: 'nope' }) }),
        );
        expectFailure(bad, 400, 'Invalid email format');
        const tenant = await createTenant({
          ...tenantFields(propertyId),
          ...subTenantFields(0, { email: '', whatsAppNo: '', passport: '' }),
        });
        expect(tenant.profile.subTenants[0]).toMatchObject({ email: null, whatsAppNo: null, passport: null });
      });

      it('answers 400 for more than 10 sub-tenants and for sub-tenants that are not a list', async () => {
        const eleven = Object.assign({}, ...Array.from({ length: 11 }, (_, index) => subTenantFields(index)));
        const tooMany = await register(multipartForm({ ...tenantFields(propertyId), ...eleven }));
        expectFailure(tooMany, 400, 'A tenant can have at most 10 sub-tenants.');
        const notList = await register(
          multipartForm({ ...tenantFields(propertyId), 'subTenants[first][firstName]': 'x' }),
        );
        expectFailure(notList, 400, 'Sub tenants must be a list');
        const notGroup = await register(multipartForm({ ...tenantFields(propertyId), 'subTenants[0]': 'x' }));
        expectFailure(notGroup, 400, 'Send each sub-tenant as subTenants[i][field] fields.');
        const clash = await register(
          multipartForm({ ...tenantFields(propertyId), subTenants: 'x', 'subTenants[0][firstName]': 'y' }),
        );
        expect(clash.statusCode).toBe(400);
      });

      it('answers 400 for a text file named .png, and for a profile image that is a PDF', async () => {
        await expectNothingStored(async () => {
          const files = fourFiles();
          files.contract = {
            bytes: Buffer.from('not a document'),
            fileName: 'c.pdf',
            type: 'application/pdf',
          };
          const response = await register(multipartForm(tenantFields(propertyId), files));
          expectFailure(
            response,
            400,
            'The contract, the inventory and sub-tenant passports must be PDF, PNG, JPEG or WebP.',
          );
          const pdfProfile = await register(
            multipartForm(tenantFields(propertyId), {
              profileImage: { bytes: PDF_BYTES, fileName: 'me.png', type: 'image/png' },
            }),
          );
          expectFailure(
            pdfProfile,
            400,
            'The profile image and the passport image must be PNG, JPEG or WebP.',
          );
        });
      });

      it('answers 413 for a file over 10 MB and 400 for an unexpected file, storing nothing', async () => {
        await expectNothingStored(async () => {
          const large = await register(
            multipartForm(tenantFields(propertyId), {
              inventory: {
                bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]),
                fileName: 'i.pdf',
              },
            }),
          );
          expectFailure(large, 413, 'A file may be at most 10 MB.');
          const unexpected = await register(
            multipartForm(tenantFields(propertyId), {
              'subTenants[0][passport]': { bytes: PDF_BYTES, fileName: 'p.pdf' },
            }),
          );
          expectFailure(unexpected, 400, 'The form has an unexpected file: subTenants[0][passport].');
        });
      });

      it('answers 409 for an email another tenant has, ignoring case, and stores nothing', async () => {
        await createTenant(tenantFields(propertyId, { email: 'taken-tenant@example.com' }));
        await expectNothingStored(async () => {
          const response = await register(
            multipartForm(tenantFields(propertyId, { email: ' TAKEN-tenant@example.COM ' }), fourFiles()),
          );
          expectFailure(response, 409, 'A tenant with this email already exists.');
        });
      });

      it('lets only one of two simultaneous registrations with one email in', async () => {
        const fields = tenantFields(propertyId, { email: `race-${Date.now()}@example.com` });
        const responses = await Promise.all([
          register(multipartForm(fields)),
          register(multipartForm({ ...fields, email: (fields.email as string).toUpperCase() })),
        ]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      });

      itTakesOnlySignedInForms(
        register,
        {
          form: () => multipartForm(tenantFields(propertyId), fourFiles()),
          json: () => tenantFields(propertyId),
        },
        expectNothingStored,
      );
    });

    describe('GET /api/tenant/all and /api/tenant/property/:propertyId', () => {
      it('answers a page with paging facts, newest first, with defaults page 1 and limit 15', async () => {
        const created = await createdAMinuteApart(getContext().clock, () =>
          createTenant({ ...tenantFields(otherPropertyId), ...subTenantFields(0) }),
        );
        const [total] = await rows();
        const page = await expectNewestFirst(get, '/api/tenant/all', created, total as number);
        expect(page.slice(0, 3)).toEqual(created);

        const ofProperty = await get(`/api/tenant/property/${otherPropertyId}?page=1&limit=2`);
        expect(ofProperty.statusCode).toBe(200);
        expect(ofProperty.json()).toMatchObject({ page: 1, limit: 2, total: 3 });
        expect(ofProperty.json().data).toEqual(created.slice(0, 2));
        const defaults = await get(`/api/tenant/property/${otherPropertyId}`);
        expect(defaults.json()).toMatchObject({ page: 1, limit: 15, total: 3 });
      });

      itAnswersEach('answers %s with %i', BAD_PAGING, (query) => get(`/api/tenant/all?${query}`));

      itAnswersEach('answers %s of a property with %i', BAD_PAGING, (query) =>
        get(`/api/tenant/property/${propertyId}?${query}`),
      );

      itAnswersEach(
        'answers the property %s with %i',
        [
          [UNKNOWN_ID, 404, 'Property not found.'],
          ['not-an-id', 400, 'The property id is not valid.'],
        ],
        (id) => get(`/api/tenant/property/${id}`),
      );

      itNeedsAToken('answers 401 without a token', (headers) => [
        get('/api/tenant/all', headers),
        get(`/api/tenant/property/${propertyId}`, headers),
      ]);
    });

    describe('GET /api/tenant/?id=', () => {
      it('answers the stored tenant, with and without the trailing slash', async () => {
        const created = await createTenant(
          { ...tenantFields(propertyId), ...subTenantFields(0) },
          fourFiles(),
        );
        for (const url of [`/api/tenant/?id=${created._id}`, `/api/tenant?id=${created._id}`]) {
          const response = await get(url);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ statusCode: 200, message: 'Success', data: created });
          expect(response.body).not.toMatch(/password/i);
        }
      });

      itAnswersEach('answers %s with %i', TENANT_ID_ROWS, (query) => get(`/api/tenant/?${query}`));

      itNeedsAToken('answers 401 without a token', (headers) => [
        get(`/api/tenant/?id=${UNKNOWN_ID}`, headers),
      ]);
    });

    describe('POST /api/tenant/?id= (edit)', () => {
      it('changes only the given fields, keeps the rest (files and sub-tenants too) and raises __v', async () => {
        const created = await createTenant(
          { ...tenantFields(propertyId), ...subTenantFields(0) },
          fourFiles(),
        );
        const response = await edit(
          created._id,
          multipartForm({ nickName: 'Jo', surName: '', email: '  ', dob: '', property: '' }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const expected = { ...created, __v: 1, profile: { ...created.profile, nickName: 'Jo' } };
        expect(response.json().data).toEqual(expected);
        expect((await get(`/api/tenant/?id=${created._id}`)).json().data).toEqual(expected);
        for (const url of [created.profile.profileImage, ...Object.values(created.documents)]) {
          expect((await get(url as string, {})).statusCode).toBe(200);
        }
        const again = await edit(
          created._id,
          multipartForm({ property: otherPropertyId }),
          `/api/tenant?id=${created._id}`,
        );
        expect(again.json().data).toMatchObject({
          __v: 2,
          profile: { nickName: 'Jo', property: { _id: otherPropertyId } },
        });
      });

      it('updates the sub-tenants it names (empty fields kept), adds new ones, keeps the others; "" changes none', async () => {
        const created = await createTenant({
          ...tenantFields(propertyId),
          ...subTenantFields(0),
          ...subTenantFields(1),
        });
        const [first, second] = created.profile.subTenants;
        const response = await edit(
          created._id,
          multipartForm({
            'subTenants[0][_id]': second._id,
            'subTenants[0][nickName]': 'Second renamed',
            'subTenants[1][firstName]': 'Newcomer',
            'subTenants[1][dob]': '2001-02-03',
          }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const subs = response.json().data.profile.subTenants;
        // Entry 1 has no _id and the sub-tenant at its position is named by entry 0: it is a new one.
        expect(subs).toEqual([
          first,
          { ...second, nickName: 'Second renamed' },
          expect.objectContaining({
            _id: expect.stringMatching(UUID),
            firstName: 'Newcomer',
            dob: '2001-02-03',
          }),
        ]);

        const unchanged = await edit(created._id, multipartForm({ subTenants: '' }));
        expect(unchanged.json().data.profile.subTenants).toEqual(subs);
        expect(unchanged.json().data.__v).toBe(2);
      });

      it('stores a sub-tenant passport file, replaces it and removes the old one', async () => {
        const created = await createTenant({ ...tenantFields(propertyId), ...subTenantFields(0) });
        const subId = created.profile.subTenants[0]._id;
        const withFile = await edit(
          created._id,
          multipartForm(
            { 'subTenants[0][_id]': subId },
            {
              'subTenants[0][passport]': {
                bytes: PDF_BYTES,
                fileName: 'passport.pdf',
                type: 'application/pdf',
              },
            },
          ),
        );
        expect(withFile.statusCode, withFile.body).toBe(200);
        const passportUrl = withFile.json().data.profile.subTenants[0].passport;
        expect(passportUrl).toMatch(FILE_URL);
        expect(passportUrl).toMatch(/\.pdf\?/);
        expect(withFile.json().data.profile.subTenants[0].firstName).toBe('Sub0');
        expect((await get(passportUrl, {})).rawPayload.equals(PDF_BYTES)).toBe(true);

        const replaced = await edit(
          created._id,
          multipartForm(
            { 'subTenants[0][_id]': subId },
            { 'subTenants[0][passport]': { bytes: PNG_BYTES, fileName: 'passport.png', type: 'image/png' } },
          ),
        );
        expect(replaced.json().data.profile.subTenants[0].passport).toMatch(/\.png\?/);
        expect((await get(passportUrl, {})).statusCode).toBe(404);

        const wrongType = await edit(
          created._id,
          multipartForm(
            { 'subTenants[0][_id]': subId },
            { 'subTenants[0][passport]': { bytes: Buffer.from('text'), fileName: 'p.pdf' } },
          ),
        );
        expectFailure(
          wrongType,
          400,
          'The contract, the inventory and sub-tenant passports must be PDF, PNG, JPEG or WebP.',
        );
      });

      it('replaces a tenant file with a new one and removes the old one', async () => {
        const created = await createTenant(tenantFields(propertyId), fourFiles());
        const response = await edit(
          created._id,
          multipartForm({}, { contract: { bytes: PNG_BYTES, fileName: 'contract.png', type: 'image/png' } }),
        );
        const updated = response.json().data;
        expect(updated.documents.contract).toMatch(/\.png\?/);
        expect(updated.documents.inventory).toBe(created.documents.inventory);
        expect((await get(created.documents.contract, {})).statusCode).toBe(404);
      });

      it.each([
        [{ email: 'nope' }, 'Invalid email format'],
        [{ dob: '15/01/1990' }, 'Date of birth must be a valid date (yyyy-mm-dd, years 1900 to 2999)'],
        [{ property: UNKNOWN_ID }, 'Choose an existing property.'],
        [{ 'subTenants[0][email]': 'bad' }, 'Invalid email format'],
        [
          { 'subTenants[0][_id]': UNKNOWN_ID },
          'A sub-tenant of this edit does not belong to the tenant. Reload the tenant and try again.',
        ],
      ])('answers 400 for %o and changes nothing', async (fields, message) => {
        const created = await createTenant({ ...tenantFields(propertyId), ...subTenantFields(0) });
        await expectNothingStored(async () => {
          const response = await edit(created._id, multipartForm({ firstName: 'Not saved', ...fields }));
          expectFailure(response, 400, message);
        });
        expect((await get(`/api/tenant/?id=${created._id}`)).json().data).toEqual(created);
      });

      it('changes the email, and answers 409 for an email another tenant has', async () => {
        const other = await createTenant(tenantFields(propertyId, { email: 'other-tenant@example.com' }));
        const created = await createTenant();
        const same = await edit(created._id, multipartForm({ email: created.email.toUpperCase() }));
        expect(same.statusCode).toBe(200);
        const taken = await edit(created._id, multipartForm({ email: other.email.toUpperCase() }));
        expectFailure(taken, 409, 'A tenant with this email already exists.');
      });

      itAnswersEach('answers %s with %i', TENANT_ID_ROWS, (query) =>
        edit('', multipartForm({ firstName: 'Nobody' }), `/api/tenant/?${query}`),
      );

      it('answers 415 to a JSON body and 401 without a token, changing nothing', async () => {
        const created = await createTenant();
        expect((await edit(created._id, { firstName: 'Json' })).statusCode).toBe(415);
        const anonymous = await post(
          `/api/tenant/?id=${created._id}`,
          multipartForm({ firstName: 'Anonymous' }),
          {},
        );
        expect(anonymous.statusCode).toBe(401);
        expect((await get(`/api/tenant/?id=${created._id}`)).json().data).toEqual(created);
      });
    });
  },
  { env: { DATA_DIR: dataDir } },
);
