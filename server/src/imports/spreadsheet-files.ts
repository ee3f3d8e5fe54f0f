// An uploaded spreadsheet read as text: its header row and its records, each cell as the text a person typed
// (a CSV's as is, an XLSX cell's value written as text: a number in JavaScript's shortest form, a date as
// yyyy-mm-dd). The type is told by the file's first bytes, never by its name. Records are read a batch at a time
// (CSV by papaparse's step parser, paused between batches; XLSX by exceljs's streaming reader, once its zip is
// checked: workbook-zip.ts), so an import holds the file's bytes and one batch of its rows, never all of them.
import { Readable } from 'node:stream';
import { xlsxTextValue } from '@pm/schemas/spreadsheet';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from '@pm/schemas/spreadsheet-import';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../http/errors';
import { checkedWorkbook } from './workbook-zip';

export type SheetFormat = 'csv' | 'xlsx';

/** One record of the file: its line as a spreadsheet program numbers it (the header is line 1), and its cells. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** A file checked for a header and a number of records within the limit, whose records can be read again. */
export interface SheetSource {
  format: SheetFormat;
  headers: string[];
  /** How many records (non-blank rows) the file holds. */
  rows: number;
  /** The records in file order, at most `size` at a time; each call reads the file again. */
  batches: (size: number) => AsyncIterable<SheetRow[]>;
}

/** PK\x03\x04: a zip archive, which every XLSX workbook is. */
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The file's text when it is UTF-8 without NUL bytes (a binary file is neither), its byte order mark dropped. */
function utf8Text(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.startsWith('\ufeff') ? text.slice(1) : text;
  } catch {
    return undefined;
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** What a spreadsheet program may separate a "CSV" file's columns with in place of commas, as a person names it. */
const OTHER_CSV_SEPARATORS = [
  { separator: ';', named: 'semicolons' },
  { separator: '\t', named: 'tabs' },
] as const;

/**
 * The separator, as named, of a CSV header read as one column that holds another separator than the comma: papaparse
 * guesses the separator, and takes the comma when the records' cells hold commas (names, addresses).
 */
function otherSeparatorOf(headers: readonly string[]): string | undefined {
  if (headers.length !== 1) return undefined;
  return OTHER_CSV_SEPARATORS.find(({ separator }) => headers[0]?.includes(separator))?.named;
}

/** Every row of a CSV text (the header first), `size` at a time: the parser pauses while a batch is handed on. */
async function* csvLines(text: string, size: number): AsyncGenerator<SheetRow[]> {
  let batch: SheetRow[] = [];
  let line = 0;
  let finished = false;
  let unreadable = false;
  let parser: Papa.Parser | undefined;
  let wake = () => {};
  const nextBatch = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  let ready = nextBatch();
  Papa.parse<string[]>(text, {
    delimiter: '',
    skipEmptyLines: false,
    step(result, stepParser) {
      parser = stepParser;
      // A quote left open swallows the rest of the file: say so rather than import half of it.
      if (result.errors.some((error) => error.type === 'Quotes')) unreadable = true;
      line += 1;
      batch.push({ line, cells: result.data });
      if (batch.length >= size) {
        stepParser.pause();
        wake();
      }
    },
    complete() {
      finished = true;
      wake();
    },
  });
  for (;;) {
    await ready;
    ready = nextBatch();
    if (unreadable) throw badRequest(IMPORT_MESSAGES.unreadable);
    const rows = batch;
    batch = [];
    if (rows.length > 0) yield rows;
    if (finished) return;
    parser?.resume();
  }
}

/** yyyy-mm-dd of a date cell: Excel's dates carry no zone, exceljs reads them as UTC midnight. */
const calendarDay = (date: Date) => date.toISOString().slice(0, 10);

/** The text of an XLSX cell's value, whatever its type (rich text, a formula's result, a link's text). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return calendarDay(value);
  if (typeof value === 'object') {
    if ('richText' in value) return xlsxTextValue(value.richText.map((part) => part.text).join(''));
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    return '';
  }
  return typeof value === 'string' ? xlsxTextValue(value) : String(value);
}

/**
 * Every non-empty row of a workbook's first sheet, `size` at a time, each as wide as the sheet's first row. `parts`:
 * the workbook's bytes in the order its streaming reader reads without a temporary file (workbook-zip.ts).
 */
async function* xlsxLines(parts: readonly Buffer[], size: number): AsyncGenerator<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(parts), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let batch: SheetRow[] = [];
  let width = 0;
  let firstSheet = true;
  try {
    for await (const sheet of reader) {
      if (!firstSheet) {
        // The first sheet is empty: a later one with rows was meant to be imported.
        for await (const row of sheet) if (row.hasValues) throw badRequest(IMPORT_MESSAGES.firstSheetEmpty);
        continue;
      }
      firstSheet = false;
      for await (const row of sheet) {
        if (!row.hasValues) continue;
        width ||= row.cellCount;
        const cells = Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).value));
        batch.push({ line: row.number, cells });
        if (batch.length >= size) {
          yield batch;
          batch = [];
        }
      }
      // The first sheet only, unless it is empty.
      if (width > 0) break;
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(IMPORT_MESSAGES.unreadable);
  }
  if (batch.length > 0) yield batch;
}

/** The file's records after its header row, blank rows left out, `size` at a time. */
async function* records(
  lines: (size: number) => AsyncIterable<SheetRow[]>,
  size: number,
): AsyncGenerator<SheetRow[]> {
  let header = true;
  for await (const batch of lines(size)) {
    const rows = header ? batch.slice(1) : batch;
    header = false;
    const filled = rows.filter((row) => !isBlank(row.cells));
    if (filled.length > 0) yield filled;
  }
}

const COUNTING_BATCH = 1000;

/**
 * Opens an uploaded file as CSV or XLSX: reads it once to find its header and count its records (holding a
 * batch at a time), and refuses anything else, an empty file or too many records with a message that says what
 * to send.
 */
export async function openSpreadsheet(bytes: Uint8Array): Promise<SheetSource> {
  let format: SheetFormat;
  let lines: (size: number) => AsyncIterable<SheetRow[]>;
  if (isZip(bytes)) {
    const checked = await checkedWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if ('refusal' in checked) {
      throw badRequest(
        checked.refusal === 'too-large' ? IMPORT_MESSAGES.workbookTooLarge : IMPORT_MESSAGES.unreadable,
      );
    }
    format = 'xlsx';
    lines = (size) => xlsxLines(checked.partsInStreamingOrder, size);
  } else {
    const text = utf8Text(bytes);
    if (text === undefined) throw badRequest(IMPORT_MESSAGES.fileType);
    format = 'csv';
    lines = (size) => csvLines(text, size);
  }

  let headers: string[] | undefined;
  for await (const batch of lines(1)) {
    headers = batch[0]?.cells.map((cell) => cell.trim());
    break;
  }
  if (!headers || isBlank(headers)) throw badRequest(IMPORT_MESSAGES.noHeader);
  const otherSeparator = format === 'csv' ? otherSeparatorOf(headers) : undefined;
  if (otherSeparator) throw badRequest(IMPORT_MESSAGES.csvSeparator(otherSeparator));
  let rows = 0;
  for await (const batch of records(lines, COUNTING_BATCH)) {
    rows += batch.length;
    if (rows > MAX_IMPORT_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  }
  if (rows === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  return { format, headers, rows, batches: (size) => records(lines, size) };
}
