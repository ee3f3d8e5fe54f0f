import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@pm/ui/mui-advanced';
import { Paper } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

/** Columns that show a field of the row as it is, one per field, headed by its label: `{ name: 'Name' }`. */
export function fieldColumns<T>(headers: { [Field in keyof T & string]?: string }): DataColumn<T>[] {
  return Object.entries(headers).map(([field, header]) => ({
    key: field,
    header: header as string,
    cell: (row: T) => row[field as keyof T] as ReactNode,
  }));
}

/** `columns` with some of them changed, found by their key (another header, another cell). */
export function changeColumns<T>(
  columns: DataColumn<T>[],
  changes: Record<string, Partial<DataColumn<T>>>,
): DataColumn<T>[] {
  return columns.map((column) => ({ ...column, ...changes[column.key] }));
}

interface DataTableProps<T extends { _id: string }> {
  columns: DataColumn<T>[];
  rows: T[];
  /** Makes each row clickable (e.g. to open its details). */
  onRowClick?: (row: T) => void;
  /** Shown in one full-width row when `rows` is empty. */
  emptyText?: ReactNode;
  /** Names the table for assistive technology (and tests). */
  label?: string;
  minWidth?: number;
}

/** A plain table of records keyed by `_id`, scrolling sideways on small screens. */
export function DataTable<T extends { _id: string }>({
  columns,
  rows,
  onRowClick,
  emptyText,
  label,
  minWidth = 720,
}: DataTableProps<T>) {
  return (
    <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} sx={{ minWidth }} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && emptyText !== undefined ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={row._id}
                hover
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
