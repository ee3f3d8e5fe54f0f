// An uploaded spreadsheet read as text: its header row and its records, each cell as the text a person typed
// (a CSV's as is, an XLSX cell's value written as text: a number in JavaScript's shortest form, a date as
// yyyy-mm-dd). The type is told by the file's first bytes, never by its name.
import { xlsxTextValue } from '@pm/schemas/spreadsheet';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from '@pm/schemas/spreadsheet-import';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../http/errors';

export type SheetFormat = 'csv' | 'xlsx';

/** One record of the file: its line as a spreadsheet program numbers it (the header is line 1), and its cells. */
export interface SheetRow {
  line: number;
  cells: string[];
}

export interface SheetText {
  format: SheetFormat;
  headers: string[];
  rows: SheetRow[];
}

/** PK\x03\x04: a zip archive, which every XLSX workbook is. */
const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The file's text when it is UTF-8 without NUL bytes (a binary file is neither), its byte order mark dropped. */
function utf8Text(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function sheetOf(format: SheetFormat, lines: SheetRow[]): SheetText {
  const [header, ...records] = lines;
  if (!header || isBlank(header.cells)) throw badRequest(IMPORT_MESSAGES.noHeader);
  const rows = records.filter((row) => !isBlank(row.cells));
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  return { format, headers: header.cells.map((cell) => cell.trim()), rows };
}

function readCsv(text: string): SheetText {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: '' });
  // A quote left open swallows the rest of the file: say so rather than import half of it.
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw badRequest(IMPORT_MESSAGES.unreadable);
  return sheetOf(
    'csv',
    parsed.data.map((cells, index) => ({ line: index + 1, cells })),
  );
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
    if ('error' in value) return '';
    return '';
  }
  return typeof value === 'string' ? xlsxTextValue(value) : String(value);
}

async function readXlsx(bytes: Buffer): Promise<SheetText> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(IMPORT_MESSAGES.noHeader);
  const lines: SheetRow[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells = Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).value));
    lines.push({ line, cells });
  });
  // The header is the sheet's first row, wherever it is; a sheet that starts lower still numbers its lines.
  return sheetOf('xlsx', lines);
}

/** Reads an uploaded file as CSV or XLSX; anything else is refused with a message that says what to send. */
export async function readSpreadsheet(bytes: Buffer): Promise<SheetText> {
  if (isZip(bytes)) return readXlsx(bytes);
  const text = utf8Text(bytes);
  if (text === undefined) throw badRequest(IMPORT_MESSAGES.fileType);
  return readCsv(text.startsWith('\ufeff') ? text.slice(1) : text);
}
