import type { AuditEntry } from '@pm/schemas/audit';
import type { AuditEntity } from '@pm/schemas/audit-fields';
import { listPage } from './list-page';

/** GET /audit: who changed a record, when, and what it held before. */
export const auditApi = {
  /** One page of the record's creates and edits, newest first: SPEC 9 defaults page 1, limit 15. */
  list: (entity: AuditEntity, id: string, page?: number, limit?: number) =>
    listPage<AuditEntry>('audit', page, limit, { entity, id }),
};
