import { ReportReceipt, type CreateReport } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `POST /api/reports` (docs/product.md#141-reporting): file a report.
 * @throws ApiRequestError 404 `report_subject_not_found`, 409 `report_duplicate`, 400
 *   `report_own_subject` or `general_argument_invalid`, 429 `general_rate_limit_exceeded`.
 */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: CreateReport) =>
      api('/reports', { method: 'POST', body, schema: ReportReceipt }),
  });
}
