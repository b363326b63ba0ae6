import { CircleStatus, type Circle } from '@pathwise/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { applyStatus, applyToggle, type CircleToggle } from '../lib/toggle.ts';
import { circleKey } from './get-circle.ts';
import { circlesKey } from './get-circles.ts';

/** What {@link useToggleCircle} is called with. */
export interface ToggleInput {
  id: string;
  toggle: CircleToggle;
  /** true: join or like (PUT); false: leave or unlike (DELETE). */
  on: boolean;
}

/**
 * `PUT` / `DELETE /api/circles/:id/{membership|like}`: join, leave, like or unlike; answers
 * the circle's new counts and the caller's flags. Idempotent on the server.
 * @throws ApiRequestError 401 signed out, 403 `user_email_not_verified`, 404
 *   `circle_not_found`, 429 `general_rate_limit_exceeded`.
 */
export function toggleCircle({ id, toggle, on }: ToggleInput): Promise<CircleStatus> {
  return api(`/circles/${encodeURIComponent(id)}/${toggle}`, {
    method: on ? 'PUT' : 'DELETE',
    schema: CircleStatus,
  });
}

/** Apply `update` to circle `id` wherever it is cached: every list page and its own page. */
function updateCached(queryClient: QueryClient, id: string, update: (c: Circle) => Circle) {
  queryClient.setQueriesData<{ items: Circle[] }>(
    { queryKey: [...circlesKey, 'list'] },
    (list) => list && { ...list, items: list.items.map((c) => (c.id === id ? update(c) : c)) },
  );
  queryClient.setQueryData<Circle>(circleKey(id), (circle) => circle && update(circle));
}

/** Circle `id` as cached on its page or in any list, if anywhere. */
function findCached(queryClient: QueryClient, id: string): Circle | undefined {
  const own = queryClient.getQueryData<Circle>(circleKey(id));
  if (own) return own;
  for (const [, list] of queryClient.getQueriesData<{ items: Circle[] }>({
    queryKey: [...circlesKey, 'list'],
  })) {
    const found = list?.items.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Join, leave, like or unlike with an optimistic update: the buttons and counts change at
 * once in every cached list and on the circle's page, and go back to what they were if the
 * server refuses (only the toggled fields, so overlapping changes do not undo each other).
 * The server's answer then replaces the guess. Lists are only marked stale (they refetch on
 * the next visit), so that cards do not reorder under the pointer; the circle's own page
 * refetches to show its new member list.
 */
export function useToggleCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCircle,
    onMutate: async ({ id, toggle, on }) => {
      await queryClient.cancelQueries({ queryKey: circlesKey });
      const before = findCached(queryClient, id);
      updateCached(queryClient, id, (c) => applyToggle(c, toggle, on));
      return { before };
    },
    onError: (_error, { id, toggle }, context) => {
      const before = context?.before;
      if (!before) return;
      // Only this toggle's fields: a Like still in flight keeps its own optimistic change.
      updateCached(queryClient, id, (c) =>
        toggle === 'membership'
          ? { ...c, joined: before.joined, memberCount: before.memberCount }
          : { ...c, liked: before.liked, likeCount: before.likeCount },
      );
    },
    onSuccess: (status) => updateCached(queryClient, status.id, (c) => applyStatus(c, status)),
    onSettled: async (_status, _error, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...circlesKey, 'list'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: circleKey(id) }),
      ]);
    },
  });
}
