import { ACCESS, type StaffRole } from '@pm/api-contract/routes';
import type { AuditEntry } from '@pm/schemas/audit';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { currentStaffUser } from '../auth/require-auth';
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema/audit';
import { staffUsers } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { okList, type Paging } from '../http/envelope';
import { HttpError } from '../http/errors';

/**
 * One page of the audit events `where` selects, newest first (written order breaks ties), each naming who made
 * it, and how many it selects: a record's history, or a staff member's activity.
 */
export async function readAuditPage(db: Db, where: SQL | undefined, { page, limit }: Paging) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ event: auditEvents, staffEmail: staffUsers.email, staffName: staffUsers.name })
      .from(auditEvents)
      .leftJoin(staffUsers, eq(staffUsers.id, auditEvents.staffUserId))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  const entries = rows.map(
    ({ event, staffEmail, staffName }): AuditEntry => ({
      _id: String(event.id),
      entity: event.entity,
      entityId: event.entityId,
      action: event.action,
      at: event.at.toISOString(),
      by:
        event.staffUserId && staffEmail
          ? { _id: event.staffUserId, email: staffEmail, name: staffName ?? '' }
          : null,
      changes: event.changes,
    }),
  );
  return { entries, total: Number(counted?.total ?? 0) };
}

/** GET /audit?entity=&id=&page=&limit=: who created and changed a record, when, and what it held before. */
export function auditRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    declaredRoute(app, 'audit', async (request) => {
      const { entity, id, page, limit } = request.query;
      // The history of a staff account is part of staff management.
      const staffRoles: readonly StaffRole[] = ACCESS.staff.roles;
      if (entity === 'staff' && !staffRoles.includes(currentStaffUser(request).role)) {
        throw new HttpError(403, ACCESS.staff.refusal);
      }
      const ofRecord = and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, id));
      const { entries, total } = await readAuditPage(context.db, ofRecord, { page, limit });
      return okList(entries, { page, limit, total });
    });
  };
}
