import {
  ExpertInbox,
  ExpertRequest,
  MyExpertRequest,
  type CreateExpertRequest,
} from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * Ask an Expert's calls (contracts `experts.ts`). Pages work from HTTP alone; the
 * socket's `expert-request:*` events only update these queries' data.
 */
export const expertsKeys = {
  mine: ['experts', 'mine'] as const,
  inbox: ['experts', 'inbox'] as const,
};

/** How often a mentee's live request is read again (the online count; no socket). */
const MINE_REFRESH_MS = 15_000;

/** `GET /api/expert-requests/mine`: the mentee's live or latest request. */
export function useMyRequest() {
  return useQuery({
    queryKey: expertsKeys.mine,
    queryFn: ({ signal }) => api('/expert-requests/mine', { schema: MyExpertRequest, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.request?.status;
      return status === 'open' || status === 'waiting' ? MINE_REFRESH_MS : false;
    },
  });
}

/**
 * `GET /api/expert-requests/inbox`: an expert's open requests (their topic first); the Ask an
 * Expert page and the mentor home's alert share it. `retry: false` for a view that shows
 * nothing on an error anyway.
 */
export function useInbox(options: { enabled?: boolean; retry?: false } = {}) {
  return useQuery({
    queryKey: expertsKeys.inbox,
    queryFn: ({ signal }) => api('/expert-requests/inbox', { schema: ExpertInbox, signal }),
    enabled: options.enabled ?? true,
    ...(options.retry === false && { retry: false }),
  });
}

/** Put `request` into the mentee's cached answer (after a call or a socket event). */
export function useSetMine() {
  const queryClient = useQueryClient();
  return (request: ExpertRequest) =>
    queryClient.setQueryData<MyExpertRequest>(expertsKeys.mine, (old) => ({
      expertsOnline: old?.expertsOnline ?? 0,
      suggestedMentors: request.id === old?.request?.id ? old.suggestedMentors : [],
      request,
    }));
}

/** `POST /api/expert-requests`. */
export function useAsk() {
  const queryClient = useQueryClient();
  const setMine = useSetMine();
  return useMutation({
    mutationFn: (body: CreateExpertRequest) =>
      api('/expert-requests', { method: 'POST', body, schema: ExpertRequest }),
    onSuccess: (request) => {
      setMine(request);
      void queryClient.invalidateQueries({ queryKey: expertsKeys.mine });
    },
  });
}

/** `POST /api/expert-requests/:id/{cancel,leave-open}` (the mentee). */
export function useMenteeAction(action: 'cancel' | 'leave-open') {
  const queryClient = useQueryClient();
  const setMine = useSetMine();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/expert-requests/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        schema: ExpertRequest,
      }),
    onSuccess: (request) => {
      setMine(request);
      void queryClient.invalidateQueries({ queryKey: expertsKeys.mine });
    },
  });
}

/** `POST /api/expert-requests/:id/accept` (an expert). */
export function useAccept() {
  return useMutation({
    mutationFn: (id: string) =>
      api(`/expert-requests/${encodeURIComponent(id)}/accept`, {
        method: 'POST',
        schema: ExpertRequest,
      }),
  });
}
