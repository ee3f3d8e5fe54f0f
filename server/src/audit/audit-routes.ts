import type { AuditEntry } from '@pm/schemas/audit';
import type { AuditEntity } from '@pm/schemas/audit-fields';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema/audit';
import { staffUsers } from '../db/schema/auth';
import { declaredRoute } from '../http/declared-routes';
import { okList, type Paging } from '../http/envelope';

/** One page of a record's audit events, newest first (written order breaks ties), and how many it has. */
async function readAuditPage(db: Db, entity: AuditEntity, entityId: string, { page, limit }: Paging) {
  const ofRecord = and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ event: auditEvents, staffEmail: staffUsers.email, staffName: staffUsers.name })
      .from(auditEvents)
      .leftJoin(staffUsers, eq(staffUsers.id, auditEvents.staffUserId))
      .where(ofRecord)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditEvents).where(ofRecord),
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
      const { entries, total } = await readAuditPage(context.db, entity, id, { page, limit });
      return okList(entries, { page, limit, total });
    });
  };
}
