// Issue 23, item 6: bad input never crashes. A form's field names, their nesting and its numbers of fields, files
// and parts are bounded before the form is nested or validated; each bound is refused with 400 or 413 and a
// sentence naming it, and the server answers a normal request afterwards.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MAX_OWNER_IMAGE_MEGABYTES, OWNER_IMAGE_FIELDS } from '@pm/schemas/owner-fields';
import {
  MAX_PROPERTY_DOCUMENT_MEGABYTES,
  MAX_PROPERTY_IMAGES,
  MAX_PROPERTY_PHOTO_MEGABYTES,
  PROPERTY_DOCUMENT_FIELDS,
} from '@pm/schemas/property-fields';
import { MAX_IMPORT_MEGABYTES } from '@pm/schemas/spreadsheet-import';
import { MAX_SUB_TENANTS, MAX_TENANT_FILE_MEGABYTES, TENANT_FILE_FIELDS } from '@pm/schemas/tenant-fields';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JPEG } from '../src/files/file-types';
import {
  FIELD_NAME_TOO_LONG,
  FORM_FILES_TOO_LARGE,
  fileBytesBeingReceivedNow,
  MAX_FIELD_NAME_LENGTH,
  RECEIVING_TOO_MANY_FILES,
  RECEIVING_TOO_MANY_FILES_RETRY_AFTER_SECONDS,
  readMultipartForm,
  textFieldNames,
  UNREADABLE_FORM,
} from '../src/files/multipart-form';
import { MAX_BRACKET_DEPTH, nestBracketFields, nestedTooDeeply } from '../src/http/bracket-fields';
import {
  MAX_FILE_MEGABYTES,
  MAX_FORM_FILE_MEGABYTES,
  MAX_RECEIVING_FILE_MEGABYTES,
  MULTIPART_LIMITS,
  registerErrorHandling,
} from '../src/http/errors';
import { expectFailure } from './failure-answers';
import { ADMIN, describeEachDatabase } from './harness';
import { JPEG_BYTES, multipartForm, type SizedUpload, streamedMultipart } from './multipart-helper';
import { ownerFields, propertyFields, tenantFields } from './records';
import { signedInRequests, successData } from './signed-in-requests';

const MEBIBYTE = 1024 * 1024;
const THOUSANDS_DEEP = `subTenants[0]${'[a]'.repeat(5000)}`;

describe('nestBracketFields', () => {
  it(`nests names of up to ${MAX_BRACKET_DEPTH} bracket groups`, () => {
    const name = `a${'[b]'.repeat(MAX_BRACKET_DEPTH)}`;
    let expected: unknown = 'x';
    for (let level = 0; level < MAX_BRACKET_DEPTH; level += 1) expected = { b: expected };
    expect(nestBracketFields({ [name]: 'x' })).toEqual({ a: expected });
  });

  it('refuses a deeper name with 400 naming the field and the limit, however deep', () => {
    for (const name of [`a${'[b]'.repeat(MAX_BRACKET_DEPTH + 1)}`, THOUSANDS_DEEP]) {
      expect(() => nestBracketFields({ [name]: 'x' })).toThrow(
        expect.objectContaining({
          name: 'BracketFieldError',
          statusCode: 400,
          message: nestedTooDeeply(name),
        }),
      );
    }
    expect(nestedTooDeeply('a[b]')).toBe(
      `The field a[b] is nested too deeply (at most ${MAX_BRACKET_DEPTH} levels of brackets): rename it.`,
    );
  });
});

describe('readMultipartForm', () => {
  /**
   * A route reading up to `maxPhotos` photos of `maxBytes` each and one deed, on a Fastify without multipart limits
   * of its own.
   */
  async function photoApp(maxBytes = MEBIBYTE, maxPhotos = 1000) {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(multipart);
    app.post('/photos', async (request) => {
      const form = await readMultipartForm(request, {
        textFields: textFieldNames(['title']),
        fileFields: ['photos', 'deed'],
        accept: [JPEG],
        maxBytes,
        tooLargeMessage: 'A photo is too large.',
        wrongTypeMessage: 'Send photos as JPEG.',
        fieldRules: { photos: { repeated: { maxCount: maxPhotos, tooManyMessage: 'Too many photos.' } } },
      });
      return { photos: form.fileLists.photos?.length ?? 0, deed: form.files.deed !== undefined };
    });
    return app;
  }
  const photos = (count: number) =>
    Array.from({ length: count }, () => ({ name: 'photos', bytes: JPEG_BYTES, fileName: 'a.jpg' }));
  const send = async (app: FastifyInstance, form: FormData) =>
    app.inject({ method: 'POST', url: '/photos', payload: form as unknown as string });

  it('sets its own limits: more files or fields than MULTIPART_LIMITS are refused with 413 naming them', async () => {
    const app = await photoApp();
    const { files, fields } = MULTIPART_LIMITS;
    expect((await send(app, multipartForm({}, photos(files)))).json()).toEqual({
      photos: files,
      deed: false,
    });
    expectFailure(
      await send(app, multipartForm({}, photos(files + 1))),
      413,
      `The form has too many files (at most ${files}). Send fewer files.`,
    );
    const manyFields = Object.fromEntries(
      Array.from({ length: fields + 1 }, (_, index) => [`f${index}`, 'x']),
    );
    expectFailure(
      await send(app, multipartForm(manyFields)),
      413,
      `The form has too many fields (at most ${fields}). Send only the form's own fields.`,
    );
    await app.close();
  });

  it(`refuses files over ${MAX_FORM_FILE_MEGABYTES} MB together with 413 naming the limit, reading the form up to it`, async () => {
    const app = await photoApp(MAX_FILE_MEGABYTES * MEBIBYTE);
    const count = MAX_FORM_FILE_MEGABYTES / MAX_FILE_MEGABYTES;
    expect(Number.isInteger(count) && count < MULTIPART_LIMITS.files).toBe(true);
    const fullPhotos: SizedUpload[] = Array.from({ length: count }, () => ({
      name: 'photos',
      head: JPEG_BYTES,
      size: MAX_FILE_MEGABYTES * MEBIBYTE,
    }));
    const sendStreamed = (files: SizedUpload[]) => {
      const { payload, contentType } = streamedMultipart({ title: 'x' }, files);
      return app.inject({
        method: 'POST',
        url: '/photos',
        payload,
        headers: { 'content-type': contentType },
      });
    };
    expect((await sendStreamed(fullPhotos)).json()).toEqual({ photos: count, deed: false });
    const oneByteMore: SizedUpload = { name: 'photos', head: Buffer.from([0xff]), size: 1 };
    expectFailure(await sendStreamed([...fullPhotos, oneByteMore]), 413, FORM_FILES_TOO_LARGE);
    expect(FORM_FILES_TOO_LARGE).toBe(
      `The form's files are too large together (at most ${MAX_FORM_FILE_MEGABYTES} MB in one form). Send fewer or smaller files.`,
    );
    await app.close();
  });

  it('refuses a second file of a single field, or one more file of a full list, with 400 before reading its bytes (however large)', async () => {
    const app = await photoApp(MEBIBYTE, 2);
    const sendStreamed = (files: SizedUpload[]) => {
      const { payload, contentType } = streamedMultipart({}, files);
      return app.inject({
        method: 'POST',
        url: '/photos',
        payload,
        headers: { 'content-type': contentType },
      });
    };
    const small = (name: string): SizedUpload => ({ name, head: JPEG_BYTES, size: JPEG_BYTES.length });
    const overTheFileSize = (name: string): SizedUpload => ({ name, head: JPEG_BYTES, size: 2 * MEBIBYTE });
    expect((await sendStreamed([small('deed'), small('photos'), small('photos')])).json()).toEqual({
      photos: 2,
      deed: true,
    });
    expectFailure(
      await sendStreamed([small('deed'), overTheFileSize('deed')]),
      400,
      'Send only one file for deed.',
    );
    expectFailure(
      await sendStreamed([small('photos'), small('photos'), overTheFileSize('photos')]),
      400,
      'Too many photos.',
    );
    expectFailure(await sendStreamed([small('deed'), small('deed')]), 400, 'Send only one file for deed.');
    expectFailure(
      await sendStreamed([small('photos'), small('photos'), small('photos')]),
      400,
      'Too many photos.',
    );
    await app.close();
  });

  it('still ignores the empty part a browser sends for a file input left empty, after a full list too', async () => {
    const app = await photoApp(MEBIBYTE, 2);
    const leftEmpty = { name: 'photos', bytes: Buffer.alloc(0), fileName: '' };
    const form = multipartForm({}, [...photos(2), leftEmpty, { ...leftEmpty, name: 'deed' }]);
    expect((await send(app, form)).json()).toEqual({ photos: 2, deed: false });
    await app.close();
  });

  it(`holds at most ${MAX_RECEIVING_FILE_MEGABYTES} MB of files being received by all forms at once: a form past it is refused with 503 and retry-after, and every form gives its bytes back`, async () => {
    const app = await photoApp(MAX_FILE_MEGABYTES * MEBIBYTE);
    expect(MAX_RECEIVING_FILE_MEGABYTES).toBe(2 * MAX_FORM_FILE_MEGABYTES);
    const count = MAX_FORM_FILE_MEGABYTES / MAX_FILE_MEGABYTES;
    const fullForm: SizedUpload[] = Array.from({ length: count }, () => ({
      name: 'photos',
      head: JPEG_BYTES,
      size: MAX_FILE_MEGABYTES * MEBIBYTE,
    }));
    const smallPhoto: SizedUpload = { name: 'photos', head: JPEG_BYTES, size: JPEG_BYTES.length };
    const sendStreamed = (files: SizedUpload[], endAfter?: Promise<void>) => {
      const { payload, contentType } = streamedMultipart({}, files, { endAfter });
      return app.inject({
        method: 'POST',
        url: '/photos',
        payload,
        headers: { 'content-type': contentType },
      });
    };
    const heldOpen = () => {
      let end = () => {};
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      return { ended, end };
    };
    const receivedNow = (megabytes: number) =>
      vi.waitFor(() => expect(fileBytesBeingReceivedNow()).toBe(megabytes * MEBIBYTE), { timeout: 20_000 });

    await receivedNow(0);
    const first = heldOpen();
    const firstAnswer = sendStreamed(fullForm, first.ended);
    await receivedNow(MAX_FORM_FILE_MEGABYTES);
    // Refused by its own bound (413) after holding the rest of the process's: what it held is given back.
    expectFailure(await sendStreamed([...fullForm, smallPhoto]), 413, FORM_FILES_TOO_LARGE);
    await receivedNow(MAX_FORM_FILE_MEGABYTES);
    const second = heldOpen();
    const secondAnswer = sendStreamed(fullForm, second.ended);
    await receivedNow(MAX_RECEIVING_FILE_MEGABYTES);

    const refused = await sendStreamed([smallPhoto]);
    expectFailure(refused, 503, RECEIVING_TOO_MANY_FILES);
    expect(refused.headers['retry-after']).toBe(String(RECEIVING_TOO_MANY_FILES_RETRY_AFTER_SECONDS));
    expect(RECEIVING_TOO_MANY_FILES).toBe(
      'The server is receiving too many files at the moment. Please send the form again in a moment.',
    );

    first.end();
    second.end();
    expect((await firstAnswer).json()).toEqual({ photos: count, deed: false });
    expect((await secondAnswer).json()).toEqual({ photos: count, deed: false });
    await receivedNow(0);
    expect((await sendStreamed([smallPhoto])).json()).toEqual({ photos: 1, deed: false });
    await app.close();
  });

  it(`${MAX_FORM_FILE_MEGABYTES} MB is what the largest form may carry: a tenant edit with ${MAX_SUB_TENANTS} sub-tenants' passports`, () => {
    const largestForms = {
      tenantEdit: (TENANT_FILE_FIELDS.length + MAX_SUB_TENANTS) * MAX_TENANT_FILE_MEGABYTES,
      tenantRegister: TENANT_FILE_FIELDS.length * MAX_TENANT_FILE_MEGABYTES,
      property:
        MAX_PROPERTY_IMAGES * MAX_PROPERTY_PHOTO_MEGABYTES +
        Object.keys(PROPERTY_DOCUMENT_FIELDS).length * MAX_PROPERTY_DOCUMENT_MEGABYTES,
      owner: OWNER_IMAGE_FIELDS.length * MAX_OWNER_IMAGE_MEGABYTES,
      import: MAX_IMPORT_MEGABYTES,
    };
    expect(largestForms.tenantEdit).toBe(MAX_FORM_FILE_MEGABYTES);
    expect(Math.max(...Object.values(largestForms))).toBe(MAX_FORM_FILE_MEGABYTES);
  });
});

/** A raw multipart body of `count` parts produced by `part(index)` (the lines between two boundaries). */
function rawMultipart(count: number, part: (index: number) => string) {
  const boundary = `----pm-limits-${randomBytes(8).toString('hex')}`;
  const parts = Array.from({ length: count }, (_, index) => `--${boundary}\r\n${part(index)}\r\n`);
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describeEachDatabase('bounded forms: names, nesting and counts', (getContext) => {
  const { auth, post } = signedInRequests(getContext);
  let propertyId = '';
  const register = (extra: Record<string, string>) =>
    post('/api/tenant/register', multipartForm(tenantFields(propertyId, extra)));
  const postRaw = (body: ReturnType<typeof rawMultipart>) =>
    post('/api/tenant/register', body.payload, { ...auth(), 'content-type': body.contentType });

  /** The refusal, then a normal registration: the server is still up and answers it. */
  async function expectRefusedThenServed(
    response: Promise<LightMyRequestResponse>,
    statusCode: number,
    message: string,
  ) {
    expectFailure(await response, statusCode, message);
    successData(await register({}));
  }

  beforeAll(async () => {
    const ownerId = successData(await post('/api/owner/register', multipartForm(ownerFields())))._id;
    propertyId = successData(await post('/api/property/', multipartForm(propertyFields(ownerId))))._id;
  });

  it('a field name of brackets thousands deep is refused with 400 naming the length limit', async () => {
    await expectRefusedThenServed(register({ [THOUSANDS_DEEP]: 'x' }), 400, FIELD_NAME_TOO_LONG);
    expect(FIELD_NAME_TOO_LONG).toBe(
      `A field name is too long (at most ${MAX_FIELD_NAME_LENGTH} characters). Send the form with its own field names.`,
    );
  });

  it('a short name nested too deeply is refused with 400 naming the field and the depth limit', async () => {
    const name = `subTenants[0][homeAddress]${'[a]'.repeat(MAX_BRACKET_DEPTH)}`;
    expect(name.length).toBeLessThanOrEqual(MAX_FIELD_NAME_LENGTH);
    await expectRefusedThenServed(register({ [name]: 'x' }), 400, nestedTooDeeply(name));
  });

  it('a field name of 1 MB is refused with 400, as a text field and as a file', async () => {
    const name = 'n'.repeat(MEBIBYTE);
    await expectRefusedThenServed(register({ [name]: 'x' }), 400, FIELD_NAME_TOO_LONG);
    const asFile = post(
      '/api/tenant/register',
      multipartForm(tenantFields(propertyId), { [name]: { bytes: JPEG_BYTES, fileName: 'a.jpg' } }),
    );
    await expectRefusedThenServed(asFile, 400, FIELD_NAME_TOO_LONG);
  });

  it(`a name of ${MAX_FIELD_NAME_LENGTH} characters is still read`, async () => {
    const name = 'n'.repeat(MAX_FIELD_NAME_LENGTH);
    successData(await register({ [name]: 'ignored' }));
  });

  it('10,000 fields are refused with 413 naming the field limit', async () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`extra${index}`, 'x']));
    await expectRefusedThenServed(
      register(many),
      413,
      `The form has too many fields (at most ${MULTIPART_LIMITS.fields}). Send only the form's own fields.`,
    );
  });

  it('10,000 parts that are neither fields nor files are refused with 413 naming the part limit', async () => {
    const body = rawMultipart(10_000, () => 'Content-Disposition: attachment\r\n\r\nx');
    await expectRefusedThenServed(
      postRaw(body),
      413,
      `The form has too many parts (at most ${MULTIPART_LIMITS.parts} fields and files together). Send only the form's own fields and files.`,
    );
  });

  it('a part without a name is refused with 400', async () => {
    const fields = tenantFields(propertyId);
    const body = rawMultipart(Object.keys(fields).length + 1, (index) => {
      const [name, value] = Object.entries(fields)[index] ?? [];
      return name === undefined
        ? 'Content-Disposition: form-data\r\n\r\nx'
        : `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
    });
    await expectRefusedThenServed(postRaw(body), 400, UNREADABLE_FORM);
  });

  describe('JSON bodies: bounded by their size and depth, never a 5xx', () => {
    const login = (body: string) =>
      post('/api/auth/login', body, { 'content-type': 'application/json; charset=utf-8' });

    it('a key of 1 MB makes the body too large: 413', async () => {
      const body = JSON.stringify({ ...ADMIN, ['k'.repeat(MEBIBYTE)]: 'x' });
      expectFailure(await login(body), 413, 'The request body is too large.');
    });

    it('10,000 keys beside the known ones are ignored', async () => {
      const extra = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`extra${index}`, 'x']));
      successData(await login(JSON.stringify({ ...ADMIN, ...extra })));
    });
  });
});
