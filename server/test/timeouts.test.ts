import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../src/http/server-timeouts';
import { describeEachDatabase } from './harness';
import { JPEG_BYTES, multipartForm, PNG_BYTES } from './multipart-helper';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-timeouts-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MEBIBYTE = 1024 * 1024;
const PDF_BYTES = Buffer.from('%PDF-1.7\n');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file of `size` bytes whose first bytes make it the given type. */
const fileOf = (signature: Buffer, size: number) =>
  Buffer.concat([signature, Buffer.alloc(size - signature.length)]);

/** The bytes and content type a browser would send for a form. */
async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

describeEachDatabase(
  'slow clients',
  (getContext) => {
    let port = 0;
    beforeAll(async () => {
      await getContext().app.listen({ port: 0, host: '127.0.0.1' });
      port = (getContext().app.server.address() as net.AddressInfo).port;
    });

    it.concurrent('a client that trickles half a request’s headers is answered 408 and closed within 30-45 s', async () => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
      });
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(Date.now() - started)),
      );
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('POST /api/owner/register HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      // One more header byte every 5 s: a slowloris keeps the socket busy without ever finishing the headers.
      const trickle = setInterval(() => socket.writable && socket.write('a'), 5000);
      const elapsed = await closed;
      clearInterval(trickle);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(elapsed).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs - 1000);
      expect(elapsed).toBeLessThan(45_000);
    }, 90_000);

    it.concurrent('a legitimate 50+ MiB upload sent slowly for more than 30 s completes (headers timeout only counts headers)', async () => {
      const { app, login } = getContext();
      const token = await login();
      const auth = { authorization: `Bearer ${token}` };
      const property = await app.inject({
        method: 'POST',
        url: '/api/property/',
        headers: auth,
        payload: multipartForm({
          owner: (
            await app.inject({
              method: 'POST',
              url: '/api/owner/register',
              headers: auth,
              payload: multipartForm({
                name: 'Slow Owner',
                nickName: 'Slow',
                email: `slow-${Date.now()}@example.com`,
                contactNo: '0812345678',
                emergencyNo: '0898765432',
                dob: '1980-04-12',
                password: 'slow-owner-password',
                passportNo: 'P1',
                passportExpiry: '2031-01-31',
                bankAccNo: '1',
                bankName: 'Bank',
                bankBranch: 'Branch',
              }),
            })
          ).json().data._id,
          name: 'Slow House',
          type: 'type 1',
          condoName: 'condoName 1',
          status: 'available',
        }),
      });
      expect(property.statusCode, property.body).toBe(200);
      const subTenant = (index: number) => ({
        [`subTenants[${index}][firstName]`]: `Sub${index}`,
        [`subTenants[${index}][nickName]`]: 'S',
        [`subTenants[${index}][surName]`]: 'Slow',
        [`subTenants[${index}][contactNo]`]: '0811111111',
        [`subTenants[${index}][dob]`]: '1995-06-01',
        [`subTenants[${index}][nationality]`]: 'Thai',
        [`subTenants[${index}][homeAddress]`]: 'Slow Road',
      });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/tenant/register',
        headers: auth,
        payload: multipartForm({
          property: property.json().data._id,
          firstName: 'Slow',
          nickName: 'S',
          surName: 'Uploader',
          contactNo: '0812345678',
          whatsAppNo: '0899999999',
          dob: '1990-01-15',
          email: `slow-tenant-${Date.now()}@example.com`,
          password: 'Tenant@12345',
          nationality: 'Thai',
          homeAddress: '1 Slow Road',
          ...subTenant(0),
          ...subTenant(1),
        }),
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const tenant = registered.json().data;

      // The tenant edit form with its four files and two sub-tenants' passports, 9 MiB each: 54 MiB.
      const size = 9 * MEBIBYTE;
      const image = (bytes: Buffer, type: string) => ({ bytes: fileOf(bytes, size), fileName: 'f', type });
      const { body, contentType } = await encodeForm(
        multipartForm(
          {
            'subTenants[0][_id]': tenant.profile.subTenants[0]._id,
            'subTenants[1][_id]': tenant.profile.subTenants[1]._id,
          },
          {
            profileImage: image(PNG_BYTES, 'image/png'),
            passport: image(JPEG_BYTES, 'image/jpeg'),
            contract: image(PDF_BYTES, 'application/pdf'),
            inventory: image(PNG_BYTES, 'image/png'),
            'subTenants[0][passport]': image(PDF_BYTES, 'application/pdf'),
            'subTenants[1][passport]': image(PDF_BYTES, 'application/pdf'),
          },
        ),
      );
      expect(body.length).toBeGreaterThan(50 * MEBIBYTE);

      const started = Date.now();
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `/api/tenant/?id=${tenant._id}`,
            headers: { ...auth, 'content-type': contentType, 'content-length': body.length },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk) => {
              text += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        (async () => {
          // 36 chunks with a pause of 1 s after each: the body takes longer than the headers timeout.
          const chunks = 36;
          const chunkSize = Math.ceil(body.length / chunks);
          for (let offset = 0; offset < body.length; offset += chunkSize) {
            request.write(body.subarray(offset, offset + chunkSize));
            await sleep(1000);
          }
          request.end();
        })().catch(reject);
      });
      const { status, body: answered } = await answer;
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThan(SERVER_TIMEOUTS.headersMs + 1000);
      expect(status, answered).toBe(200);
      const updated = JSON.parse(answered).data;
      expect(updated.documents.contract).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf\?/);
      expect(updated.profile.subTenants[1].passport).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf\?/);
    }, 120_000);
  },
  { env: { DATA_DIR: dataDir }, databases: ['pglite'] },
);
