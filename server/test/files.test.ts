import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, STORED_FILE_NAME } from '../src/files/file-storage';
import { detectFileType, IMAGE_TYPES, JPEG, PDF, PNG, WEBP } from '../src/files/file-types';
import { createFileLinks, FILE_LINK_MESSAGES } from '../src/files/file-urls';
import { expectFailure } from './failure-answers';
import { describeEachDatabase, TEST_JWT_SECRET } from './harness';
import { JPEG_BYTES, multipartForm, PNG_BYTES, storedFiles, WEBP_BYTES } from './multipart-helper';
import { signedInRequests, successData } from './signed-in-requests';

const PDF_BYTES = Buffer.from('%PDF-1.7\n%typed by its first bytes\n');
/** A signed file URL as the answers carry it. */
const SIGNED_URL =
  /^\/api\/files\/([0-9a-f]{32}\.(?:png|jpg|webp|pdf))\?expires=(\d+)&signature=([A-Za-z0-9_-]{43})$/;

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-files-test-'));

describe('file types by first bytes', () => {
  it.each([
    ['a PNG', PNG_BYTES, PNG],
    ['a JPEG', JPEG_BYTES, JPEG],
    ['a WebP', WEBP_BYTES, WEBP],
  ])('recognises %s', (_name, bytes, type) => {
    expect(detectFileType(bytes, IMAGE_TYPES)).toBe(type);
  });

  it.each([
    ['text', Buffer.from('hello, I am not an image')],
    ['an empty file', Buffer.alloc(0)],
    [
      'a RIFF file that is not WebP',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]),
    ],
    ['a truncated PNG signature', PNG_BYTES.subarray(0, 4)],
    ['SVG (script inside images is refused)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s as an image', (_name, bytes) => {
    expect(detectFileType(bytes, IMAGE_TYPES)).toBeUndefined();
  });

  it('recognises PDF only where documents are accepted', () => {
    const pdf = Buffer.from('%PDF-1.7\n');
    expect(detectFileType(pdf, IMAGE_TYPES)).toBeUndefined();
    expect(detectFileType(pdf, [...IMAGE_TYPES, PDF])).toBe(PDF);
  });
});

describe('file storage', () => {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'pm-storage-test-'));
  const storage = createFileStorage({ dataDir: storageDir });

  it('stores files under random 128-bit names with the extension of their type, and removes them', async () => {
    const names = await storage.save([
      { bytes: PNG_BYTES, type: PNG },
      { bytes: JPEG_BYTES, type: JPEG },
    ]);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(names[1]).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(storedFiles(storageDir)).toEqual([...names].sort());
    expect(await storage.find(names[0] as string)).toMatchObject({ type: PNG, size: PNG_BYTES.length });

    await storage.remove(names);
    expect(storedFiles(storageDir)).toEqual([]);
    expect(await storage.find(names[0] as string)).toBeUndefined();
  });

  it('finds nothing for a name outside the generated pattern, even when such a file exists', async () => {
    writeFileSync(path.join(storageDir, 'secret.png'), PNG_BYTES);
    expect(await storage.find('secret.png')).toBeUndefined();
    expect(await storage.find('../files/secret.png')).toBeUndefined();
    expect(STORED_FILE_NAME.test(`${'A'.repeat(32)}.png`)).toBe(false);
    expect(STORED_FILE_NAME.test(`${'a'.repeat(32)}.svg`)).toBe(false);
  });
});

describe('signed file URLs', () => {
  const at = (iso: string) => new Date(iso);
  let now = at('2025-03-01T10:07:30Z');
  const links = createFileLinks({ secret: TEST_JWT_SECRET, clock: () => now });
  const name = `${'a'.repeat(32)}.png`;
  const parse = (url: string) => {
    const [, fileName, expires, signature] = SIGNED_URL.exec(url) ?? [];
    return { fileName, expires: Number(expires), signature, query: { expires, signature } };
  };

  it('expire at most an hour and at least 45 minutes later, on a quarter hour, the same for the whole quarter', () => {
    now = at('2025-03-01T10:07:30Z');
    const url = links.url(name) as string;
    const { fileName, expires } = parse(url);
    expect(fileName).toBe(name);
    expect(new Date(expires * 1000).toISOString()).toBe('2025-03-01T11:00:00.000Z');
    now = at('2025-03-01T10:14:59Z');
    expect(links.url(name)).toBe(url);
    now = at('2025-03-01T10:15:00Z');
    expect(new Date(parse(links.url(name) as string).expires * 1000).toISOString()).toBe(
      '2025-03-01T11:15:00.000Z',
    );
    expect(links.url(null)).toBeNull();
  });

  it('check the name, the expiry and the signature, by the clock', () => {
    now = at('2025-03-01T10:07:30Z');
    const { query, signature } = parse(links.url(name) as string);
    expect(links.check(name, query)).toEqual({ ok: true, secondsLeft: 52 * 60 + 30 });
    expect(links.check(`${'b'.repeat(32)}.png`, query)).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(name, { ...query, expires: String(Number(query.expires) + 900) })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(links.check(name, { ...query, signature: flipped })).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(name, { ...query, expires: `0${query.expires}` })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(links.check(name, { expires: query.expires })).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(name, { signature: [signature, signature] })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(links.check(name, {})).toEqual({ ok: false, reason: 'unsigned' });
    expect(links.check(name, undefined)).toEqual({ ok: false, reason: 'unsigned' });
    now = at('2025-03-01T11:00:00Z');
    expect(links.check(name, query)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are signed with a key of their own: another secret gives another signature', () => {
    const other = createFileLinks({ secret: `${TEST_JWT_SECRET}-other`, clock: () => now });
    expect(other.url(name)).not.toBe(links.url(name));
    expect(links.check(name, parse(other.url(name) as string).query)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describeEachDatabase(
  'GET /api/files/:name',
  (getContext) => {
    const requests = signedInRequests(getContext);
    const { auth } = requests;
    /** The records of every domain, with every kind of file they carry. */
    const ids = { owner: '', property: '', tenant: '', contract: '' };
    let ownerAnswer: {
      profile: { profileImage: string };
      passport: { passportImage: string };
      bank: { bankImage: string };
    };

    const fetchFile = (url: string, headers: Record<string, string> = {}) =>
      getContext().app.inject({ method: 'GET', url, headers });
    const signer = () =>
      createFileLinks({
        secret: getContext().config.jwtSecret as string,
        clock: () => getContext().clock.now,
      });

    /** The data of a signed-in GET or POST, which must succeed. */
    async function ok(method: 'GET' | 'POST', url: string, payload?: FormData | object) {
      return successData(await (method === 'GET' ? requests.get(url) : requests.post(url, payload)));
    }

    beforeAll(async () => {
      const stamp = `${Date.now()}`;
      ownerAnswer = await ok(
        'POST',
        '/api/owner/register',
        multipartForm(
          {
            name: 'File Owner',
            nickName: 'Files',
            email: `files-${stamp}@example.com`,
            contactNo: '0811111111',
            emergencyNo: '0822222222',
            dob: '1975-05-05',
            password: 'files-password',
            passportNo: 'P1',
            passportExpiry: '2030-05-05',
            bankAccNo: '1',
            bankName: 'Bank',
            bankBranch: 'Branch',
          },
          {
            profileImage: { bytes: WEBP_BYTES, fileName: 'face.png', type: 'image/png' },
            passportImage: { bytes: JPEG_BYTES, fileName: 'passport.jpg', type: 'image/jpeg' },
            bankImage: { bytes: PNG_BYTES, fileName: 'bank.png', type: 'image/png' },
          },
        ),
      );
      ids.owner = (ownerAnswer as unknown as { _id: string })._id;

      const propertyForm = multipartForm(
        {
          owner: ids.owner,
          name: 'File House',
          type: 'type 1',
          condoName: 'condoName 1',
          status: 'available',
        },
        {
          'documents[titleDeed]': { bytes: PDF_BYTES, fileName: 'deed.pdf', type: 'application/pdf' },
          'documents[managementContract]': { bytes: PNG_BYTES, fileName: 'contract.png', type: 'image/png' },
        },
      );
      propertyForm.append('images', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'a.png');
      propertyForm.append('images', new Blob([new Uint8Array(JPEG_BYTES)], { type: 'image/jpeg' }), 'b.jpg');
      ids.property = (await ok('POST', '/api/property/', propertyForm))._id;

      const tenant = await ok(
        'POST',
        '/api/tenant/register',
        multipartForm(
          {
            property: ids.property,
            firstName: 'Filey',
            nickName: 'F',
            surName: 'Tenant',
            contactNo: '0812345678',
            whatsAppNo: '0899999999',
            dob: '1990-01-15',
            email: `file-tenant-${stamp}@example.com`,
            password: 'Tenant@12345',
            nationality: 'Thai',
            homeAddress: '1 File Road',
            'subTenants[0][firstName]': 'Sub',
            'subTenants[0][nickName]': 'S',
            'subTenants[0][surName]': 'Tenant',
            'subTenants[0][contactNo]': '0811111111',
            'subTenants[0][dob]': '1995-06-01',
            'subTenants[0][nationality]': 'Thai',
            'subTenants[0][homeAddress]': '2 File Road',
            'subTenants[0][passport]': 'TYPED123',
          },
          {
            profileImage: { bytes: PNG_BYTES, fileName: 'me.png', type: 'image/png' },
            passport: { bytes: JPEG_BYTES, fileName: 'passport.jpg', type: 'image/jpeg' },
            contract: { bytes: PDF_BYTES, fileName: 'contract.pdf', type: 'application/pdf' },
            inventory: { bytes: PNG_BYTES, fileName: 'inventory.png', type: 'image/png' },
          },
        ),
      );
      ids.tenant = tenant._id;
      // The edit form sends a sub-tenant's passport as a file.
      await ok(
        'POST',
        `/api/tenant/?id=${ids.tenant}`,
        multipartForm(
          { 'subTenants[0][_id]': tenant.profile.subTenants[0]._id },
          { 'subTenants[0][passport]': { bytes: PDF_BYTES, fileName: 'sub.pdf', type: 'application/pdf' } },
        ),
      );
      ids.contract = (
        await ok('POST', '/api/contract/', {
          ownerId: ids.owner,
          propertyId: ids.property,
          tenantId: ids.tenant,
          contractRefName: 'CT-FILES',
          startDate: '2025-01-01',
          finishDate: '2025-12-31',
        })
      )._id;
    });

    /** Every file URL in an answer, with where it sits. */
    function fileUrls(value: unknown, where = 'data'): { where: string; url: string }[] {
      if (typeof value === 'string') return value.startsWith('/api/files/') ? [{ where, url: value }] : [];
      if (Array.isArray(value)) return value.flatMap((item, index) => fileUrls(item, `${where}[${index}]`));
      if (value && typeof value === 'object') {
        return Object.entries(value).flatMap(([key, item]) => fileUrls(item, `${where}.${key}`));
      }
      return [];
    }

    it('serves a file through its signed URL without a token: type from the bytes, nosniff, private caching no longer than the signature', async () => {
      const url = ownerAnswer.profile.profileImage;
      const { expires } = { expires: Number(SIGNED_URL.exec(url)?.[2]) };
      getContext().clock.advance(60);
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(WEBP_BYTES)).toBe(true);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-length']).toBe(String(WEBP_BYTES.length));
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      const cacheControl = String(response.headers['cache-control']);
      expect(cacheControl).toMatch(/^private, max-age=\d+$/);
      const maxAge = Number(cacheControl.split('=')[1]);
      const remaining = expires - Math.floor(getContext().clock.now.getTime() / 1000);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(remaining);
      expect(remaining).toBeLessThanOrEqual(3600);
    });

    it('serves the same with a token', async () => {
      const response = await fetchFile(ownerAnswer.profile.profileImage, auth());
      expect(response.statusCode).toBe(200);
    });

    it('answers 403 to a file URL without a signature, with or without a token, whether the file exists or not', async () => {
      const [path] = ownerAnswer.profile.profileImage.split('?');
      for (const url of [path as string, '/api/files/0123456789abcdef0123456789abcdef.png']) {
        for (const headers of [{}, auth()]) {
          const response = await fetchFile(url, headers);
          expectFailure(response, 403, FILE_LINK_MESSAGES.unsigned);
        }
      }
    });

    it('answers 403 to a tampered URL: another file name, another expiry, another signature', async () => {
      const passport = ownerAnswer.passport.passportImage;
      const bank = ownerAnswer.bank.bankImage;
      const [, passportName, expires, signature] = SIGNED_URL.exec(passport) ?? [];
      const [, bankName] = SIGNED_URL.exec(bank) ?? [];
      const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
      for (const url of [
        `/api/files/${bankName}?expires=${expires}&signature=${signature}`,
        `/api/files/${passportName}?expires=${Number(expires) + 3600}&signature=${signature}`,
        `/api/files/${passportName}?expires=${expires}&signature=${flipped}`,
        `/api/files/${passportName}?expires=${expires}&signature=${signature?.slice(1)}`,
        `/api/files/${passportName}?expires=${expires}`,
        `/api/files/${passportName}?signature=${signature}`,
      ]) {
        const response = await fetchFile(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe(FILE_LINK_MESSAGES.invalid);
      }
    });

    it('answers 403 once the signature has expired (by the injected clock), and the next answer carries a fresh URL', async () => {
      const url = ownerAnswer.bank.bankImage;
      getContext().clock.advance(60 * 60);
      const response = await fetchFile(url);
      expectFailure(response, 403, FILE_LINK_MESSAGES.expired);

      const fresh = (await ok('GET', `/api/owner?id=${ids.owner}`)).bank.bankImage as string;
      expect(fresh).not.toBe(url);
      expect(fresh.split('?')[0]).toBe(url.split('?')[0]);
      expect((await fetchFile(fresh)).statusCode).toBe(200);
    });

    it('gives the same URL in every answer of the same quarter of an hour (cacheable)', async () => {
      const first = await ok('GET', `/api/owner?id=${ids.owner}`);
      const second = await ok('GET', `/api/owner?id=${ids.owner}`);
      expect(fileUrls(second)).toEqual(fileUrls(first));
    });

    it("carries signed URLs that load in every domain's answers (owners, properties, tenants, contracts)", async () => {
      const answers = {
        owner: await ok('GET', `/api/owner?id=${ids.owner}`),
        owners: await ok('GET', '/api/owner/all?limit=100'),
        property: await ok('GET', `/api/property/?id=${ids.property}`),
        properties: await ok('GET', '/api/property/all?limit=100'),
        ownerProperties: await ok('GET', `/api/property/owner?id=${ids.owner}`),
        tenant: await ok('GET', `/api/tenant/?id=${ids.tenant}`),
        tenants: await ok('GET', '/api/tenant/all?limit=100'),
        propertyTenants: await ok('GET', `/api/tenant/property/${ids.property}`),
        contract: await ok('GET', `/api/contract/?id=${ids.contract}`),
        contracts: await ok('GET', '/api/contract/all?limit=100'),
        tenantContracts: await ok('GET', `/api/contract/tenant/?id=${ids.tenant}`),
        propertyContracts: await ok('GET', `/api/contract/property/?id=${ids.property}`),
      };
      const wheres = (answer: unknown) => fileUrls(answer).map(({ where }) => where);
      expect(wheres(answers.owner).sort()).toEqual(
        ['data.bank.bankImage', 'data.passport.passportImage', 'data.profile.profileImage'].sort(),
      );
      expect(wheres(answers.property)).toEqual(
        expect.arrayContaining([
          'data.images[0]',
          'data.images[1]',
          'data.documents.titleDeed',
          'data.documents.managementContract',
          'data.owner.profile.profileImage',
          'data.owner.passport.passportImage',
          'data.owner.bank.bankImage',
        ]),
      );
      expect(wheres(answers.tenant).sort()).toEqual(
        [
          'data.profile.profileImage',
          'data.profile.subTenants[0].passport',
          'data.documents.passport',
          'data.documents.contract',
          'data.documents.inventory',
        ].sort(),
      );
      expect(wheres(answers.contract)).toEqual(
        expect.arrayContaining([
          'data.owner.bank.bankImage',
          'data.property.images[0]',
          'data.property.documents.titleDeed',
          'data.property.owner.passport.passportImage',
          'data.tenant.profile.profileImage',
          'data.tenant.profile.subTenants[0].passport',
          'data.tenant.documents.inventory',
        ]),
      );
      for (const [domain, answer] of Object.entries(answers)) {
        const urls = fileUrls(answer);
        expect(urls.length, domain).toBeGreaterThan(0);
        for (const { where, url } of urls) {
          expect(url, `${domain} ${where}`).toMatch(SIGNED_URL);
        }
      }
      // Each distinct file loads without a token through the URL of the answer.
      const distinct = [
        ...new Set(Object.values(answers).flatMap((answer) => fileUrls(answer).map(({ url }) => url))),
      ];
      for (const url of distinct) {
        const response = await fetchFile(url);
        expect(response.statusCode, url).toBe(200);
      }
    });

    it.each([
      '0123456789abcdef0123456789abcdef.png',
      'secret.png',
      '..%2F..%2Fjwt-secret',
      '..%2Fjwt-secret',
      '%2E%2E%2Fpglite',
      '0123456789ABCDEF0123456789ABCDEF.png',
    ])('answers 404 for %s, even signed', async (name) => {
      const signed = signer().url(decodeURIComponent(name)) as string;
      const query = signed.slice(signed.indexOf('?'));
      const response = await fetchFile(`/api/files/${name}${query}`);
      expectFailure(response, 404, 'File not found.');
    });

    it('answers a path that leaves the route with the API 404, not a file', async () => {
      const response = await fetchFile('/api/files/../jwt-secret', auth());
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(getContext().config.jwtSecret ?? 'unreachable');
    });
  },
  { env: { DATA_DIR: dataDir } },
);
