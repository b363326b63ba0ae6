import type { QueryClient } from '@tanstack/react-query';
import { accountKey } from '@/lib/session/account.ts';
import { isApiError } from '@/lib/api-client.ts';

/**
 * When a wizard call failed with 401 (the sign-in session ended: signed out in another tab,
 * expired, or ended by a password reset), forget the account so that the wizard's
 * `RequireAccount` guard sends the user to /login with `?next=` back to this step, instead of
 * leaving a 'Failed to save data' banner that no retry can clear. Returns whether it did.
 */
export function leaveIfSessionEnded(queryClient: QueryClient, error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  queryClient.setQueryData(accountKey, null);
  return true;
}
