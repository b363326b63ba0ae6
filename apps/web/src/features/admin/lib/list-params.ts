import { MENTOR_STATUSES } from '@pathwise/contracts';

/** The status tabs of /admin/mentors in their order: Pending first. */
export const STATUS_TABS = [...MENTOR_STATUSES, 'all'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** Applications per page of /admin/mentors. */
export const APPLICATIONS_PAGE_SIZE = 10;

/**
 * The tab and page of /admin/mentors from its query string (`?status=declined&page=2`), so
 * that each view has its own address. Anything unknown falls back to Pending, page 1.
 */
export function readListParams(params: URLSearchParams): { status: StatusTab; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: STATUS_TABS.includes(status as StatusTab) ? (status as StatusTab) : 'pending',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a tab and page; the defaults (Pending, page 1) are left out. */
export function listSearch(status: StatusTab, page: number): string {
  const params = new URLSearchParams();
  if (status !== 'pending') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
