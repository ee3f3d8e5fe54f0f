import { type AnyPgColumn, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The columns of every record (owner, property, tenant, contract) besides its own: `...recordColumns()`. */
export const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  /** The `__v` of the answers: raised by one on every edit. */
  version: integer('version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A required link to a row of another table; `onDelete` is what deleting that row does to this one. */
export const linkTo = (
  column: string,
  target: () => AnyPgColumn,
  onDelete: 'restrict' | 'cascade' = 'restrict',
) => uuid(column).notNull().references(target, { onDelete });
