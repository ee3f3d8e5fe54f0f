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
  writeAudit,
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
  const [row] = await tx
    .insert(table as RecordTable)
    .values({ ...values, createdAt: stamp.at, updatedAt: stamp.at } as never)
    .returning();
  const created = row as T['$inferSelect'];
  const changes = [...createdFields(audit.fields, created), ...extra];
  await writeRecordAudit(tx, stamp, audit, { entityId: created.id, action: 'create', changes });
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
