import type { AuditChange } from '@pm/schemas/audit';
import type { AuditEntity } from '@pm/schemas/audit-fields';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { RecordTable } from '../db/record-queries';
import {
  type AuditEvent,
  type AuditedFields,
  type ChangeStamp,
  createdFields,
  editedFields,
  removedFields,
  writeAudit,
  writeAudits,
} from './audit-trail';

/** What a domain's audit events say: the kind of record, and its audited columns by payload name. */
export interface AuditedRecord {
  entity: AuditEntity;
  fields: AuditedFields;
}

type Writer = Pick<Db, 'insert' | 'update'>;

/** The record's event, in the transaction of its write. */
const writeRecordAudit = (
  tx: Writer,
  stamp: ChangeStamp,
  audit: AuditedRecord,
  event: Pick<AuditEvent, 'entityId' | 'action' | 'changes'>,
) => writeAudit(tx, stamp, { entity: audit.entity, ...event });

/** Inserts a record stamped with the time, and in the same transaction its create event (the fields set, `extra`). */
export async function insertAudited<T extends RecordTable>(
  tx: Writer,
  table: T,
  values: Omit<T['$inferInsert'], 'createdAt' | 'updatedAt'>,
  stamp: ChangeStamp,
  audit: AuditedRecord,
  extra: AuditChange[] = [],
): Promise<T['$inferSelect']> {
  const [created] = await insertManyAudited(tx, table, [values], stamp, audit, extra);
  return created as T['$inferSelect'];
}

/**
 * Inserts records (one statement; keep a batch within PostgreSQL's 65,535 bind parameters) stamped with the time,
 * and their create events in a second statement, in the caller's transaction. Answers the records in order.
 */
export async function insertManyAudited<T extends RecordTable>(
  tx: Writer,
  table: T,
  values: readonly Omit<T['$inferInsert'], 'createdAt' | 'updatedAt'>[],
  stamp: ChangeStamp,
  audit: AuditedRecord,
  extra: AuditChange[] = [],
): Promise<T['$inferSelect'][]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(table as RecordTable)
    .values(values.map((value) => ({ ...value, createdAt: stamp.at, updatedAt: stamp.at })) as never)
    .returning();
  const created = rows as T['$inferSelect'][];
  await writeAudits(
    tx,
    stamp,
    created.map((record) => ({
      entity: audit.entity,
      entityId: record.id,
      action: 'create' as const,
      changes: [...createdFields(audit.fields, record), ...extra],
    })),
  );
  return created;
}

/**
 * Sets `changes` on the record `before` (locked by lockForEdit), raising its version, and in the same transaction
 * writes its update event (the fields changed, `extra`). Answers the record as it now is.
 */
export async function updateAudited<T extends RecordTable>(
  tx: Writer,
  table: T,
  before: T['$inferSelect'],
  changes: Partial<T['$inferInsert']>,
  stamp: ChangeStamp,
  audit: AuditedRecord,
  extra: AuditChange[] = [],
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .update(table as RecordTable)
    .set({ ...changes, version: before.version + 1, updatedAt: stamp.at } as never)
    .where(eq(table.id, before.id))
    .returning();
  const after = row as T['$inferSelect'];
  const changed = [...editedFields(audit.fields, before, after), ...extra];
  await writeRecordAudit(tx, stamp, audit, { entityId: before.id, action: 'update', changes: changed });
  return after;
}

/**
 * Deletes the record `before` (locked by lockForEdit) and in the same transaction writes its delete event: every
 * field it held, before -> null.
 */
export async function deleteAudited<T extends RecordTable>(
  tx: Writer & Pick<Db, 'delete'>,
  table: T,
  before: T['$inferSelect'],
  stamp: ChangeStamp,
  audit: AuditedRecord,
): Promise<void> {
  await tx.delete(table as RecordTable).where(eq(table.id, before.id));
  await writeRecordAudit(tx, stamp, audit, {
    entityId: before.id,
    action: 'delete',
    changes: removedFields(audit.fields, before),
  });
}
