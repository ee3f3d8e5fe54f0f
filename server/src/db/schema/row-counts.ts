import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many rows each listed table holds, kept by statement triggers on insert, delete and truncate (migration
 * 0007), so a list answers its total without counting the whole table.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});
