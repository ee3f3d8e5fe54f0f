import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { propertyAnswer } from '@pm/schemas/testing';
import { count } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { properties } from '../src/db/schema/properties';
import { itRefusesEach, itTakesOnlySignedInForms } from './create-answers';
import { BAD_PAGING, expectFailure, idQueryRows, itAnswersEach, itNeedsAToken } from './failure-answers';
import { describeEachDatabase } from './harness';
import { JPEG_BYTES, multipartForm, type NamedUpload, PNG_BYTES, WEBP_BYTES } from './multipart-helper';
import { newRecordAnswer, nothingStoredCheck, ownerFields, propertyFields } from './records';
import { signedInRequests, successData } from './signed-in-requests';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-properties-test-'));

const PDF_BYTES = Buffer.from('%PDF-1.4\n%test document\n');
const FILE_URL = (extension: string) =>
  new RegExp(`^/api/files/[0-9a-f]{32}\\.${extension}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PROPERTY_ID_ROWS = idQueryRows(UNKNOWN_ID, 'property', 'Property not found.');

const photo = (bytes = PNG_BYTES, fileName = 'photo.png'): NamedUpload => ({
  name: 'images',
  bytes,
  fileName,
});
const titleDeed = (bytes = PDF_BYTES): NamedUpload => ({
  name: 'documents[titleDeed]',
  bytes,
  fileName: 'deed.pdf',
});

describeEachDatabase(
  'properties API',
  (getContext) => {
    const { auth, get, post } = signedInRequests(getContext);
    let ownerId = '';
    let otherOwnerId = '';
    beforeAll(async () => {
      ownerId = (await registerOwner('Somchai Jaidee'))._id;
      otherOwnerId = (await registerOwner('Malee Srisuk'))._id;
    });
    async function registerOwner(name: string) {
      const fields = ownerFields({ name, nickName: name.split(' ')[0] as string });
      return successData(await post('/api/owner/register', multipartForm(fields)));
    }

    const add = (form: FormData | object, headers = auth()) => post('/api/property/', form, headers);
    const edit = (id: string, form: FormData | object, headers = auth()) =>
      post(`/api/property/?id=${id}`, form, headers);

    async function createProperty(fields = propertyFields(ownerId), files: NamedUpload[] = []) {
      return successData(await add(multipartForm(fields, files)));
    }

    async function propertyRows() {
      const [row] = await getContext().database.db.select({ total: count() }).from(properties);
      return Number(row?.total);
    }

    /** Rows and files before and after `action`: a rejected request must store nothing. */
    const expectNothingStored = nothingStoredCheck(() => getContext().database.db, [properties], dataDir);

    describe('POST /api/property/ (add)', () => {
      it('stores a property with photos and documents and answers the SPEC 3 shape with numbers', async () => {
        const response = await add(
          multipartForm(propertyFields(ownerId), [
            photo(PNG_BYTES, 'a.png'),
            photo(JPEG_BYTES, 'b.jpg'),
            titleDeed(),
            { name: 'documents[managementContract]', bytes: WEBP_BYTES, fileName: 'contract.webp' },
          ]),
        );
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(body).toEqual(
          newRecordAnswer(
            propertyAnswer(
              expect.objectContaining({
                _id: ownerId,
                email: expect.any(String),
                profile: expect.objectContaining({ name: 'Somchai Jaidee' }),
              }),
              {
                documents: {
                  titleDeed: expect.stringMatching(FILE_URL('pdf')),
                  managementContract: expect.stringMatching(FILE_URL('webp')),
                },
                images: [expect.stringMatching(FILE_URL('png')), expect.stringMatching(FILE_URL('jpg'))],
              },
            ),
          ),
        );
        expect(response.body).not.toMatch(/password/i);

        const deed = await get(body.data.documents.titleDeed, {});
        expect(deed.statusCode).toBe(200);
        expect(deed.headers['content-type']).toBe('application/pdf');
        expect(deed.rawPayload.equals(PDF_BYTES)).toBe(true);
        const image = await get(body.data.images[1], {});
        expect(image.headers['content-type']).toBe('image/jpeg');
      });

      it('needs only owner and name; the rest is null, no photos, status "available"', async () => {
        const property = await createProperty({ owner: ownerId, name: 'Bare', size: '', rooms: '' });
        expect(property).toMatchObject({
          name: 'Bare',
          refId: null,
          size: null,
          rooms: null,
          status: 'available',
          billingDate: null,
          location: { latitude: null, longitude: null, neighbourhood: null },
          financialInfo: { monthlyRent: null, estimatedRent: null, managementFee: null },
          documents: { titleDeed: null, managementContract: null },
          images: [],
        });
      });

      it.each(['closed', 'rented', 'available', 'on hold'])('accepts the status "%s"', async (status) => {
        expect((await createProperty(propertyFields(ownerId, { status }))).status).toBe(status);
      });

      itRefusesEach(
        'answers 400 for %s with a clear message, storing nothing',
        [
          ['no owner', { owner: '' }, 'Owner is required'],
          ['no name', { name: '  ' }, 'Name is required'],
          ['an unknown owner', { owner: UNKNOWN_ID }, 'Choose an existing owner.'],
          ['a malformed owner id', { owner: 'abc' }, 'Choose an existing owner.'],
          ['a bad status', { status: 'sold' }, 'Status must be one of: closed, rented, available, on hold'],
          ['a size that is not a number', { size: 'big' }, 'Size must be a number (0 or more)'],
          ['fractional rooms', { rooms: '2.5' }, 'Rooms must be a whole number from 0 to 1000'],
          ['a huge floor count', { floors: '99999999999' }, 'Floors must be a whole number from 0 to 1000'],
          ['a bad latitude', { 'location[latitude]': '95' }, 'Latitude must be a number from -90 to 90'],
          [
            'a bad rent',
            { 'financialInfo[monthlyRent]': '35,000' },
            'Monthly rent must be a number (0 or more)',
          ],
          [
            'a bad date',
            { billingDate: '2025-02-30' },
            'Billing date must be a valid date (yyyy-mm-dd, years 1900 to 2999)',
          ],
          [
            'a script link',
            { englishLink: 'javascript:alert(1)' },
            'English link must be a web address starting with http:// or https://',
          ],
        ],
        (override: Record<string, string>) =>
          add(multipartForm(propertyFields(ownerId, override), [photo(), titleDeed()])),
        expectNothingStored,
      );

      it('answers 400 for a text file named .png or .pdf (types are read from the bytes)', async () => {
        await expectNothingStored(async () => {
          const fake = Buffer.from('just text, not an image');
          const badPhoto = await add(multipartForm(propertyFields(ownerId), [photo(fake, 'x.png')]));
          expectFailure(badPhoto, 400, 'Photos must be PNG, JPEG or WebP.');
          const badDeed = await add(multipartForm(propertyFields(ownerId), [titleDeed(fake)]));
          expectFailure(badDeed, 400, 'Documents must be PDF, PNG, JPEG or WebP.');
          const pdfPhoto = await add(multipartForm(propertyFields(ownerId), [photo(PDF_BYTES, 'x.pdf')]));
          expect(pdfPhoto.json().message).toBe('Photos must be PNG, JPEG or WebP.');
        });
      });

      it('accepts 5 photos but answers 400 for 6', async () => {
        const five = await createProperty(
          propertyFields(ownerId),
          Array.from({ length: 5 }, () => photo()),
        );
        expect(five.images).toHaveLength(5);
        await expectNothingStored(async () => {
          const response = await add(
            multipartForm(
              propertyFields(ownerId),
              Array.from({ length: 6 }, () => photo()),
            ),
          );
          expectFailure(response, 400, 'A property may have at most 5 photos.');
        });
      });

      it('answers 413 for a photo over 5 MB or a document over 10 MB, and 400 for an unexpected or repeated file', async () => {
        await expectNothingStored(async () => {
          const large = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
          const tooLarge = await add(multipartForm(propertyFields(ownerId), [photo(large)]));
          expectFailure(tooLarge, 413, 'A photo may be at most 5 MB.');
          const hugeDeed = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
          const deedTooLarge = await add(multipartForm(propertyFields(ownerId), [titleDeed(hugeDeed)]));
          expectFailure(deedTooLarge, 413, 'A document may be at most 10 MB.');
          const unexpected = await add(
            multipartForm(propertyFields(ownerId), [{ name: 'avatar', bytes: PNG_BYTES, fileName: 'a.png' }]),
          );
          expectFailure(unexpected, 400, 'The form has an unexpected file: avatar.');
          const twice = await add(multipartForm(propertyFields(ownerId), [titleDeed(), titleDeed()]));
          expectFailure(twice, 400, 'Send only one file for documents[titleDeed].');
        });
      });

      itTakesOnlySignedInForms(
        add,
        {
          form: () => multipartForm(propertyFields(ownerId)),
          json: () => ({ owner: ownerId, name: 'Json' }),
        },
        expectNothingStored,
      );
    });

    describe('GET /api/property/?id=', () => {
      it('answers one property with its owner object (the public owner JSON)', async () => {
        const created = await createProperty(propertyFields(ownerId), [photo()]);
        const response = await get(`/api/property/?id=${created._id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual(created);
        const owner = await get(`/api/owner?id=${ownerId}`);
        expect(response.json().data.owner).toEqual(owner.json().data);
        // without the trailing slash too, and with an upper-case id
        expect((await get(`/api/property?id=${created._id.toUpperCase()}`)).json().data._id).toBe(
          created._id,
        );
      });

      itAnswersEach('answers "%s" with %i', PROPERTY_ID_ROWS, (query) => get(`/api/property/?${query}`));

      itNeedsAToken('answers 401 without a token', (headers) => [
        get(`/api/property/?id=${UNKNOWN_ID}`, headers),
      ]);
    });

    describe('GET /api/property/all', () => {
      it('answers a page, newest first, each with its owner, and the paging facts', async () => {
        const first = await createProperty(propertyFields(ownerId, { name: 'Older' }));
        getContext().clock.advance(1);
        const second = await createProperty(propertyFields(otherOwnerId, { name: 'Newer' }));
        const response = await get('/api/property/all?page=1&limit=2');
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({ statusCode: 200, message: 'Success', page: 1, limit: 2 });
        expect(body.total).toBe(await propertyRows());
        expect(body.data.map((property: { _id: string }) => property._id)).toEqual([second._id, first._id]);
        expect(body.data[0].owner).toMatchObject({
          _id: otherOwnerId,
          email: expect.any(String),
          profile: { name: 'Malee Srisuk' },
        });
        expect(body.data[1]).toEqual(first);

        const next = (await get('/api/property/all?page=2&limit=2')).json();
        expect(next.data.map((property: { _id: string }) => property._id)).not.toContain(second._id);
      });

      it('uses SPEC 9 defaults (page 1, limit 15)', async () => {
        const body = (await get('/api/property/all')).json();
        expect(body).toMatchObject({ page: 1, limit: 15 });
        expect(body.data.length).toBeLessThanOrEqual(15);
      });

      itAnswersEach('answers %s with %i', BAD_PAGING, (query) => get(`/api/property/all?${query}`));

      itNeedsAToken('answers 401 without a token', (headers) => [get('/api/property/all', headers)]);
    });

    describe('GET /api/property/owner?id=', () => {
      it("lists only that owner's properties", async () => {
        const owner = await registerOwner('Only Mine');
        const mine = await createProperty(propertyFields(owner._id, { name: 'Mine' }));
        await createProperty(propertyFields(otherOwnerId, { name: 'Not mine' }));
        const body = (await get(`/api/property/owner?id=${owner._id}`)).json();
        expect(body).toMatchObject({ page: 1, limit: 15, total: 1 });
        expect(body.data).toEqual([mine]);
      });
    });

    describe('a database failure right after the write', () => {
      afterEach(() => {
        vi.restoreAllMocks();
      });

      /** The next statement outside a transaction, once the next transaction has committed, fails. */
      function failAfterNextCommit() {
        const { db } = getContext().database;
        const transaction = db.transaction.bind(db);
        vi.spyOn(db, 'transaction').mockImplementationOnce(async (...args) => {
          const committed = await transaction(...args);
          vi.spyOn(db, 'select').mockImplementationOnce(() => {
            throw new Error('Connection terminated unexpectedly');
          });
          return committed;
        });
      }

      /** The statuses of the stored property's photos and documents, each once: [200] when all load. */
      async function fileStatuses(id: string) {
        const stored = successData(await get(`/api/property/?id=${id}`));
        const urls = [...stored.images, ...Object.values(stored.documents)].filter(Boolean) as string[];
        return [...new Set(await Promise.all(urls.map(async (url) => (await get(url, {})).statusCode)))];
      }

      it('leaves no added property pointing at removed files', async () => {
        failAfterNextCommit();
        await add(multipartForm(propertyFields(ownerId, { name: 'Failed Add' }), [photo(), titleDeed()]));
        vi.restoreAllMocks();
        const listed = successData(await get('/api/property/all?limit=50')) as {
          _id: string;
          name: string;
        }[];
        for (const property of listed.filter((one) => one.name === 'Failed Add'))
          expect(await fileStatuses(property._id)).toEqual([200]);
      });

      it('leaves no edited property pointing at removed files', async () => {
        const created = await createProperty(propertyFields(ownerId), [photo()]);
        failAfterNextCommit();
        await edit(created._id, multipartForm({ name: 'Failed Edit' }, [photo(JPEG_BYTES), titleDeed()]));
        vi.restoreAllMocks();
        expect(await fileStatuses(created._id)).toEqual([200]);
      });
    });

    describe('POST /api/property/?id= (edit)', () => {
      it('changes only the fields sent, keeps every other field and the photos, raises __v', async () => {
        const created = await createProperty(propertyFields(ownerId), [
          photo(),
          photo(JPEG_BYTES),
          titleDeed(),
        ]);
        const response = await edit(
          created._id,
          multipartForm({
            name: 'Renamed Suite',
            refId: '',
            size: '  ',
            'financialInfo[monthlyRent]': '40000',
            status: 'on hold',
          }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const updated = response.json().data;
        expect(updated).toEqual({
          ...created,
          __v: 1,
          name: 'Renamed Suite',
          status: 'on hold',
          financialInfo: { ...created.financialInfo, monthlyRent: 40000 },
        });
        expect((await get(`/api/property/?id=${created._id}`)).json().data).toEqual(updated);

        const again = (await edit(created._id, multipartForm({}))).json().data;
        expect(again).toEqual({ ...updated, __v: 2 });
      });

      it('replaces the photo set only when photos are sent, and removes the replaced files', async () => {
        const created = await createProperty(propertyFields(ownerId), [photo(), photo(), titleDeed()]);
        const newPhotos = await edit(created._id, multipartForm({}, [photo(WEBP_BYTES, 'new.webp')]));
        const updated = newPhotos.json().data;
        expect(updated.images).toEqual([expect.stringMatching(FILE_URL('webp'))]);
        expect(updated.documents).toEqual(created.documents);
        for (const old of created.images) expect((await get(old, {})).statusCode).toBe(404);
        expect((await get(updated.images[0], {})).statusCode).toBe(200);

        const newDeed = (await edit(created._id, multipartForm({}, [titleDeed()]))).json().data;
        expect(newDeed.images).toEqual(updated.images);
        expect(newDeed.documents.titleDeed).not.toBe(created.documents.titleDeed);
        expect((await get(created.documents.titleDeed, {})).statusCode).toBe(404);
      });

      it('moves the property to another existing owner', async () => {
        const created = await createProperty();
        const moved = (await edit(created._id, multipartForm({ owner: otherOwnerId }))).json().data;
        expect(moved.owner._id).toBe(otherOwnerId);
        expect(moved.owner.profile.name).toBe('Malee Srisuk');
      });

      it.each([
        ['an unknown owner', { owner: UNKNOWN_ID }, 'Choose an existing owner.'],
        ['a bad status', { status: 'gone' }, 'Status must be one of: closed, rented, available, on hold'],
        ['a bad number', { bedrooms: 'two' }, 'Bedrooms must be a whole number from 0 to 1000'],
      ])('answers 400 for %s and changes nothing', async (_case, override, message) => {
        const created = await createProperty();
        await expectNothingStored(async () => {
          const response = await edit(created._id, multipartForm(override, [photo()]));
          expectFailure(response, 400, message);
        });
        expect((await get(`/api/property/?id=${created._id}`)).json().data).toEqual(created);
      });

      it('answers 400 for 6 photos or a bad file type and keeps the stored photos', async () => {
        const created = await createProperty(propertyFields(ownerId), [photo()]);
        await expectNothingStored(async () => {
          const six = await edit(
            created._id,
            multipartForm(
              {},
              Array.from({ length: 6 }, () => photo()),
            ),
          );
          expectFailure(six, 400, 'A property may have at most 5 photos.');
          const text = await edit(created._id, multipartForm({}, [photo(Buffer.from('hello'), 'x.png')]));
          expect(text.json().message).toBe('Photos must be PNG, JPEG or WebP.');
        });
        expect((await get(`/api/property/?id=${created._id}`)).json().data).toEqual(created);
      });

      // Without `id=` the same path adds a property.
      const editRows = PROPERTY_ID_ROWS.filter(([query]) => query.startsWith('id='));
      itAnswersEach('answers "%s" with %i', editRows, (query) =>
        post(`/api/property/?${query}`, multipartForm({ name: 'x' })),
      );

      it('answers 401 without a token and changes nothing', async () => {
        const created = await createProperty();
        const response = await edit(created._id, multipartForm({ name: 'Anonymous' }), {});
        expect(response.statusCode).toBe(401);
        expect((await get(`/api/property/?id=${created._id}`)).json().data).toEqual(created);
      });
    });
  },
  { env: { DATA_DIR: dataDir } },
);
