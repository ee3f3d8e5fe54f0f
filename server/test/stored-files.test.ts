// A write refused after its files were stored: the files go, and the refusal stays the answer even when the storage
// cannot remove them (S3 down), with the files named in the log for an operator.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type CheckedFile, createFileStorage, type FileStorage } from '../src/files/file-storage';
import { PNG } from '../src/files/file-types';
import { withStoredFiles } from '../src/files/stored-files';
import { HttpError } from '../src/http/errors';
import { PNG_BYTES } from './multipart-helper';

/** A logger whose lines are kept, parsed. */
function keptLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  );
  return { log, lines };
}

const duplicate = () => new HttpError(409, 'An owner with this email already exists.');
const image: CheckedFile = { bytes: PNG_BYTES, type: PNG };

describe('withStoredFiles, when the write is refused', () => {
  it('removes the files it stored and answers the refusal', async () => {
    const storage = createFileStorage({ dataDir: mkdtempSync(path.join(tmpdir(), 'pm-stored-')) });
    const { log } = keptLog();
    let stored: string | undefined;
    const refused = await withStoredFiles(storage, log, { photo: image }, async (names) => {
      stored = names.photo;
      throw duplicate();
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 409 });
    expect(await storage.find(stored as string)).toBeUndefined();
  });

  it('still answers the refusal when the storage cannot remove them, and logs their names', async () => {
    const local = createFileStorage({ dataDir: mkdtempSync(path.join(tmpdir(), 'pm-stored-')) });
    const unreachable: FileStorage = {
      ...local,
      remove: async () => {
        throw new Error('S3 bucket pm-files is unreachable');
      },
    };
    const { log, lines } = keptLog();
    let stored: string | undefined;
    const refused = await withStoredFiles(unreachable, log, { photo: image }, async (names) => {
      stored = names.photo;
      throw duplicate();
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 409, message: 'An owner with this email already exists.' });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'removing the files of a refused write failed', files: [stored] }),
    );
  });
});
