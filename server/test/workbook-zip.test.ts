// ASVS 5.2.3: an uploaded workbook's zip is checked before it is inflated: how many files, how much they expand to,
// and that each expands to no more than its declared size; a zip that exceljs's unzip (which reads the local
// headers front to back) would read otherwise than its central directory says is refused.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { openSpreadsheet } from '../src/imports/spreadsheet-files';
import { checkedWorkbook, WORKBOOK_LIMITS } from '../src/imports/workbook-zip';

/** Undefined when the workbook may be opened, else why not. */
async function refusalOfWorkbook(bytes: Buffer, limits = WORKBOOK_LIMITS) {
  const checked = await checkedWorkbook(bytes, limits);
  return 'refusal' in checked ? checked.refusal : undefined;
}

async function zipOf(files: Record<string, Buffer>, { streamed = false } = {}): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(files)) {
    if (streamed) {
      const stream = new PassThrough();
      stream.end(data);
      zip.addReadStream(stream, name); // sizes unknown until written: a data descriptor follows the data
    } else zip.addBuffer(data, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The offsets of the end-of-central-directory record and of the directory's records. */
function directoryOf(zip: Buffer) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const start = zip.readUInt32LE(end + 16);
  const records: number[] = [];
  for (let offset = start; offset < end; ) {
    records.push(offset);
    offset +=
      46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return { end, records };
}

async function workbookBytes(rows: number, streamed: boolean): Promise<Buffer> {
  const values = Array.from({ length: rows }, (_, index) => [`owner${index}@example.com`, `Owner ${index}`]);
  if (!streamed) {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Owners').addRows([['email', 'name'], ...values]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  const sheet = workbook.addWorksheet('Owners');
  for (const row of [['email', 'name'], ...values]) sheet.addRow(row).commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

describe('the zip of an uploaded workbook', () => {
  it.each([
    ['written whole', false],
    ['streamed, as the exports write it (sizes after the data)', true],
  ])('opens a workbook %s', async (_, streamed) => {
    expect(await refusalOfWorkbook(await workbookBytes(200, streamed))).toBeUndefined();
  });

  it('refuses a workbook that holds more files than the limit, before inflating any', async () => {
    const workbook = await workbookBytes(10, false);
    const files = directoryOf(workbook).records.length;
    expect(await refusalOfWorkbook(workbook, { ...WORKBOOK_LIMITS, files: files - 1 })).toBe('too-large');
    expect(await refusalOfWorkbook(workbook, { ...WORKBOOK_LIMITS, files })).toBeUndefined();
  });

  it('refuses a workbook whose files expand beyond the limit', async () => {
    const bomb = await zipOf({ 'xl/worksheets/sheet1.xml': Buffer.alloc(4 * 1024 * 1024, ' ') });
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(await refusalOfWorkbook(bomb, { ...WORKBOOK_LIMITS, expandedBytes: 1024 * 1024 })).toBe(
      'too-large',
    );
  });

  it('refuses a file that expands beyond the size its zip declares', async () => {
    const zip = await zipOf({ 'xl/sharedStrings.xml': Buffer.alloc(1024 * 1024, 'a') });
    const [record] = directoryOf(zip).records;
    zip.writeUInt32LE(1000, 22); // the local header's uncompressed size
    zip.writeUInt32LE(1000, (record as number) + 24); // the directory's
    expect(await refusalOfWorkbook(zip)).toBe('unreadable');
  });

  it.each([
    ['with its sizes in its header', false],
    ['with its sizes after its data', true],
  ])('refuses a zip with a file %s that its directory does not list', async (_, streamed) => {
    const zip = await zipOf(
      { 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/hidden.xml': Buffer.alloc(64 * 1024, 'b') },
      { streamed },
    );
    expect(await refusalOfWorkbook(zip)).toBeUndefined();
    // The second record is dropped from the directory: the unzip would still meet its local header and inflate it.
    const { end, records } = directoryOf(zip);
    const [first, second] = records as [number, number];
    const smuggled = Buffer.concat([zip.subarray(0, second), zip.subarray(end)]);
    const newEnd = smuggled.length - (zip.length - end);
    smuggled.writeUInt16LE(1, newEnd + 8);
    smuggled.writeUInt16LE(1, newEnd + 10);
    smuggled.writeUInt32LE(second - first, newEnd + 12);
    expect(await refusalOfWorkbook(smuggled)).toBe('unreadable');
  });

  it('refuses bytes that only start like a zip', async () => {
    const workbook = await workbookBytes(10, false);
    expect(await refusalOfWorkbook(workbook.subarray(0, workbook.length / 2))).toBe('unreadable');
  });

  /** The files exceljs's `tmp` made for this process in the system's temporary folder. */
  const temporaryFilesOfThisProcess = () =>
    readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

  it.each([
    ['written whole (its sheet before its shared strings and styles)', false],
    ['streamed with its strings inline (no shared strings at all)', true],
  ])('reads a workbook %s without copying its sheet into the temporary folder', async (_, streamed) => {
    const rows = [
      ['email', 'name', 'dob', 'rooms'],
      ['mali@example.com', 'Mali', new Date(Date.UTC(1995, 5, 1)), 2],
      ['nok@example.com', 'Nok', new Date(Date.UTC(1990, 0, 31)), 3],
    ];
    let bytes: Buffer;
    if (streamed) {
      const stream = new PassThrough();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Owners');
      for (const row of rows) sheet.addRow(row).commit();
      await workbook.commit();
      bytes = Buffer.concat(chunks);
    } else {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Owners').addRows(rows);
      bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    }
    const before = temporaryFilesOfThisProcess();
    const source = await openSpreadsheet(bytes);
    const records = [];
    for await (const batch of source.batches(1000)) records.push(...batch);
    expect(source.headers).toEqual(['email', 'name', 'dob', 'rooms']);
    expect(records).toEqual([
      { line: 2, cells: ['mali@example.com', 'Mali', '1995-06-01', '2'] },
      { line: 3, cells: ['nok@example.com', 'Nok', '1990-01-31', '3'] },
    ]);
    expect(temporaryFilesOfThisProcess().filter((name) => !before.includes(name))).toEqual([]);
  });
});
