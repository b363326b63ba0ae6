import { Suspension, type SuspendUser } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `POST /api/admin/users/:id/suspension {reason, until?}`
 * (docs/product.md#143-moderation-and-suspension): suspend an account from the person's page;
 * the same effects as the queue's suspend (signed out everywhere, sign-in refused, profile
 * hidden, upcoming sessions cancelled, a statement of reasons with the appeal link).
 * @throws ApiRequestError 403 `general_forbidden` (a non-admin, or the admin's own account),
 *   404 `user_not_found`, 400 `general_argument_invalid`.
 */
function suspendPerson({ userId, ...body }: SuspendUser & { userId: string }) {
  return api(`/admin/users/${encodeURIComponent(userId)}/suspension`, {
    method: 'POST',
    body,
    schema: Suspension,
  });
}

/**
 * `DELETE /api/admin/users/:id/suspension`: reinstate; the person can sign in again and a
 * mentor is listed again (cancelled sessions stay cancelled).
 * @throws ApiRequestError 404 `user_not_found`, 403 `general_forbidden`.
 */
function reinstatePerson(userId: string) {
  return api(`/admin/users/${encodeURIComponent(userId)}/suspension`, {
    method: 'DELETE',
    schema: Suspension,
  });
}

/** A suspension change; the person's page, the people list and the queue are reloaded. */
function useSuspensionMutation<T>(mutationFn: (input: T) => Promise<Suspension>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        ['person', 'people', 'reports', 'overview'].map((key) =>
          queryClient.invalidateQueries({ queryKey: ['admin', key] }),
        ),
      ),
  });
}

/** Suspend a person ({@link suspendPerson}). */
export const useSuspendPerson = () => useSuspensionMutation(suspendPerson);
/** Reinstate a person ({@link reinstatePerson}). */
export const useReinstatePerson = () => useSuspensionMutation(reinstatePerson);
