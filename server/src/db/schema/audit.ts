import type { AuditChange } from '@pm/schemas/audit';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@pm/schemas/audit-fields';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './auth';

/**
 * One create or edit of an owner, property, tenant or contract, written in the same transaction as the change:
 * who, when, which record, and the fields it set (before -> after). Never a password or its hash.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    /** Also the order of events written at the same instant. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The signed-in staff user; null once that account is deleted. */
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
  },
  // A record's history, newest first, read from the index.
  (table) => [
    index('audit_events_record').on(table.entity, table.entityId, table.at.desc(), table.id.desc()),
    // A staff member's activity, newest first.
    index('audit_events_staff_user').on(table.staffUserId, table.at.desc(), table.id.desc()),
  ],
);
