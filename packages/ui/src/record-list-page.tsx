import { Box, Button } from '@pm/ui/mui-basics';
import { Link, useNavigate } from '@pm/ui/navigation';
import { ActionMenu } from './action-menu';
import { type DataColumn, DataTable } from './data-table';
import { PageHeading } from './page-heading';
import { LoadStates } from './page-states';
import { SearchInput } from './search-input';
import { StaticPager } from './static-pager';
import { useLoad } from './use-load';

/** SPEC 9: every list screen asks for page 1 with 15 records. */
export const LIST_PAGE = 1;
export const LIST_LIMIT = 15;

interface RecordListPageProps<T extends { _id: string }> {
  /** The heading, also the table's accessible name ("Owners"). */
  title: string;
  /** The "Add ..." link of the heading. */
  add: { label: string; to: string };
  /** The domain's list call (its api-client's `list`). */
  list: (page: number, limit: number) => Promise<{ data: T[] }>;
  columns: DataColumn<T>[];
  emptyText: string;
  /** The screen's own load failure text (SPEC 8), in place of "Error: {message}". */
  errorText?: string;
  /** Where a click on a row leads (lists whose rows open their record). */
  rowPath?: (row: T) => string;
  /** SPEC 2: the "Search here" box, which filters nothing. */
  withSearch?: boolean;
  minWidth?: number;
}

/**
 * A list screen of SPEC 2: heading with its "Add ..." link, then "Loading...", the load error or the table of
 * the first page with the static pager.
 */
export function RecordListPage<T extends { _id: string }>({
  title,
  add,
  list,
  columns,
  emptyText,
  errorText,
  rowPath,
  withSearch,
  minWidth,
}: RecordListPageProps<T>) {
  const navigate = useNavigate();
  const rows = useLoad(() => list(LIST_PAGE, LIST_LIMIT).then((answer) => answer.data), []);
  return (
    <>
      <PageHeading
        title={title}
        actions={
          <Button component={Link} to={add.to} variant="contained">
            {add.label}
          </Button>
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
              label={title}
              columns={columns}
              rows={data}
              onRowClick={rowPath && ((row) => navigate(rowPath(row)))}
              emptyText={emptyText}
              minWidth={minWidth}
            />
            <StaticPager />
          </>
        )}
      </LoadStates>
    </>
  );
}

/**
 * The last column of a list: the row's action menu with View, Update, and a Delete that only logs
 * ("Delete owner", id), as SPEC 2 says of every list.
 */
export function actionsColumn<T extends { _id: string }>({
  header = 'Actions',
  noun,
  name,
  viewPath,
  editPath,
}: {
  header?: string;
  /** The record's kind in the log line: "owner". */
  noun: string;
  /** How the row is named in its menu button ("Actions for Somchai"). */
  name: (row: T) => string | null | undefined;
  viewPath: (row: T) => string;
  editPath: (row: T) => string;
}): DataColumn<T> {
  return {
    key: 'actions',
    header,
    cell: (row) => (
      <ActionMenu
        label={`Actions for ${name(row)}`}
        viewTo={viewPath(row)}
        updateTo={editPath(row)}
        onDelete={() => console.log(`Delete ${noun}`, row._id)}
      />
    ),
  };
}
