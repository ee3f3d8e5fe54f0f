import { exportsApi } from '@pm/api-client';
import {
  exportedWith,
  SPREADSHEET_FORMATS,
  SPREADSHEET_LISTS,
  SPREADSHEETS,
  type SpreadsheetFormat,
  type SpreadsheetList,
} from '@pm/schemas/spreadsheet';
import { showFailedAlert } from '@pm/ui/feedback';
import { ListItemText, Menu, MenuItem } from '@pm/ui/mui-advanced';
import { Button } from '@pm/ui/mui-basics';
import { useId, useState } from 'react';

/** A format as the menu names it. */
const FORMAT_NAMES: Record<SpreadsheetFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };

/**
 * The lists a list screen exports, by its path: `/owners` exports the owners, `/tenants` the tenants and their
 * sub-tenants; a screen of no list exports none.
 */
export function exportsOfScreen(listPath: string): SpreadsheetList[] {
  const list = SPREADSHEET_LISTS.find((name) => listPath === `/${name}`);
  return list ? exportedWith(list) : [];
}

/**
 * The "Export" button of a list screen (issue 24): a menu of each list as CSV or XLSX, every record of it (not
 * only the page shown), downloaded as a file named by the server. "Exporting..." while the file downloads; a
 * failure shows the "Failed" alert with the server's message.
 */
export function ExportMenu({ lists }: { lists: readonly SpreadsheetList[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);

  async function exportList(list: SpreadsheetList, format: SpreadsheetFormat) {
    close();
    setBusy(true);
    try {
      await exportsApi.save(list, format);
    } catch (error) {
      void showFailedAlert(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  if (lists.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? 'Exporting...' : 'Export'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {lists.flatMap((list) =>
          SPREADSHEET_FORMATS.map((format) => (
            <MenuItem key={`${list}-${format}`} onClick={() => void exportList(list, format)}>
              <ListItemText>{`${SPREADSHEETS[list].title} as ${FORMAT_NAMES[format]}`}</ListItemText>
            </MenuItem>
          )),
        )}
      </Menu>
    </>
  );
}
