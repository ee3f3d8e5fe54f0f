import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit-fields';

/** A value of an audited field: text, number, yes/no, a list of stored file names (property photos), or null. */
const auditValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

/**
 * One field of a change, named as the create or edit payload names it (`nickName`, `location[address]`,
 * `subTenants[0][firstName]`, a contract's JSON key such as `agent.name`); a file field holds its stored file
 * name. `before` is absent on a create; `password` is listed without either value.
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: auditValue.optional(),
  after: auditValue.optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** One create or edit of a record, as GET /audit answers it (newest first). */
export const auditEntrySchema = z.object({
  _id: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** ISO 8601, e.g. 2025-01-31T09:15:00.000Z. */
  at: z.string(),
  /** The staff user who made the change, or null when unknown (the account is gone, or a seed). */
  by: z.object({ _id: z.string(), email: z.string(), name: z.string() }).nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
