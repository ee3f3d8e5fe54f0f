// An uploaded XLSX workbook is a zip: it is checked before exceljs inflates any of it (ASVS 5.2.3), so that a small
// file cannot expand into gigabytes. At most MAX_WORKBOOK_FILES files, which together expand to at most
// MAX_WORKBOOK_EXPANDED_MEGABYTES; each file is inflated once here (yauzl stops at the first byte beyond the size the
// zip declares), so no declared size can lie. exceljs's unzip reads the local headers front to back as a stream, not
// the central directory: the check walks them the same way and refuses a file that it would read differently (an
// entry the directory does not list, or of another size), so that nothing exceljs inflates escapes the count.
import { crc32 } from 'node:zlib';
import { MAX_WORKBOOK_EXPANDED_MEGABYTES, MAX_WORKBOOK_FILES } from '@pm/schemas/spreadsheet-import';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface WorkbookLimits {
  files: number;
  expandedBytes: number;
}

export const WORKBOOK_LIMITS: WorkbookLimits = {
  files: MAX_WORKBOOK_FILES,
  expandedBytes: MAX_WORKBOOK_EXPANDED_MEGABYTES * 1024 * 1024,
};

/** Why a workbook was refused: too large once opened, or not a zip that reads the same both ways. */
export type WorkbookRefusal = 'too-large' | 'unreadable';

/** A workbook refused, or its bytes in the order exceljs's streaming reader should meet them (inStreamingOrder). */
export type CheckedWorkbook = { refusal: WorkbookRefusal } | { partsInStreamingOrder: Buffer[] };

/** A local entry of the zip, as exceljs's unzip meets it: its name and its bytes, header to data descriptor. */
interface LocalEntry {
  name: string;
  start: number;
  end: number;
}

/** A sheet as exceljs's streaming reader tells it (not anchored, as there). */
const WORKSHEET_PATH = /xl\/worksheets\/sheet\d+[.]xml/;

/**
 * The parts exceljs's streaming reader must have read before it meets a sheet, else it copies the sheet into a
 * temporary file; each empty, for a workbook without it (no relationships, or no shared strings: every text
 * inline).
 */
const PARTS_BEFORE_SHEETS: Readonly<Record<string, string>> = {
  'xl/_rels/workbook.xml.rels':
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/sharedStrings.xml':
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
};

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;

const CENTRAL_DIRECTORY_SIGNATURE = 0x02014b50;
const DATA_DESCRIPTOR_SIGNATURE = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** General purpose flag bit 3: the sizes follow the file's data, in a data descriptor. */
const SIZES_AFTER_DATA = 0x08;
/** A data descriptor as exceljs's unzip reads it: signature, CRC-32, both sizes. */
const DATA_DESCRIPTOR_BYTES = 16;

/** The workbook checked: why it is refused, or its bytes as exceljs's streaming reader should read them. */
export async function checkedWorkbook(
  bytes: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<CheckedWorkbook> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return { refusal: 'unreadable' };
  }
  try {
    if (zip.entryCount > limits.files) return { refusal: 'too-large' };
    const entries = await entriesOf(zip);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limits.expandedBytes) return { refusal: 'too-large' };
    const localEntries = await localEntriesFrontToBack(zip, bytes, entries);
    if (!localEntries) return { refusal: 'unreadable' };
    for (const entry of entries) {
      for await (const _ of await zip.openReadStreamPromise(entry)) {
        // inflated and dropped: yauzl fails the stream once it exceeds the entry's declared size
      }
    }
    return { partsInStreamingOrder: inStreamingOrder(bytes, localEntries) };
  } catch {
    return { refusal: 'unreadable' };
  } finally {
    zip.close();
  }
}

/**
 * The workbook's local entries with its sheets after every other part, and the parts a sheet needs added empty when
 * missing, then its central directory: exceljs's streaming reader then reads each sheet as it meets it. Met before
 * the shared strings (exceljs itself, and Excel, write them after the sheets), a sheet is copied into a file of the
 * system's temporary folder that is deleted only when the reader is read to its end, which an import never does
 * (it stops after the first sheet): the file's rows would stay on that disk while the server runs. The reader
 * parses the sheets after the other parts all the same, so it reads the same cells.
 */
function inStreamingOrder(bytes: Buffer, localEntries: LocalEntry[]): Buffer[] {
  const isSheet = (entry: LocalEntry) => WORKSHEET_PATH.test(entry.name);
  const bytesOf = (entry: LocalEntry) => bytes.subarray(entry.start, entry.end);
  const present = new Set(localEntries.map((entry) => entry.name));
  const missingParts = Object.entries(PARTS_BEFORE_SHEETS).flatMap(([name, xml]) =>
    present.has(name) ? [] : [storedLocalEntry(name, Buffer.from(xml))],
  );
  const centralDirectoryStart = localEntries[localEntries.length - 1]?.end ?? 0;
  return [
    ...missingParts,
    ...localEntries.filter((entry) => !isSheet(entry)).map(bytesOf),
    ...localEntries.filter(isSheet).map(bytesOf),
    bytes.subarray(centralDirectoryStart),
  ];
}

/** A local entry of `data` as is (stored, not deflated), as exceljs's unzip reads one. */
function storedLocalEntry(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(LOCAL_HEADER_BYTES);
  header.writeUInt32LE(LOCAL_HEADER_SIGNATURE, 0);
  header.writeUInt16LE(10, 4); // version needed to extract: 1.0
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}

function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * The local entries met reading the local headers from the start, as exceljs's unzip does; undefined unless they are
 * exactly the central directory's entries, each with its method and compressed size, before the directory itself.
 */
async function localEntriesFrontToBack(
  zip: ZipFile,
  bytes: Buffer,
  entries: Entry[],
): Promise<LocalEntry[] | undefined> {
  const unvisited = new Map(entries.map((entry) => [entry.relativeOffsetOfLocalHeader, entry]));
  const localEntries: LocalEntry[] = [];
  let offset = 0;
  while (offset + 4 <= bytes.length && bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_SIGNATURE) {
    const entry = unvisited.get(offset);
    if (!entry) return undefined;
    unvisited.delete(offset);
    const header = await zip.readLocalFileHeaderPromise(entry);
    if (header.compressionMethod !== entry.compressionMethod) return undefined;
    const start = offset;
    const sizeInHeader = !(header.generalPurposeBitFlag & SIZES_AFTER_DATA) || header.compressedSize > 0;
    if (sizeInHeader) {
      if (header.compressedSize !== entry.compressedSize) return undefined;
      offset = header.fileDataStart + header.compressedSize;
    } else {
      // The unzip streams the data up to the first data descriptor's signature.
      const end = bytes.indexOf(DATA_DESCRIPTOR_SIGNATURE, header.fileDataStart);
      if (end !== header.fileDataStart + entry.compressedSize) return undefined;
      offset = end + DATA_DESCRIPTOR_BYTES;
    }
    // The name as the unzip reads it: from the local header, as UTF-8.
    const nameStart = start + LOCAL_HEADER_BYTES;
    const name = bytes.toString('utf8', nameStart, nameStart + bytes.readUInt16LE(start + 26));
    localEntries.push({ name, start, end: offset });
  }
  return offset + 4 <= bytes.length && unvisited.size === 0 ? localEntries : undefined;
}
