import { MentorApplication } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mentorApplicationsKey } from './get-mentor-applications.ts';

/** What {@link useDeclineMentor} is called with. */
export interface DeclineInput {
  userId: string;
  /** 1 to 1000 characters after trimming (`DeclineMentor`); mailed to the mentor. */
  reason: string;
}

/**
 * `POST /api/admin/mentors/:userId/decline {reason}`: decline a pending application; the
 * mentor is mailed the reason and may edit and resubmit. Answers the updated application.
 * @throws ApiRequestError 400 `general_argument_invalid` for a bad reason, 404
 *   `mentor_application_not_found`, 409 `mentor_application_not_pending` when it was
 *   already decided, 403 `general_forbidden`.
 */
export function declineMentor({ userId, reason }: DeclineInput): Promise<MentorApplication> {
  return api(`/admin/mentors/${encodeURIComponent(userId)}/decline`, {
    method: 'POST',
    body: { reason },
    schema: MentorApplication,
  });
}

/** Decline an application; every cached list page is refreshed afterwards, as for approval. */
export function useDeclineMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineMentor,
    // Not awaited: the dialog should close and say what happened before the decided card
    // leaves the list (awaiting would unmount it, dialog and focus with it, mid-way).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorApplicationsKey }),
  });
}
