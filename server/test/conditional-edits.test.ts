import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORD_MESSAGES } from '@pm/schemas/record-fields';
import { describe, expect, it } from 'vitest';
import { EDITABLE_DOMAINS, type EditableDomain, type EditOptions, readRecord } from './editable-records';
import { expectFailure } from './failure-answers';
import { describeEachDatabase } from './harness';
import { storedFiles } from './multipart-helper';
import { signedInRequests } from './signed-in-requests';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-conditional-edits-test-'));
const STALE = { statusCode: 412, message: RECORD_MESSAGES.changedSinceOpened, error: 'Precondition Failed' };

describeEachDatabase(
  'conditional edits (RFC 9110 If-Match, __v)',
  (getContext) => {
    const { token } = signedInRequests(getContext);

    describe.each(EDITABLE_DOMAINS.map((domain) => [domain.entity, domain] as const))('%s', (_, domain) => {
      const app = () => getContext().app;
      const create = () => domain.create(app(), getContext().database.db, token());
      const edit = (id: string, value: string, options?: EditOptions) =>
        domain.edit(app(), token(), id, value, options);
      const read = async (id: string) => (await readRecord(app(), token(), domain, id)).json().data;

      /** Answers 412 with the message, and the record, its version and the stored files stay as they were. */
      async function expectRefused(id: string, options: EditOptions) {
        const before = { record: await read(id), files: storedFiles(dataDir) };
        const response = await edit(id, 'Refused edit', {
          withFile: domain.entity !== 'contract',
          ...options,
        });
        expect(response.statusCode, response.body).toBe(412);
        expect(response.json()).toEqual(STALE);
        expect(await read(id)).toEqual(before.record);
        expect(storedFiles(dataDir)).toEqual(before.files);
      }

      it('GET of one answers its version as a strong ETag, not to be cached; an edit answers the new one', async () => {
        const id = await create();
        const response = await readRecord(app(), token(), domain, id);
        expect(response.headers.etag).toBe('"0"');
        expect(response.headers['cache-control']).toBe('no-store');
        const edited = await edit(id, 'Edited once', { ifMatch: '"0"' });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.headers.etag).toBe('"1"');
        expect(edited.json().data.__v).toBe(1);
        expect(domain.valueOf(edited.json().data)).toBe('Edited once');
        expect((await readRecord(app(), token(), domain, id)).headers.etag).toBe('"1"');
      });

      it('refuses a stale If-Match with 412 and writes nothing (row and files)', async () => {
        const id = await create();
        expect((await edit(id, 'First', { ifMatch: '"0"' })).statusCode).toBe(200);
        await expectRefused(id, { ifMatch: '"0"' });
        await expectRefused(id, { ifMatch: '"7", W/"9"' });
        await expectRefused(id, { ifMatch: '"not-a-version"' });
      });

      it('compares on the version whether or not the tag is weak, and reads a list of tags', async () => {
        const id = await create();
        expect((await edit(id, 'Weak', { ifMatch: 'W/"0"' })).statusCode).toBe(200);
        expect((await edit(id, 'Listed', { ifMatch: '"5", W/"1" , "9"' })).statusCode).toBe(200);
        expect(domain.valueOf(await read(id))).toBe('Listed');
      });

      it('If-Match * matches any version of an existing record', async () => {
        const id = await create();
        await edit(id, 'Moved on');
        const response = await edit(id, 'Star', { ifMatch: '*' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.__v).toBe(2);
      });

      it('__v in the body is the same precondition; beside If-Match both must agree', async () => {
        const id = await create();
        expect((await edit(id, 'By body', { version: 0 })).statusCode).toBe(200);
        await expectRefused(id, { version: 0 });
        await expectRefused(id, { version: 1, ifMatch: '"0"' });
        await expectRefused(id, { version: 0, ifMatch: '"1"' });
        expect((await edit(id, 'Both', { version: 1, ifMatch: '"1"' })).statusCode).toBe(200);
        expect((await edit(id, 'Body and star', { version: 2, ifMatch: '*' })).statusCode).toBe(200);
        const malformed = await edit(id, 'Malformed', { version: 'abc' });
        expectFailure(malformed, 400, RECORD_MESSAGES.versionFormat);
      });

      it('two concurrent edits with the same precondition: exactly one 200, the other 412', async () => {
        await expectOneWins(domain, create, edit, read);
      });

      it('an edit without a precondition keeps the last write (API clients that send neither)', async () => {
        const id = await create();
        const [first, second] = [await edit(id, 'First'), await edit(id, 'Second')];
        expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
        expect(await read(id)).toMatchObject({ __v: 2 });
        expect(domain.valueOf(await read(id))).toBe('Second');
      });
    });
  },
  { env: { DATA_DIR: dataDir } },
);

/** Concurrent edits made from version 0 (If-Match, or __v for the second): one applies, the other gets 412. */
async function expectOneWins(
  domain: EditableDomain,
  create: () => Promise<string>,
  edit: (id: string, value: string, options?: EditOptions) => Promise<{ statusCode: number; body: string }>,
  read: (id: string) => Promise<Record<string, unknown>>,
) {
  for (const [first, second] of [
    [{ ifMatch: '"0"' }, { ifMatch: '"0"' }],
    [{ ifMatch: '"0"' }, { version: 0 }],
  ] as EditOptions[][]) {
    const id = await create();
    const answers = await Promise.all([edit(id, 'Edit A', first), edit(id, 'Edit B', second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const stored = await read(id);
    expect(stored.__v).toBe(1);
    expect(domain.valueOf(stored)).toBe(winner === 0 ? 'Edit A' : 'Edit B');
  }
}
