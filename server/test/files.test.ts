import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, STORED_FILE_NAME } from '../src/files/file-storage';
import { detectFileType, IMAGE_TYPES, JPEG, PDF, PNG, WEBP } from '../src/files/file-types';
import { describeEachDatabase } from './harness';
import { JPEG_BYTES, multipartForm, PNG_BYTES, storedFiles, WEBP_BYTES } from './multipart-helper';

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
  const storage = createFileStorage(storageDir);

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

describeEachDatabase(
  'GET /api/files/:name',
  (getContext) => {
    let token = '';
    let imageUrl = '';
    beforeAll(async () => {
      token = await getContext().login();
      const response = await getContext().app.inject({
        method: 'POST',
        url: '/api/owner/register',
        headers: { authorization: `Bearer ${token}` },
        payload: multipartForm(
          {
            name: 'File Owner',
            nickName: 'Files',
            email: `files-${Date.now()}@example.com`,
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
          { profileImage: { bytes: WEBP_BYTES, fileName: 'face.png', type: 'image/png' } },
        ),
      });
      expect(response.statusCode, response.body).toBe(200);
      imageUrl = response.json().data.profile.profileImage;
    });

    const fetchFile = (url: string, headers: Record<string, string> = {}) =>
      getContext().app.inject({ method: 'GET', url, headers });

    it('serves the bytes without a token, with the type read from the bytes, nosniff and private caching', async () => {
      const response = await fetchFile(imageUrl);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(WEBP_BYTES)).toBe(true);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(response.headers['content-length']).toBe(String(WEBP_BYTES.length));
    });

    it('serves the same with a token', async () => {
      const response = await fetchFile(imageUrl, { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      '/api/files/0123456789abcdef0123456789abcdef.png',
      '/api/files/secret.png',
      '/api/files/..%2F..%2Fjwt-secret',
      '/api/files/..%2Fjwt-secret',
      '/api/files/%2E%2E%2Fpglite',
      '/api/files/0123456789ABCDEF0123456789ABCDEF.png',
    ])('answers 404 for %s', async (url) => {
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('File not found.');
    });

    it('answers a path that leaves the route with the API 404, not a file', async () => {
      const response = await fetchFile('/api/files/../jwt-secret', { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(getContext().config.jwtSecret ?? 'unreachable');
    });
  },
  { env: { DATA_DIR: dataDir } },
);
