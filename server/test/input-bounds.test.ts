// OWASP ASVS 5 level 2 "bounded, clean input": each finding of the black-box review as a test. Bad input is
// answered 400 or 413 with a message that names the field; never 500, never a stack trace, never a half-written
// record; multipart text parts are capped and unknown parts drained, not buffered.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { owners } from '../src/db/schema/owners';
import { properties } from '../src/db/schema/properties';
import { tenants } from '../src/db/schema/tenants';
import { LONGEST_TEXT_BYTES, MAX_TEXT_PART_BYTES } from '../src/files/multipart-form';
import { expectFailure } from './failure-answers';
import { describeEachDatabase } from './harness';
import { multipartForm } from './multipart-helper';
import { nothingStoredCheck, ownerFields, propertyFields, tenantFields } from './records';
import { signedInRequests, successData } from './signed-in-requests';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-input-bounds-test-'));
const MEBIBYTE = 1024 * 1024;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DATE_MESSAGE = (label: string) => `${label} must be a valid date (yyyy-mm-dd, years 1900 to 2999)`;
const TOO_LONG_PART = (name: string) => `The field ${name} is too long: a text field may be at most 8 KB.`;

interface StreamedPart {
  name: string;
  /** A text value; otherwise `bytes` bytes of 'a' are generated. */
  value?: string;
  bytes?: number;
  filename?: string;
}

/**
 * A multipart body generated while it is read, 64 KiB at a time from one reused buffer: a body of hundreds of
 * MiB costs the test no memory, and `produced()` tells how much of it the server has pulled.
 */
function streamedMultipart(parts: StreamedPart[]) {
  const boundary = `----pm-bounds-${randomBytes(8).toString('hex')}`;
  const block = Buffer.alloc(64 * 1024, 'a');
  let produced = 0;
  let blocks = 0;
  async function* generate() {
    for (const part of parts) {
      const file = part.filename
        ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
        : '';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      );
      produced += head.length;
      yield head;
      if (part.value !== undefined) {
        produced += Buffer.byteLength(part.value);
        yield Buffer.from(part.value);
      } else {
        let left = part.bytes ?? 0;
        while (left > 0) {
          // Let timers run now and then (the memory sampler among them), as a network would.
          blocks += 1;
          if (blocks % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
          const size = Math.min(left, block.length);
          left -= size;
          produced += size;
          yield size === block.length ? block : block.subarray(0, size);
        }
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(generate(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
    produced: () => produced,
  };
}

/** The memory the JavaScript heap uses (where a buffered body's texts would live), in bytes. */
const usedMemory = () => process.memoryUsage().heapUsed;

/** Runs `action` while sampling the memory in use; answers the result and the peak growth. */
async function withPeakMemory<T>(action: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const baseline = usedMemory();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, usedMemory());
  }, 5);
  try {
    const result = await action();
    peak = Math.max(peak, usedMemory());
    return { result, growth: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

/** The failure shape of DESIGN 4, without a stack trace or SQL text. */
function expectCleanFailure(response: LightMyRequestResponse, statusCode: number, message: string) {
  expectFailure(response, statusCode, message);
  expect(response.body).not.toMatch(/ {4}at |select |insert |violates|PGlite|drizzle/i);
}

describeEachDatabase(
  'bounded, clean input (ASVS 5 level 2)',
  (getContext) => {
    const { auth, get, post, remove } = signedInRequests(getContext);
    const postStreamed = (url: string, body: ReturnType<typeof streamedMultipart>) =>
      post(url, body.payload, { ...auth(), 'content-type': body.contentType });
    let ownerId = '';
    let propertyId = '';
    let tenantId = '';

    /** Rows and files before and after `action`: a refused request stores nothing. */
    const expectNothingStored = nothingStoredCheck(
      () => getContext().database.db,
      [owners, properties, tenants],
      dataDir,
    );

    /** The create at `url` is refused with the status code and the message, storing nothing. */
    async function expectCreateRefused(
      url: string,
      fields: Record<string, string>,
      statusCode: number,
      message: string,
    ) {
      await expectNothingStored(async () => {
        expectCleanFailure(await post(url, multipartForm(fields)), statusCode, message);
      });
    }

    /** The record read at `readUrl` is the same before and after `action`: a refused edit changes nothing. */
    async function expectUnchanged(readUrl: string, action: () => Promise<void>) {
      const before = (await get(readUrl)).json().data;
      await action();
      expect((await get(readUrl)).json().data).toEqual(before);
    }

    /** `fields` on create and `{ [field]: value }` on edit of the stored record are both refused with 400. */
    async function expectRefusedOnCreateAndEdit(
      urls: { create: string; record: string; edit: string },
      fields: Record<string, string>,
      [field, value]: [string, string],
      message: string,
    ) {
      await expectNothingStored(async () => {
        expectCleanFailure(await post(urls.create, multipartForm(fields)), 400, message);
      });
      await expectUnchanged(urls.record, async () => {
        expectCleanFailure(await post(urls.edit, multipartForm({ [field]: value })), 400, message);
      });
    }

    beforeAll(async () => {
      ownerId = successData(await post('/api/owner/register', multipartForm(ownerFields())))._id;
      propertyId = successData(await post('/api/property/', multipartForm(propertyFields(ownerId))))._id;
      tenantId = successData(await post('/api/tenant/register', multipartForm(tenantFields(propertyId))))._id;
    });

    describe('addresses', () => {
      it('a malformed %-encoding in the path answers 400 in the failure shape', async () => {
        for (const url of ['/api/tenant/property/%C0%AF', '/api/files/%C0%AF', '/api/contracts/%E0%A4%A']) {
          expectCleanFailure(await get(url), 400, 'The address is not valid: it has a malformed %-encoding.');
        }
      });

      it('a path parameter over its maximum length answers 414 in the failure shape', async () => {
        const response = await remove(`/api/contracts/${'a'.repeat(500)}`);
        expectCleanFailure(response, 414, 'The address is too long.');
      });
    });

    describe('sign-in and recovery (no token)', () => {
      it('login: a NUL in the email is refused with 400 naming the field', async () => {
        const response = await post(
          '/api/auth/login',
          { email: 'admin@example.com\u0000', password: 'whatever' },
          {},
        );
        expectCleanFailure(response, 400, 'Email must not contain control characters.');
      });

      it('login: an email of 6,000 characters is refused with 400', async () => {
        const response = await post(
          '/api/auth/login',
          { email: `${'a'.repeat(5988)}@example.com`, password: 'whatever' },
          {},
        );
        expectCleanFailure(response, 400, 'Email must be at most 254 characters.');
      });

      it('login: a password of 129 characters, or of another type, is refused naming the field', async () => {
        const long = await post(
          '/api/auth/login',
          { email: 'admin@example.com', password: 'p'.repeat(129) },
          {},
        );
        expectCleanFailure(long, 400, 'Password must be at most 128 characters.');
        const typed = await post('/api/auth/login', { email: 'admin@example.com', password: 12345 }, {});
        expectCleanFailure(typed, 400, 'Password must be text.');
      });

      it.each(['/api/auth/forgot-password/request', '/api/auth/forgot-password/resend-code'])(
        '%s: a NUL or a 6,000-character email is refused with 400',
        async (url) => {
          expectCleanFailure(
            await post(url, { email: 'admin@example.com\u0000' }, {}),
            400,
            'Email must not contain control characters.',
          );
          expectCleanFailure(
            await post(url, { email: `${'b'.repeat(5988)}@example.com` }, {}),
            400,
            'Email must be at most 254 characters.',
          );
        },
      );

      it('validate and change-password: a NUL in the code or the password is refused with 400', async () => {
        expectCleanFailure(
          await post(
            '/api/auth/forgot-password/validate',
            { email: 'admin@example.com', code: '12\u00003456' },
            {},
          ),
          400,
          'Code must not contain control characters.',
        );
        expectCleanFailure(
          await post(
            '/api/auth/forgot-password/change-password',
            { email: 'admin@example.com', newPassword: 'abc\u0000def', confirmPassword: 'abc\u0000def' },
            {},
          ),
          400,
          'New password must not contain control characters.',
        );
      });

      it('still signs the staff user in afterwards', async () => {
        expect(await getContext().login()).toEqual(expect.any(String));
      });
    });

    describe('owners', () => {
      it.each([
        ['name', 'Name'],
        ['nickName', 'Nickname'],
        ['email', 'Email'],
        ['passportNo', 'Passport number'],
        ['bankName', 'Bank name'],
        ['billingThreshold', 'Billing threshold'],
      ])(
        'register: a NUL in %s is refused with 400 naming the field, storing nothing',
        async (field, label) => {
          const fields = ownerFields();
          await expectCreateRefused(
            '/api/owner/register',
            { ...fields, [field]: `${fields[field]}\u0000x` },
            400,
            `${label} must not contain control characters.`,
          );
        },
      );

      it('register: an email of 6,000 characters is refused with 400, storing nothing', async () => {
        await expectCreateRefused(
          '/api/owner/register',
          ownerFields({ email: `${'a'.repeat(5988)}@example.com` }),
          400,
          'Email must be at most 254 characters.',
        );
      });

      it.each([
        ['dob', '0000-01-01', 'Date of birth'],
        ['dob', '1899-12-31', 'Date of birth'],
        ['passportExpiry', '0000-01-01', 'Passport expiry date'],
        ['passportExpiry', '3000-01-01', 'Passport expiry date'],
      ])(
        'register and edit: %s %s is refused with 400, storing and changing nothing',
        async (field, value, label) => {
          await expectRefusedOnCreateAndEdit(
            {
              create: '/api/owner/register',
              record: `/api/owner?id=${ownerId}`,
              edit: `/api/owner/?id=${ownerId}`,
            },
            ownerFields({ [field]: value }),
            [field, value],
            DATE_MESSAGE(label),
          );
        },
      );

      it('register: a text of 201 characters is refused with 400 naming the field', async () => {
        await expectCreateRefused(
          '/api/owner/register',
          ownerFields({ bankName: 'b'.repeat(201) }),
          400,
          'Bank name must be at most 200 characters.',
        );
      });

      it('register: a 2 MiB text field is refused with 413 naming it, storing nothing', async () => {
        await expectCreateRefused(
          '/api/owner/register',
          ownerFields({ bankName: 'b'.repeat(2 * MEBIBYTE) }),
          413,
          TOO_LONG_PART('bankName'),
        );
      });

      it('register: eight 1 MiB text fields are refused with 413 (the first one named), storing nothing', async () => {
        const large = 'x'.repeat(MEBIBYTE);
        await expectCreateRefused(
          '/api/owner/register',
          ownerFields({
            name: large,
            nickName: large,
            passportNo: large,
            bankAccNo: large,
            bankName: large,
            bankBranch: large,
            billingThreshold: large,
            contactNo: large,
          }),
          413,
          TOO_LONG_PART('name'),
        );
      });

      it('edit: a 2 MiB text field is refused with 413 naming it, changing nothing', async () => {
        await expectUnchanged(`/api/owner?id=${ownerId}`, async () => {
          const response = await post(
            `/api/owner/?id=${ownerId}`,
            multipartForm({ nickName: 'n'.repeat(2 * MEBIBYTE) }),
          );
          expectCleanFailure(response, 413, TOO_LONG_PART('nickName'));
        });
      });

      it('register: 150 unknown fields of 1 MiB each are drained, not buffered (memory stays well below 150 MiB)', async () => {
        const body = streamedMultipart([
          ...Array.from({ length: 150 }, (_, index) => ({ name: `unknown${index}`, bytes: MEBIBYTE })),
          ...Object.entries(ownerFields({ name: '' })).map(([name, value]) => ({ name, value })),
        ]);
        await expectNothingStored(async () => {
          const { result: response, growth } = await withPeakMemory(() =>
            postStreamed('/api/owner/register', body),
          );
          // The known fields came after the unknown ones: the whole body was read, and "name" was empty.
          expectCleanFailure(response, 400, 'Name is required');
          expect(body.produced()).toBeGreaterThan(150 * MEBIBYTE);
          expect(growth).toBeLessThan(64 * MEBIBYTE);
        });
      });

      it('register: an unknown file part is drained and refused with 400 naming it', async () => {
        const body = streamedMultipart([
          { name: 'avatar', filename: 'big.bin', bytes: 20 * MEBIBYTE },
          ...Object.entries(ownerFields()).map(([name, value]) => ({ name, value })),
        ]);
        await expectNothingStored(async () => {
          const { result: response, growth } = await withPeakMemory(() =>
            postStreamed('/api/owner/register', body),
          );
          expectCleanFailure(response, 400, 'The form has an unexpected file: avatar.');
          expect(growth).toBeLessThan(64 * MEBIBYTE);
        });
      });
    });

    describe('properties', () => {
      it.each([
        ['name', 'Name'],
        ['description', 'Description'],
        ['location[neighbourhood]', 'Neighbourhood'],
      ])('add: a NUL in %s is refused with 400 naming the field, storing nothing', async (field, label) => {
        await expectCreateRefused(
          '/api/property/',
          propertyFields(ownerId, { [field]: 'Sea\u0000View' }),
          400,
          `${label} must not contain control characters.`,
        );
      });

      it('add and edit: billingDate 0000-01-01 is refused with 400, storing and changing nothing', async () => {
        await expectRefusedOnCreateAndEdit(
          {
            create: '/api/property/',
            record: `/api/property/?id=${propertyId}`,
            edit: `/api/property/?id=${propertyId}`,
          },
          propertyFields(ownerId, { billingDate: '0000-01-01' }),
          ['billingDate', '0000-01-01'],
          DATE_MESSAGE('Billing date'),
        );
      });

      it('a description of 2,000 three-byte characters with line breaks fits; 2,001 characters do not', async () => {
        expect(LONGEST_TEXT_BYTES).toBeLessThanOrEqual(MAX_TEXT_PART_BYTES);
        const longest = `${'ก'.repeat(999)}\r\n\t${'ข'.repeat(998)}`;
        expect(longest).toHaveLength(2000);
        const response = await post(
          '/api/property/',
          multipartForm(propertyFields(ownerId, { description: longest })),
        );
        expect(response.statusCode, response.body).toBe(200);
        // Multipart CRLF is stored as LF (and the text trimmed).
        expect(response.json().data.description).toBe(`${'ก'.repeat(999)}\n\t${'ข'.repeat(998)}`);
        await expectCreateRefused(
          '/api/property/',
          propertyFields(ownerId, { description: 'ก'.repeat(2001) }),
          400,
          'Description must be at most 2000 characters.',
        );
      });

      it('add: a 2 MiB text field is refused with 413 naming it, storing nothing', async () => {
        await expectCreateRefused(
          '/api/property/',
          propertyFields(ownerId, { 'financialInfo[monthlyRent]': '1'.repeat(2 * MEBIBYTE) }),
          413,
          TOO_LONG_PART('financialInfo[monthlyRent]'),
        );
      });
    });

    describe('tenants', () => {
      it.each([
        ['firstName', 'First name'],
        ['nationality', 'Nationality'],
        ['homeAddress', 'Home address'],
        ['subTenants[0][firstName]', 'Sub-tenant first name'],
        ['subTenants[0][homeAddress]', 'Sub-tenant home address'],
      ])(
        'register: a NUL in %s is refused with 400 naming the field, storing nothing',
        async (field, label) => {
          const subTenant = {
            'subTenants[0][firstName]': 'Mali',
            'subTenants[0][nickName]': 'Mal',
            'subTenants[0][surName]': 'Srisuk',
            'subTenants[0][contactNo]': '0811111111',
            'subTenants[0][dob]': '1995-06-01',
            'subTenants[0][nationality]': 'Thai',
            'subTenants[0][homeAddress]': '9 Sukhumvit Rd',
          };
          await expectCreateRefused(
            '/api/tenant/register',
            { ...tenantFields(propertyId, subTenant), [field]: 'Ma\u0000li' },
            400,
            `${label} must not contain control characters.`,
          );
        },
      );

      it('register: a home address may hold tab and line breaks; other control characters are refused', async () => {
        const response = await post(
          '/api/tenant/register',
          multipartForm(tenantFields(propertyId, { homeAddress: '1 Baker Street\n\tLondon' })),
        );
        expect(response.statusCode, response.body).toBe(200);
        // FormData sends line breaks as CRLF.
        expect(response.json().data.profile.homeAddress).toMatch(/^1 Baker Street\r?\n\tLondon$/);
        const refused = await post(
          '/api/tenant/register',
          multipartForm(tenantFields(propertyId, { homeAddress: '1 Baker Street\u000bLondon' })),
        );
        expectCleanFailure(refused, 400, 'Home address must not contain control characters.');
      });

      it('register and edit: dob 0000-01-01 is refused with 400, storing and changing nothing', async () => {
        await expectRefusedOnCreateAndEdit(
          {
            create: '/api/tenant/register',
            record: `/api/tenant/?id=${tenantId}`,
            edit: `/api/tenant/?id=${tenantId}`,
          },
          tenantFields(propertyId, { dob: '0000-01-01' }),
          ['dob', '0000-01-01'],
          DATE_MESSAGE('Date of birth'),
        );
      });

      it('register: a 6,000-character email is refused with 400', async () => {
        await expectCreateRefused(
          '/api/tenant/register',
          tenantFields(propertyId, { email: `${'t'.repeat(5988)}@example.com` }),
          400,
          'Email must be at most 254 characters.',
        );
      });

      it('register: a 2 MiB sub-tenant field is refused with 413 naming it, storing nothing', async () => {
        await expectCreateRefused(
          '/api/tenant/register',
          tenantFields(propertyId, { 'subTenants[0][homeAddress]': 'h'.repeat(2 * MEBIBYTE) }),
          413,
          TOO_LONG_PART('subTenants[0][homeAddress]'),
        );
      });
    });

    it.each([
      ['owner', '/api/owner/', { name: 'name', bytes: 200 * MEBIBYTE }, 'Owner not found.'],
      ['property', '/api/property/', { name: 'description', bytes: 200 * MEBIBYTE }, 'Property not found.'],
      [
        'tenant',
        '/api/tenant/',
        { name: 'inventory', filename: 'big.pdf', bytes: 200 * MEBIBYTE },
        'Tenant not found.',
      ],
    ])('edit of an unknown %s answers 404 before reading a large body', async (_noun, url, part, message) => {
      const body = streamedMultipart([part]);
      const response = await postStreamed(`${url}?id=${UNKNOWN_ID}`, body);
      expectCleanFailure(response, 404, message);
      expect(body.produced()).toBeLessThan(MEBIBYTE);
    });
  },
  { env: { DATA_DIR: dataDir } },
);
