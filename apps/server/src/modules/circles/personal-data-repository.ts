import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { circleLikes, circleMemberships, circlePosts, circles } from './schema.ts';

/** A person's circles (joined, liked) and the posts and replies they wrote, for their data export (ADR 0019). */
export async function findOwnCircleData(db: Db, userId: string) {
  const memberships = await db
    .select({ circle: circles.title, joinedAt: circleMemberships.joinedAt })
    .from(circleMemberships)
    .innerJoin(circles, eq(circles.id, circleMemberships.circleId))
    .where(eq(circleMemberships.userId, userId));
  const likes = await db
    .select({ circle: circles.title, likedAt: circleLikes.likedAt })
    .from(circleLikes)
    .innerJoin(circles, eq(circles.id, circleLikes.circleId))
    .where(eq(circleLikes.userId, userId));
  const posts = await db
    .select({
      id: circlePosts.id,
      circle: circles.title,
      replyTo: circlePosts.parentId,
      body: circlePosts.body,
      createdAt: circlePosts.createdAt,
      editedAt: circlePosts.editedAt,
    })
    .from(circlePosts)
    .innerJoin(circles, eq(circles.id, circlePosts.circleId))
    .where(eq(circlePosts.authorId, userId))
    .orderBy(circlePosts.createdAt);
  return { memberships, likes, posts };
}

/**
 * At account deletion the person leaves every circle and takes back their likes; their posts
 * stay for the circle's conversation, shown as "Former member" (ADR 0019).
 */
export async function deleteCircleMembership(db: Db, userId: string): Promise<void> {
  await db.delete(circleMemberships).where(eq(circleMemberships.userId, userId));
  await db.delete(circleLikes).where(eq(circleLikes.userId, userId));
}
