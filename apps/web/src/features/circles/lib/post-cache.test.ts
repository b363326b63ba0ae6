import type { CirclePost } from '@pathwise/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  applyDeletedPost,
  applyNewPost,
  applyUpdatedPost,
  circlePostsKey,
  circleRepliesKey,
  type PostPages,
} from './post-cache.ts';

const post = (id: string, over: Partial<CirclePost> = {}): CirclePost => ({
  id,
  circleId: 'c',
  parentId: null,
  author: { id: 'u-other', name: 'Ben O.', isMentor: false },
  body: id,
  replyCount: 0,
  mine: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  editedAt: null,
  ...over,
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData<PostPages>(circlePostsKey('c'), {
    pages: [{ items: [post('p-1', { replyCount: 1 })], hasMore: false }],
    pageParams: [undefined],
  });
  client.setQueryData(circleRepliesKey('c', 'p-1'), { items: [post('r-1', { parentId: 'p-1' })] });
  const posts = () => client.getQueryData<PostPages>(circlePostsKey('c'))!.pages[0]!.items;
  const replies = () =>
    client.getQueryData<{ items: CirclePost[] }>(circleRepliesKey('c', 'p-1'))!.items;
  return { client, posts, replies };
}

describe('the discussion cache', () => {
  it('shows a post once when both the answer and the live event bring it', () => {
    const { client, posts } = seeded();
    applyNewPost(client, post('p-2', { author: { id: 'me', name: 'Me', isMentor: false } }), 'me');
    applyNewPost(client, post('p-2', { author: { id: 'me', name: 'Me', isMentor: false } }), 'me');
    expect(posts().map((p) => [p.id, p.mine])).toEqual([
      ['p-2', true],
      ['p-1', false],
    ]);
  });

  it('counts a reply once and removes it once', () => {
    const { client, posts, replies } = seeded();
    const reply = post('r-2', { parentId: 'p-1' });
    applyNewPost(client, reply, null);
    applyNewPost(client, reply, null);
    expect(replies().map((r) => r.id)).toEqual(['r-1', 'r-2']);
    expect(posts()[0]!.replyCount).toBe(2);
    const gone = { circleId: 'c', postId: 'r-2', parentId: 'p-1' };
    applyDeletedPost(client, gone);
    applyDeletedPost(client, gone);
    expect(replies().map((r) => r.id)).toEqual(['r-1']);
    expect(posts()[0]!.replyCount).toBe(1);
  });

  it('applies an edit and a deleted post with its thread', () => {
    const { client, posts } = seeded();
    applyUpdatedPost(client, post('p-1', { body: 'new', editedAt: '2026-11-24T11:00:00.000Z' }));
    expect(posts()[0]).toMatchObject({ body: 'new', replyCount: 1 });
    applyDeletedPost(client, { circleId: 'c', postId: 'p-1', parentId: null });
    expect(posts()).toEqual([]);
    expect(client.getQueryData(circleRepliesKey('c', 'p-1'))).toBeUndefined();
  });
});
