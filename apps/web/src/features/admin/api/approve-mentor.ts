import { MentorApplication } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mentorApplicationsKey } from './get-mentor-applications.ts';

/**
 * `POST /api/admin/mentors/:userId/approve`: list the mentor in the directory and mail them.
 * Answers the application as it now stands.
 * @throws ApiRequestError 404 `mentor_application_not_found`, 409
 *   `mentor_application_not_pending` when it was declined meanwhile, 403 `general_forbidden`.
 */
export function approveMentor(userId: string): Promise<MentorApplication> {
  return api(`/admin/mentors/${encodeURIComponent(userId)}/approve`, {
    method: 'POST',
    schema: MentorApplication,
  });
}

/**
 * Approve an application. Every cached list page is refreshed afterwards, whatever the
 * outcome: a refusal (409) means the list is out of date.
 */
export function useApproveMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveMentor,
    // Not awaited: the dialog should close and say what happened before the decided card
    // leaves the list (awaiting would unmount it, dialog and focus with it, mid-way).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorApplicationsKey }),
  });
}
