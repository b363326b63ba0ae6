import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  useOnReconnect,
  useRealtimeEmit,
  useRealtimeEvent,
  useRealtimeStatus,
} from '@/lib/realtime/index.ts';
import {
  applyDeletedPost,
  applyNewPost,
  applyUpdatedPost,
  circlePostsKey,
  forgetSeen,
} from './post-cache.ts';

/**
 * Live posts on a circle's page (docs/product.md#128-circles): while the page is open and
 * the connection is up, the tab watches the circle (`circle:watch`, again after every
 * reconnect) and refetches once the watch is acknowledged (what it may have missed), and
 * applies `circle-post:*` events of this circle to the cache. Without a socket (signed out, tests) the page works from HTTP alone.
 */
export function useCircleLive(circleId: string, viewerId: string | null) {
  const client = useQueryClient();
  const emit = useRealtimeEmit();
  const status = useRealtimeStatus();

  useEffect(() => {
    if (status !== 'connected' || !circleId) return;
    // Once watching, fetch again: a post written between the page's first fetch and the
    // watch would otherwise reach neither.
    emit('circle:watch', { circleId }, (answer) => {
      if (answer.ok) void client.invalidateQueries({ queryKey: circlePostsKey(circleId) });
    });
    return () => emit('circle:unwatch', { circleId });
    // `emit` is a new function each render; the status and circle decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, circleId]);

  useOnReconnect(() => {
    forgetSeen(client);
    void client.invalidateQueries({ queryKey: circlePostsKey(circleId) });
  });

  useRealtimeEvent('circle-post:new', ({ post }) => {
    if (post.circleId === circleId) applyNewPost(client, post, viewerId);
  });
  useRealtimeEvent('circle-post:updated', ({ post }) => {
    if (post.circleId === circleId) applyUpdatedPost(client, post);
  });
  useRealtimeEvent('circle-post:deleted', (deleted) => {
    if (deleted.circleId === circleId) applyDeletedPost(client, deleted);
  });
}
