import { BlockImpact, BlockList, BlockResult } from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * Blocks (docs/product.md#1214-blocking; contracts `blocks.ts`): the people the reader blocked,
 * what a block would cancel, and setting or lifting one. Shared: the mentor profile, the
 * message thread and Settings → Password & Privacy all block and unblock.
 */

export const blocksKey = ['blocks'] as const;
const impactKey = (userId: string) => ['blocks', userId, 'impact'] as const;

/** `GET /api/blocks` (only when `enabled`: signed in). */
export function useBlocks(enabled = true) {
  return useQuery({
    queryKey: blocksKey,
    queryFn: () => api('/blocks', { schema: BlockList }),
    enabled,
  });
}

/** `GET /api/blocks/:userId/impact` while `enabled` (the confirmation is open); never cached. */
export function useBlockImpact(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: impactKey(userId),
    queryFn: () => api(`/blocks/${encodeURIComponent(userId)}/impact`, { schema: BlockImpact }),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

/**
 * `PUT /api/blocks/:userId` and `DELETE /api/blocks/:userId`. Either refreshes every cached
 * answer once done: a block cancels sessions, closes conversations and hides slots, so the
 * sessions, messages and booking pages all change.
 */
export function useSetBlock(userId: string) {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (closing its dialog) run before the pages refetch,
  // and the dialog is gone before the refetched list swaps Block for Unblock.
  const refresh = () => {
    void queryClient.invalidateQueries();
  };
  const block = useMutation({
    mutationFn: () =>
      api(`/blocks/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body: {},
        schema: BlockResult,
      }),
    onSuccess: refresh,
  });
  const unblock = useMutation({
    mutationFn: () => api(`/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { block, unblock };
}
