// A list's spreadsheet written as it is read: each batch of rows becomes bytes of the answer before the next batch
// is read, and no batch is read while the client has not taken the bytes before it (backpressure), so an export's
// memory stays flat however many records the list holds.
import { PassThrough, Readable, type Writable } from 'node:stream';
import {
  type CellKind,
  type CellValue,
  CSV_BYTE_ORDER_MARK,
  csvCellText,
  maskedCell,
  type SpreadsheetColumn,
  xlsxText,
} from '@pm/schemas/spreadsheet';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { SpreadsheetRow } from './export-sources';

export interface SpreadsheetParts {
  /** The sheet's name (XLSX). */
  title: string;
  columns: readonly SpreadsheetColumn[];
  /** The rows, a batch at a time. */
  batches: AsyncIterable<SpreadsheetRow[]>;
  /** Personal numbers are masked (a role that may not see them). */
  masked: boolean;
}

/** A row's value of a column, masked when it is a personal number the reader may not see. */
const cellOf = (row: SpreadsheetRow, column: SpreadsheetColumn, masked: boolean): CellValue => {
  const value = row[column.header];
  return masked && column.personal ? maskedCell(value) : value;
};

/** RFC 4180 lines: CRLF after every record, the last one included. */
const CSV_LINES = { newline: '\r\n', header: false, escapeFormulae: false } as const;
const csvLines = (rows: string[][]) => `${Papa.unparse(rows, CSV_LINES)}\r\n`;

/** The CSV file: the byte order mark and the header row, then each batch's lines (papaparse quotes the cells). */
export function csvStream({ columns, batches, masked }: SpreadsheetParts): Readable {
  async function* lines() {
    yield CSV_BYTE_ORDER_MARK + csvLines([columns.map((column) => column.header)]);
    for await (const rows of batches) {
      yield csvLines(
        rows.map((row) => columns.map((column) => csvCellText(column.kind, cellOf(row, column, masked)))),
      );
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** An XLSX cell: text, a number or a boolean as such; a date as its yyyy-mm-dd text; none as an empty cell. */
function xlsxCell(kind: CellKind, value: CellValue): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (kind === 'number' && typeof value === 'string') return Number(value);
  return typeof value === 'string' ? xlsxText(value) : value;
}

/**
 * Whether a writable has more buffered than it wants: Node's streams say so in `writableNeedDrain`, the older
 * readable-stream copies that archiver (exceljs's zip) uses only in their `_writableState`.
 */
const needsDrain = (stream: Writable) =>
  stream.writableNeedDrain ??
  (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ??
  false;

/** Resolves when `stream` takes more bytes, or is gone (the client left, or it failed). */
function roomIn(stream: Writable): Promise<void> {
  if (!needsDrain(stream) || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * Resolves when the zip has compressed what the sheet wrote. exceljs writes each sheet into a buffer that hands
 * every 64 KiB to the zip's deflate stream without looking at its answer, so a sheet written faster than zlib
 * compresses would pile up there: the deflate stream's own buffer is where to wait. (exceljs 4.4's
 * `WorksheetWriter.stream.pipes`; without them, nothing to wait for.)
 */
async function zipped(sheet: ExcelJS.Worksheet) {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(pipes)) return;
  for (const pipe of pipes as Writable[]) await roomIn(pipe);
}

/** Column widths by what they hold, so that the file opens readable. */
const WIDTHS: Record<CellKind, number> = { text: 24, number: 14, boolean: 10, date: 12 };

/**
 * The XLSX file, through exceljs's streaming writer: each batch's rows are committed (written out and dropped)
 * as they come, the header row frozen; strings inline (no shared-strings table held until the end), no styles.
 */
export function xlsxStream({ title, columns, batches, masked }: SpreadsheetParts): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.header, width: WIDTHS[column.kind] }));

  async function write() {
    sheet.addRow(columns.map((column) => column.header)).commit();
    for await (const rows of batches) {
      if (out.destroyed) return;
      for (const row of rows) {
        sheet.addRow(columns.map((column) => xlsxCell(column.kind, cellOf(row, column, masked)))).commit();
      }
      await zipped(sheet);
      await roomIn(out);
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
