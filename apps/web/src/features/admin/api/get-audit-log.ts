import { AuditLogPage, type AuditLogQuery } from '@pathwise/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Filters of the audit log page (the query without the cursor). */
export type AuditLogFilters = Omit<AuditLogQuery, 'cursor'>;

/**
 * `GET /api/admin/audit-log` (docs/product.md#145-audit-log): admin actions newest first, 50 a
 * page, filtered; the next page from the previous one's `nextCursor` ("Load more").
 * @throws ApiRequestError 400 for a bad filter, 401 signed out, 403 `general_forbidden`.
 */
export const auditLogQuery = (filters: AuditLogFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit-log', filters],
    queryFn: ({ signal, pageParam }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
      if (pageParam) search.set('cursor', pageParam);
      return api(`/admin/audit-log?${search.toString()}`, { schema: AuditLogPage, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The audit log with `filters`, page by page. */
export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery(auditLogQuery(filters));
}
