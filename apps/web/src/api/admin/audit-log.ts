import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface AuditEntry {
  _id: string;
  actor: { _id: string; userName: string | null; email: string | null } | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export interface AuditQuery {
  actorId?: string | undefined;
  entity?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** `GET admin/audit-log`: every staff change, newest first, by person, entity and days. */
export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: async () => {
      const params = new URLSearchParams(
        Object.entries({ ...query, limit: 20 }).flatMap(([key, value]) =>
          value === undefined || value === '' ? [] : [[key, String(value)]],
        ),
      );
      const result = await api.get<{
        entries: AuditEntry[];
        pagination: { page: number; totalPages: number; total: number };
      }>(`admin/audit-log?${params}`);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditQuery) => useQuery(auditLogQuery(query));
