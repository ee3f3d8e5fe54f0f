import { listPage } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import type { AuditEntity } from '@pm/schemas/audit-fields';

/** Who changed a record, when, and what it held before. */
export const auditApi = {
  /** One page of the record's creates and edits, newest first. */
  list: (entity: AuditEntity, id: string, page?: number, limit?: number) =>
    listPage(routes.audit, page, limit, { query: { entity, id } }),
};
