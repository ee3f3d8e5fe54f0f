import { PAGING } from '@pm/api-contract/routes';
import type { SpreadsheetList } from '@pm/schemas/spreadsheet';
import { useCan } from '@pm/session';
import { Box, Button } from '@pm/ui/mui-basics';
import { Link, useNavigate } from '@pm/ui/navigation';
import { ActionMenu } from './action-menu';
import { type DataColumn, DataTable } from './data-table';
import { ExportMenu, exportsOfScreen } from './export-menu';
import { useDrawnRecords } from './first-paint-rows';
import { PageHeading } from './page-heading';
import { LoadStates } from './page-states';
import { type RecordScreens, recordPath } from './record-screens';
import { SearchInput } from './search-input';
import { StaticPager } from './static-pager';
import { useLoad } from './use-load';

interface RecordListPageProps<T extends { _id: string }> {
  screens: RecordScreens;
  /** The domain's list call (its api-client's `list`). */
  list: (page: number, limit: number) => Promise<{ data: T[] }>;
  columns: DataColumn<T>[];
  /** The screen's own load failure text (SPEC 8), in place of "Error: {message}". */
  errorText?: string;
  /** A click on a row opens its record (tenants, contracts). */
  rowOpensDetails?: boolean;
  /** SPEC 2: the "Search here" box, which filters nothing. */
  withSearch?: boolean;
  minWidth?: number;
  /** The lists its "Export" button offers (issue 24); by default the screen's own (and its records' parts). */
  exports?: readonly SpreadsheetList[];
}

/**
 * A list screen of SPEC 2: its heading ("Owners") with the "Add Owner" link (for a role that may write) and, after
 * it, the "Import" link (the same roles, where the domain has an import screen) and the "Export" button (every
 * role: they all may read), then "Loading...", the load error or the table of the
 * first page ("No Owners Available" when empty) with the static pager.
 */
export function RecordListPage<T extends { _id: string }>({
  screens,
  list,
  columns,
  errorText,
  rowOpensDetails,
  withSearch,
  minWidth,
  exports = exportsOfScreen(screens.list),
}: RecordListPageProps<T>) {
  const navigate = useNavigate();
  const canWrite = useCan('write');
  const offered = useCan('read') ? exports : [];
  const rows = useDrawnRecords(
    useLoad(() => list(PAGING.page, PAGING.limit).then((answer) => answer.data), []),
    (records) => records as T[],
  );
  return (
    <>
      <PageHeading
        title={screens.plural}
        actions={
          (canWrite || offered.length > 0) && (
            <>
              {canWrite && (
                <Button component={Link} to={screens.add} variant="contained">
                  {`Add ${screens.name}`}
                </Button>
              )}
              {canWrite && screens.import && (
                <Button component={Link} to={screens.import} variant="outlined">
                  Import
                </Button>
              )}
              <ExportMenu lists={offered} />
            </>
          )
        }
      />
      {withSearch && (
        <Box sx={{ mb: 2 }}>
          <SearchInput />
        </Box>
      )}
      <LoadStates state={rows} errorText={errorText}>
        {(data) => (
          <>
            <DataTable<T>
              label={screens.plural}
              columns={columns}
              rows={data}
              onRowClick={
                rowOpensDetails ? (row) => navigate(recordPath(screens.details, row._id)) : undefined
              }
              emptyText={`No ${screens.plural} Available`}
              minWidth={minWidth}
            />
            <StaticPager />
          </>
        )}
      </LoadStates>
    </>
  );
}

/** A row's action menu: View, and for a role that may write, Update and the Delete that only logs. */
function RecordRowActions({ screens, id, label }: { screens: RecordScreens; id: string; label: string }) {
  const canWrite = useCan('write');
  return (
    <ActionMenu
      label={label}
      viewTo={recordPath(screens.details, id)}
      updateTo={canWrite ? recordPath(screens.edit, id) : undefined}
      onDelete={canWrite ? () => console.log(`Delete ${screens.name.toLowerCase()}`, id) : undefined}
    />
  );
}

/**
 * The last column of a list: the row's action menu with View, Update, and a Delete that only logs
 * ("Delete owner", id), as SPEC 2 says of every list; a viewer's menu holds View only. `name` names the row in
 * its menu button ("Actions for Somchai").
 */
export function actionsColumn<T extends { _id: string }>(
  screens: RecordScreens,
  name: (row: T) => string | null | undefined,
  header = 'Actions',
): DataColumn<T> {
  return {
    key: 'actions',
    header,
    cell: (row) => <RecordRowActions screens={screens} id={row._id} label={`Actions for ${name(row)}`} />,
  };
}
