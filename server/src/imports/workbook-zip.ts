// An uploaded XLSX workbook is a zip: it is checked before exceljs inflates any of it (ASVS 5.2.3), so that a small
// file cannot expand into gigabytes. At most MAX_WORKBOOK_FILES files, which together expand to at most
// MAX_WORKBOOK_EXPANDED_MEGABYTES; each file is inflated once here (yauzl stops at the first byte beyond the size the
// zip declares), so no declared size can lie. exceljs's unzip reads the local headers front to back as a stream, not
// the central directory: the check walks them the same way and refuses a file that it would read differently (an
// entry the directory does not list, or of another size), so that nothing exceljs inflates escapes the count.
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

const CENTRAL_DIRECTORY_SIGNATURE = 0x02014b50;
const DATA_DESCRIPTOR_SIGNATURE = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** General purpose flag bit 3: the sizes follow the file's data, in a data descriptor. */
const SIZES_AFTER_DATA = 0x08;
/** A data descriptor as exceljs's unzip reads it: signature, CRC-32, both sizes. */
const DATA_DESCRIPTOR_BYTES = 16;

/** Undefined when the workbook may be opened, else why not. */
export async function refusalOfWorkbook(
  bytes: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<WorkbookRefusal | undefined> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return 'unreadable';
  }
  try {
    if (zip.entryCount > limits.files) return 'too-large';
    const entries = await entriesOf(zip);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limits.expandedBytes) return 'too-large';
    if (!(await readsAlikeFrontToBack(zip, bytes, entries))) return 'unreadable';
    for (const entry of entries) {
      for await (const _ of await zip.openReadStreamPromise(entry)) {
        // inflated and dropped: yauzl fails the stream once it exceeds the entry's declared size
      }
    }
    return undefined;
  } catch {
    return 'unreadable';
  } finally {
    zip.close();
  }
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
 * Whether reading the local headers from the start, as exceljs's unzip does, meets exactly the central directory's
 * entries, each with its method and compressed size, before the directory itself.
 */
async function readsAlikeFrontToBack(zip: ZipFile, bytes: Buffer, entries: Entry[]): Promise<boolean> {
  const unvisited = new Map(entries.map((entry) => [entry.relativeOffsetOfLocalHeader, entry]));
  let offset = 0;
  while (offset + 4 <= bytes.length && bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_SIGNATURE) {
    const entry = unvisited.get(offset);
    if (!entry) return false;
    unvisited.delete(offset);
    const header = await zip.readLocalFileHeaderPromise(entry);
    if (header.compressionMethod !== entry.compressionMethod) return false;
    const sizeInHeader = !(header.generalPurposeBitFlag & SIZES_AFTER_DATA) || header.compressedSize > 0;
    if (sizeInHeader) {
      if (header.compressedSize !== entry.compressedSize) return false;
      offset = header.fileDataStart + header.compressedSize;
    } else {
      // The unzip streams the data up to the first data descriptor's signature.
      const end = bytes.indexOf(DATA_DESCRIPTOR_SIGNATURE, header.fileDataStart);
      if (end !== header.fileDataStart + entry.compressedSize) return false;
      offset = end + DATA_DESCRIPTOR_BYTES;
    }
  }
  return offset + 4 <= bytes.length && unvisited.size === 0;
}
