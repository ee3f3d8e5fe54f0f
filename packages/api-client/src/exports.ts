import { type DownloadedFile, download } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import { type SpreadsheetFormat, type SpreadsheetList, spreadsheetFileName } from '@pm/schemas/spreadsheet';

/** Today in the browser's calendar (yyyy-mm-dd): the day of a file name the server did not give. */
function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Saves a downloaded file as the browser saves a download: a link to the bytes, named as the server named the
 * file, clicked once, then let go.
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the bytes to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Every record of a list as a spreadsheet file (issue 24). */
export const exportsApi = {
  /** Downloads the whole list as CSV or XLSX: its bytes and the file's name (`owners-2026-11-27.csv`). */
  download: (list: SpreadsheetList, format: SpreadsheetFormat) =>
    download(
      routes.exportList,
      { params: { list }, query: { format } },
      spreadsheetFileName(list, format, localDay()),
    ),
  /** Downloads the whole list and saves it as a file of the browser's downloads. */
  save: async (list: SpreadsheetList, format: SpreadsheetFormat) =>
    saveFile(await exportsApi.download(list, format)),
};
