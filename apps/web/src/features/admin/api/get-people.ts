import {
  AdminOverview,
  AdminPeoplePage,
  AdminPerson,
  type AdminPeopleQuery,
} from '@pathwise/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `GET /api/admin/people?q=&role=&status=&page=` (docs/product.md#146-admin-overview): 20
 * people a page, newest account first. The previous page stays on screen while the next loads.
 * @throws ApiRequestError 400 for a bad filter, 401 signed out, 403 `general_forbidden`.
 */
export function usePeople(query: AdminPeopleQuery) {
  return useQuery({
    queryKey: ['admin', 'people', query],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(query.page) });
      if (query.q) search.set('q', query.q);
      if (query.role) search.set('role', query.role);
      if (query.status) search.set('status', query.status);
      return api(`/admin/people?${search.toString()}`, { schema: AdminPeoplePage, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/admin/people/:id`: the person, reports about them, actions taken, sessions.
 * @throws ApiRequestError 404 `user_not_found`, 403 `general_forbidden`.
 */
export function usePerson(id: string) {
  return useQuery({
    queryKey: ['admin', 'person', id],
    queryFn: ({ signal }) =>
      api(`/admin/people/${encodeURIComponent(id)}`, { schema: AdminPerson, signal }),
  });
}

/**
 * `GET /api/admin/overview`: this week and the twelve before, in the admin's zone.
 * @throws ApiRequestError 403 `general_forbidden`.
 */
export function useOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => api('/admin/overview', { schema: AdminOverview, signal }),
  });
}
