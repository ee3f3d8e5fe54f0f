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
