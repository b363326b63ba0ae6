import type { BlogPost, BlogPostList, BlogPostListQuery } from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { findPost, listPosts } from './repository.ts';

/** The articles of /resources. The module owns `blog_posts`. */
export type ResourcesService = ReturnType<typeof createResourcesService>;

export function createResourcesService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** One page of published posts. */
    async list(query: BlogPostListQuery): Promise<BlogPostList> {
      const { items, total } = await listPosts(db, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
    /** One published post, or null. */
    find(slug: string): Promise<BlogPost | null> {
      return findPost(db, slug);
    },
  };
}
