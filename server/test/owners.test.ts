import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ownerAnswer } from '@pm/schemas/testing';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { owners } from '../src/db/schema/owners';
import { itRefusesEach, itTakesOnlySignedInForms } from './create-answers';
import { BAD_PAGING, expectFailure, idQueryRows, itAnswersEach, itNeedsAToken } from './failure-answers';
import { describeEachDatabase } from './harness';
import { createdAMinuteApart, expectNewestFirst } from './list-answers';
import {
  JPEG_BYTES,
  multipartForm,
  PNG_BYTES,
  storedFiles,
  type UploadFile,
  WEBP_BYTES,
} from './multipart-helper';
import { newRecordAnswer, nothingStoredCheck, OWNER_VALUES, ownerFields } from './records';
import { signedInRequests, successData } from './signed-in-requests';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-owners-test-'));

const PASSWORD = OWNER_VALUES.password;

const threeImages = (): Record<string, UploadFile> => ({
  profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' },
  bankImage: { bytes: JPEG_BYTES, fileName: 'bank.jpg', type: 'image/jpeg' },
  passportImage: { bytes: WEBP_BYTES, fileName: 'passport.webp', type: 'image/webp' },
});

const IMAGE_URL = /^\/api\/files\/[0-9a-f]{32}\.(png|jpg|webp)\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const OWNER_ID_ROWS = idQueryRows(UNKNOWN_ID, 'owner', 'Owner not found.');

describeEachDatabase(
  'owners API',
  (getContext) => {
    const { auth, get, post } = signedInRequests(getContext);
    const register = (form: FormData | object | string, headers = auth()) =>
      post('/api/owner/register', form, headers);
    const edit = (id: string, form: FormData | object, url = `/api/owner/?id=${id}`) => post(url, form);

    async function createOwner(fields = ownerFields(), files = threeImages()) {
      return successData(await register(multipartForm(fields, files)));
    }

    /** Rows and files before and after `action`: a rejected request must store nothing. */
    const expectNothingStored = nothingStoredCheck(() => getContext().database.db, [owners], dataDir);

    describe('POST /api/owner/register', () => {
      it('stores the owner with its three images and answers the stored SPEC 3 shape', async () => {
        const fields = ownerFields({ email: 'Mixed.Case@Example.com' });
        const response = await register(multipartForm(fields, threeImages()));
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toEqual(
          newRecordAnswer(
            ownerAnswer('Mixed.Case@Example.com', {
              profileImage: expect.stringMatching(IMAGE_URL),
              bankImage: expect.stringMatching(IMAGE_URL),
              passportImage: expect.stringMatching(IMAGE_URL),
            }),
          ),
        );
        expect(body.data.profile.profileImage).toMatch(/\.png\?/);
        expect(body.data.bank.bankImage).toMatch(/\.jpg\?/);
        expect(body.data.passport.passportImage).toMatch(/\.webp\?/);
        expect(response.body).not.toContain(PASSWORD);
        expect(response.body).not.toMatch(/password/i);

        const stored = await getContext()
          .database.db.select({ passwordHash: owners.passwordHash })
          .from(owners)
          .where(eq(owners.id, body.data._id));
        expect(stored[0]?.passwordHash).toMatch(/^\$argon2id\$/);
        expect(stored[0]?.passwordHash).not.toContain(PASSWORD);

        const image = await get(body.data.bank.bankImage, {});
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/jpeg');
        expect(image.rawPayload.equals(JPEG_BYTES)).toBe(true);
      });

      it('accepts an owner without images and applies the SPEC 9 defaults', async () => {
        const { payGovtTax: _a, payCommonAreaFee: _b, billingThreshold: _c, ...fields } = ownerFields();
        const owner = await createOwner(fields, {});
        expect(owner.profile).toMatchObject({
          profileImage: null,
          payGovtTax: true,
          payCommonAreaFee: true,
          billingThreshold: null,
        });
        expect(owner.passport.passportImage).toBeNull();
        expect(owner.bank.bankImage).toBeNull();
      });

      itRefusesEach(
        'answers 400 for %s with SPEC 5 message, storing nothing',
        [
          ['name', { name: '' }, 'Name is required'],
          ['nickName', { nickName: '' }, 'Nickname is required'],
          ['email', { email: '' }, 'Email is required'],
          ['contactNo', { contactNo: '' }, 'Contact number is required'],
          ['emergencyNo', { emergencyNo: '' }, 'Emergency number is required'],
          ['dob', { dob: '' }, 'Date of birth is required'],
          ['password', { password: '' }, 'Password is required'],
          ['passportNo', { passportNo: '' }, 'Passport number is required'],
          ['passportExpiry', { passportExpiry: '' }, 'Passport expiry date is required'],
          ['bankAccNo', { bankAccNo: '' }, 'Bank account number is required'],
          ['bankName', { bankName: '' }, 'Bank name is required'],
          ['bankBranch', { bankBranch: '' }, 'Bank branch is required'],
          ['a bad email', { email: 'not-an-email' }, 'Invalid email format'],
          ['a non-digit contact number', { contactNo: '08-1234' }, 'Contact number must be a number'],
          ['a non-digit emergency number', { emergencyNo: 'call me' }, 'Emergency number must be a number'],
          ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
        ],
        (override: Record<string, string>) => register(multipartForm(ownerFields(override), threeImages())),
        expectNothingStored,
      );

      it('answers 400 for a missing field (absent from the form)', async () => {
        const { name: _name, ...fields } = ownerFields();
        const response = await register(multipartForm(fields, threeImages()));
        expectFailure(response, 400, 'Name is required');
      });

      it('answers 400 for a text file named .png and stores nothing', async () => {
        await expectNothingStored(async () => {
          const files = threeImages();
          files.bankImage = {
            bytes: Buffer.from('just some text, not an image'),
            fileName: 'bank.png',
            type: 'image/png',
          };
          const response = await register(multipartForm(ownerFields(), files));
          expectFailure(response, 400, 'Images must be PNG, JPEG or WebP.');
        });
      });

      it('answers 413 for an image over 5 MB and stores nothing', async () => {
        await expectNothingStored(async () => {
          const files = threeImages();
          files.passportImage = {
            bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
            fileName: 'huge.png',
            type: 'image/png',
          };
          const response = await register(multipartForm(ownerFields(), files));
          expectFailure(response, 413, 'An image may be at most 5 MB.');
        });
      });

      it('accepts an image of exactly 5 MiB', async () => {
        const files = threeImages();
        files.profileImage = {
          bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 - PNG_BYTES.length)]),
          fileName: 'big.png',
        };
        const owner = await createOwner(ownerFields(), files);
        expect(owner.profile.profileImage).toMatch(IMAGE_URL);
      });

      it('answers 409 for an email another owner has, ignoring case, and stores nothing', async () => {
        const first = await createOwner(ownerFields({ email: 'taken@example.com' }));
        expect(first.email).toBe('taken@example.com');
        await expectNothingStored(async () => {
          const response = await register(
            multipartForm(ownerFields({ email: ' TAKEN@example.COM ' }), threeImages()),
          );
          expectFailure(response, 409, 'An owner with this email already exists.');
        });
      });

      it('lets only one of two simultaneous registrations with one email in, keeping only its images', async () => {
        const filesBefore = storedFiles(dataDir).length;
        const fields = ownerFields({ email: `race-${Date.now()}@example.com` });
        const responses = await Promise.all([
          register(multipartForm(fields, threeImages())),
          register(multipartForm({ ...fields, email: fields.email?.toUpperCase() as string }, threeImages())),
        ]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        expect(storedFiles(dataDir).length).toBe(filesBefore + 3);
      });

      it.each([
        [
          'a body cut short',
          'multipart/form-data; boundary=xyz',
          '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
        ],
        ['no boundary', 'multipart/form-data', 'garbage'],
        [
          'a file cut short',
          'multipart/form-data; boundary=xyz',
          '--xyz\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\n\r\n\x89PNG',
        ],
      ])('answers 400 (never 500) to a malformed form: %s', async (_case, contentType, payload) => {
        await expectNothingStored(async () => {
          const response = await register(payload, { ...auth(), 'content-type': contentType });
          expectFailure(response, 400, 'The form could not be read. Send it again as multipart/form-data.');
        });
      });

      it('answers 400 for an unexpected file field', async () => {
        await expectNothingStored(async () => {
          const response = await register(
            multipartForm(ownerFields(), {
              ...threeImages(),
              avatar: { bytes: PNG_BYTES, fileName: 'a.png' },
            }),
          );
          expectFailure(response, 400, 'The form has an unexpected file: avatar.');
        });
      });

      itTakesOnlySignedInForms(
        register,
        { form: () => multipartForm(ownerFields(), threeImages()), json: () => ownerFields() },
        expectNothingStored,
      );
    });

    describe('GET /api/owner/all', () => {
      it('answers a page with paging facts, newest first, defaults page 1 and limit 15', async () => {
        const newest = await createdAMinuteApart(getContext().clock, (index) =>
          createOwner(ownerFields({ name: `Listed ${index}` }), {}),
        );
        const [counted] = await getContext().database.db.select({ total: count() }).from(owners);
        const total = Number(counted?.total);

        const page = await expectNewestFirst(get, '/api/owner/all', newest, total);
        expect(page.length).toBe(Math.min(15, total));
        const beyond = await get(`/api/owner/all?page=${total + 1}&limit=1`);
        expect(beyond.json()).toMatchObject({ data: [], total });
      });

      it('keeps a stable order for owners created at the same moment', async () => {
        await createOwner(ownerFields(), {});
        await createOwner(ownerFields(), {});
        const first = (await get('/api/owner/all?limit=100'))
          .json()
          .data.map((owner: { _id: string }) => owner._id);
        const again = (await get('/api/owner/all?limit=100'))
          .json()
          .data.map((owner: { _id: string }) => owner._id);
        expect(again).toEqual(first);
      });

      itAnswersEach('answers %s with %i', BAD_PAGING, (query) => get(`/api/owner/all?${query}`));

      itNeedsAToken('answers 401 without a token', (headers) => [get('/api/owner/all', headers)]);
    });

    describe('GET /api/owner?id=', () => {
      it('answers the stored owner', async () => {
        const created = await createOwner();
        const response = await get(`/api/owner?id=${created._id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ statusCode: 200, message: 'Success', data: created });
        expect(response.body).not.toMatch(/password/i);
      });

      itAnswersEach('answers %s with %i', OWNER_ID_ROWS, (query) => get(`/api/owner?${query}`));

      itNeedsAToken('answers 401 without a token', (headers) => [
        get(`/api/owner?id=${UNKNOWN_ID}`, headers),
      ]);
    });

    describe('POST /api/owner/?id= (edit)', () => {
      it('changes only the given fields, keeps the others and the images, and raises __v by one', async () => {
        const created = await createOwner();
        const response = await edit(
          created._id,
          multipartForm({ name: 'Somchai Updated', bankBranch: 'Sathorn', nickName: '', contactNo: '  ' }),
        );
        expect(response.statusCode).toBe(200);
        const expected = {
          ...created,
          __v: 1,
          profile: { ...created.profile, name: 'Somchai Updated' },
          bank: { ...created.bank, bankBranch: 'Sathorn' },
        };
        expect(response.json()).toEqual({ statusCode: 200, message: 'Success', data: expected });
        expect((await get(`/api/owner?id=${created._id}`)).json().data).toEqual(expected);

        for (const url of [
          created.profile.profileImage,
          created.bank.bankImage,
          created.passport.passportImage,
        ]) {
          expect((await get(url, {})).statusCode).toBe(200);
        }
        const again = await edit(
          created._id,
          multipartForm({ payGovtTax: 'false' }),
          `/api/owner?id=${created._id}`,
        );
        expect(again.json().data).toMatchObject({
          __v: 2,
          profile: { payGovtTax: false, name: 'Somchai Updated' },
        });
      });

      it('replaces an image with a new file and removes the old one', async () => {
        const created = await createOwner();
        const response = await edit(
          created._id,
          multipartForm({}, { bankImage: { bytes: PNG_BYTES, fileName: 'new-bank.png', type: 'image/png' } }),
        );
        expect(response.statusCode).toBe(200);
        const updated = response.json().data;
        expect(updated.bank.bankImage).toMatch(/\.png\?/);
        expect(updated.bank.bankImage).not.toBe(created.bank.bankImage);
        expect(updated.profile.profileImage).toBe(created.profile.profileImage);
        expect(updated.passport.passportImage).toBe(created.passport.passportImage);
        expect((await get(created.bank.bankImage, {})).statusCode).toBe(404);
        const served = await get(updated.bank.bankImage, {});
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
      });

      it('changes the email, and answers 409 for an email another owner has', async () => {
        const other = await createOwner(ownerFields({ email: 'other-owner@example.com' }), {});
        const created = await createOwner(ownerFields(), {});
        const same = await edit(created._id, multipartForm({ email: created.email.toUpperCase() }));
        expect(same.statusCode).toBe(200);
        const taken = await edit(created._id, multipartForm({ email: other.email.toUpperCase() }));
        expectFailure(taken, 409, 'An owner with this email already exists.');
        expect((await get(`/api/owner?id=${created._id}`)).json().data.email).toBe(
          created.email.toUpperCase(),
        );
      });

      it.each([
        [{ contactNo: '12ab' }, 'Contact number must be a number'],
        [{ emergencyNo: '+66 81' }, 'Emergency number must be a number'],
        [{ email: 'nope' }, 'Invalid email format'],
      ])('answers 400 for %o and changes nothing', async (fields, message) => {
        const created = await createOwner(ownerFields(), {});
        const response = await edit(created._id, multipartForm({ name: 'Not saved', ...fields }));
        expectFailure(response, 400, message);
        expect((await get(`/api/owner?id=${created._id}`)).json().data).toEqual(created);
      });

      it('answers 400 for a wrong image type and 413 for an oversized one, changing and storing nothing', async () => {
        const created = await createOwner();
        await expectNothingStored(async () => {
          const wrong = await edit(
            created._id,
            multipartForm(
              { name: 'Not saved' },
              { profileImage: { bytes: Buffer.from('%PDF-1.7'), fileName: 'x.png' } },
            ),
          );
          expectFailure(wrong, 400, 'Images must be PNG, JPEG or WebP.');
          const large = await edit(
            created._id,
            multipartForm(
              { name: 'Not saved' },
              {
                profileImage: {
                  bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]),
                  fileName: 'x.png',
                },
              },
            ),
          );
          expectFailure(large, 413, 'An image may be at most 5 MB.');
        });
        expect((await get(`/api/owner?id=${created._id}`)).json().data).toEqual(created);
      });

      itAnswersEach('answers %s with %i', OWNER_ID_ROWS, (query) =>
        edit('', multipartForm({ name: 'Nobody' }), `/api/owner/?${query}`),
      );

      it('answers 415 to a JSON body and 401 without a token', async () => {
        const created = await createOwner(ownerFields(), {});
        const json = await edit(created._id, { name: 'Json' });
        expect(json.statusCode).toBe(415);
        const anonymous = await post(
          `/api/owner/?id=${created._id}`,
          multipartForm({ name: 'Anonymous' }),
          {},
        );
        expect(anonymous.statusCode).toBe(401);
        expect((await get(`/api/owner?id=${created._id}`)).json().data).toEqual(created);
      });
    });

    describe('GET /api/property/owner?id=', () => {
      it("answers an empty list of the owner's properties with paging facts", async () => {
        const created = await createOwner(ownerFields(), {});
        const response = await get(`/api/property/owner?id=${created._id}&page=1&limit=15`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          statusCode: 200,
          message: 'Success',
          data: [],
          page: 1,
          limit: 15,
          total: 0,
        });
      });

      itAnswersEach(
        'answers %s with %i',
        [...OWNER_ID_ROWS, ['page=1', 400, 'The owner id is required.']],
        (query) => get(`/api/property/owner?${query}`),
      );

      itNeedsAToken('answers 401 without a token', (headers) => [
        get(`/api/property/owner?id=${UNKNOWN_ID}`, headers),
      ]);
    });
  },
  { env: { DATA_DIR: dataDir } },
);
