import { AdminReport, AdminReportList, type ResolveReport } from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Prefix of the cached moderation queue (what a resolution invalidates). */
const reportsKey = ['admin', 'reports'] as const;

/**
 * `GET /api/admin/reports?status=open` (docs/product.md#143-moderation-and-suspension): the
 * open reports, oldest first, each with the reporter, the reported person, earlier reports and
 * the content in context.
 * @throws ApiRequestError 401 signed out, 403 `general_forbidden` for a non-admin.
 */
export function useOpenReports() {
  return useQuery({
    queryKey: [...reportsKey, 'open'],
    queryFn: () => api('/admin/reports?status=open', { schema: AdminReportList }),
  });
}

/**
 * `POST /api/admin/reports/:id/resolution {action, note, until?}`: dismiss, remove, warn or
 * suspend; the queue is reloaded afterwards.
 * @throws ApiRequestError 409 `report_not_open` (another admin was first), 404
 *   `report_not_found`, 400 `general_argument_invalid`.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReport & { id: string }) =>
      api(`/admin/reports/${encodeURIComponent(id)}/resolution`, {
        method: 'POST',
        body,
        schema: AdminReport,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}
