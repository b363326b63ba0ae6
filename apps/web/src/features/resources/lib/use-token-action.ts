import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { LinkActionState } from '../components/link-action-page.tsx';

/**
 * Send the `token` of the page's URL once, with `mutation`, when the page opens (opening the
 * mailed link is the click). Once, even under StrictMode's double effects: the tokens of
 * confirmation links are single use. Without a token nothing is sent and the state is
 * 'failed'.
 */
export function useTokenAction<T>(
  mutation: UseMutationResult<T, Error, { token: string }>,
): LinkActionState {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!token || mutation.isError) return 'failed';
  return mutation.isSuccess ? 'done' : 'working';
}
