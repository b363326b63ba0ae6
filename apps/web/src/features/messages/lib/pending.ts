import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * My messages not yet stored by the server, per conversation: `sending` while the request is
 * out, `failed` when it failed ("Not sent — Retry"). Held in the query cache (never fetched),
 * so switching conversations keeps them. A retry reuses the same `clientId`, so the server
 * stores the message once however many attempts reach it.
 */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  state: 'sending' | 'failed';
  error: string | null;
}

const pendingKey = (conversationId: string) =>
  ['conversations', conversationId, 'pending'] as const;

export function usePending(conversationId: string) {
  const queryClient = useQueryClient();
  const key = pendingKey(conversationId);
  const { data } = useQuery<PendingMessage[]>({
    queryKey: key,
    queryFn: () => [],
    initialData: [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const update = useCallback(
    (fn: (list: PendingMessage[]) => PendingMessage[]) =>
      queryClient.setQueryData<PendingMessage[]>(pendingKey(conversationId), (list) =>
        fn(list ?? []),
      ),
    [queryClient, conversationId],
  );
  return { pending: data, update };
}

/** A client id for a new message (the contract allows letters, digits, `-` and `_`). */
export function newClientId(): string {
  return crypto.randomUUID();
}
