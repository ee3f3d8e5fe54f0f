import type { AuditChange } from '@pm/schemas/audit';
import { AUDIT_PASSWORD_FIELD, type AuditAction, type AuditEntity } from '@pm/schemas/audit-fields';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema/audit';

/** Who makes a change and when: the signed-in staff user (null when there is none) and the app's clock. */
export interface ChangeStamp {
  by: string | null;
  at: Date;
}

export const changeStamp = (request: FastifyRequest, clock: () => Date): ChangeStamp => ({
  by: request.staffUser?.id ?? null,
  at: clock(),
});

/**
 * The audited columns of a row, each with the name the create and edit payloads give it
 * (`{ ownerId: 'owner', latitude: 'location[latitude]' }`). A column not listed (a password hash, the version,
 * the timestamps) is never written to the audit trail.
 */
export type AuditedFields = Readonly<Record<string, string>>;

/** The same names for every column: `{ nickName: 'nickName', ... }`. */
export const sameNames = (columns: readonly string[]): AuditedFields =>
  Object.fromEntries(columns.map((column) => [column, column]));

/** A password was set: named, never with its value or hash. */
export const PASSWORD_SET: AuditChange = { field: AUDIT_PASSWORD_FIELD };

type AuditValue = AuditChange['after'];
type Row = Readonly<Record<string, unknown>>;

function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return value as AuditValue;
}

const isSet = (value: AuditValue) =>
  value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const sameValue = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/** The fields a create set (after values only). */
export function createdFields(fields: AuditedFields, after: Row): AuditChange[] {
  return Object.entries(fields).flatMap(([column, field]) => {
    const value = auditValue(after[column]);
    return isSet(value) ? [{ field, after: value }] : [];
  });
}

/** The fields an edit changed, before -> after. */
export function editedFields(fields: AuditedFields, before: Row, after: Row): AuditChange[] {
  return Object.entries(fields).flatMap(([column, field]) => {
    const previous = auditValue(before[column]);
    const next = auditValue(after[column]);
    return sameValue(previous, next) ? [] : [{ field, before: previous, after: next }];
  });
}

/** The fields of a removed part (a sub-tenant), before -> null. */
export function removedFields(fields: AuditedFields, before: Row): AuditChange[] {
  return Object.entries(fields).flatMap(([column, field]) => {
    const previous = auditValue(before[column]);
    return isSet(previous) ? [{ field, before: previous, after: null }] : [];
  });
}

export interface AuditEvent {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  changes: AuditChange[];
}

/**
 * Writes one audit event: call it inside the transaction of the change, so that a failed audit write rolls the
 * change back and a rolled back change leaves no event.
 */
export async function writeAudit(tx: Pick<Db, 'insert'>, stamp: ChangeStamp, event: AuditEvent) {
  await writeAudits(tx, stamp, [event]);
}

/** Writes several audit events of one change (an import) in one statement, in the transaction of the change. */
export async function writeAudits(tx: Pick<Db, 'insert'>, stamp: ChangeStamp, events: readonly AuditEvent[]) {
  if (events.length === 0) return;
  await tx
    .insert(auditEvents)
    .values(events.map((event) => ({ ...event, at: stamp.at, staffUserId: stamp.by })));
}
