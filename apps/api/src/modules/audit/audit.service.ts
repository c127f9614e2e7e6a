import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { auditLog } from './audit.tables.ts';

export interface AuditEntry {
  actorId: string;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Plain JSON of a row (dates as ISO text), so before and after compare as the reader sees them. */
const plain = (row: Record<string, unknown> | null | undefined) =>
  row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null;

/** Call with the change's own transaction: the entry commits and rolls back with the change. */
export async function recordAudit(tx: Db, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}

export interface AuditQuery {
  actorId?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive end. */
  to?: Date | undefined;
  page: number;
  limit: number;
}

/** Newest first, filtered by person, entity and date. */
export async function listAudit(db: Db, query: AuditQuery) {
  const filters: SQL[] = [];
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.from) filters.push(gte(auditLog.createdAt, query.from));
  if (query.to) filters.push(lt(auditLog.createdAt, query.to));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.userName, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / query.limit));
  return {
    entries: rows.map(({ entry, actorName, actorEmail }) => ({
      _id: entry.id,
      actor: entry.actorId ? { _id: entry.actorId, userName: actorName, email: actorEmail } : null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages,
      hasNextPage: query.page < totalPages,
      hasPrevPage: query.page > 1,
    },
  };
}
