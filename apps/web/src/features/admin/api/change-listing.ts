import { MentorApplication } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mentorApplicationsKey } from './get-mentor-applications.ts';

/**
 * `POST /api/admin/mentors/:userId/delist {reason}` (docs/product.md#144-the-mentor-lifecycle):
 * hide an approved mentor from the directory and new bookings; the reason (1 to 1000
 * characters after trimming, `DelistMentor`) is mailed to them. Answers the application.
 * @throws ApiRequestError 400 `general_argument_invalid` for a bad reason, 404
 *   `mentor_application_not_found`, 409 `mentor_not_approved` or `mentor_listing_unchanged`
 *   (already delisted), 403 `general_forbidden`.
 */
export function delistMentor({
  userId,
  reason,
}: {
  userId: string;
  reason: string;
}): Promise<MentorApplication> {
  return api(`/admin/mentors/${encodeURIComponent(userId)}/delist`, {
    method: 'POST',
    body: { reason },
    schema: MentorApplication,
  });
}

/**
 * `POST /api/admin/mentors/:userId/relist`: list a delisted mentor again; they are mailed.
 * @throws ApiRequestError 404, 409 `mentor_listing_unchanged` when listed already, 403.
 */
export function relistMentor(userId: string): Promise<MentorApplication> {
  return api(`/admin/mentors/${encodeURIComponent(userId)}/relist`, {
    method: 'POST',
    schema: MentorApplication,
  });
}

/** A listing change; every cached list page is refreshed afterwards, as for a decision. */
function useListingMutation<T>(mutationFn: (input: T) => Promise<MentorApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorApplicationsKey }),
  });
}

/** Delist a mentor ({@link delistMentor}). */
export const useDelistMentor = () => useListingMutation(delistMentor);
/** Relist a mentor ({@link relistMentor}). */
export const useRelistMentor = () => useListingMutation(relistMentor);
