import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { pathId } from './text.ts';

/**
 * Blocks (docs/product.md#1214-blocking): any signed-in person may block another; while either
 * of the two has blocked the other, neither can message or book the other, and the blocked
 * person sees none of the blocker's availability.
 */

/** `/api/blocks/:userId` params: the other person. */
export const BlockParams = lazySchema(() => z.object({ userId: pathId(36) }));
export type BlockParams = z.infer<typeof BlockParams>;

/** A person the reader blocked (Settings → Privacy). */
export const BlockedPerson = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** Path of their photo on this site, or null (initials are shown). */
    photoUrl: z.string().nullable(),
    /** When the block was set (ISO instant). */
    blockedAt: z.string(),
  }),
);
export type BlockedPerson = z.infer<typeof BlockedPerson>;

/** `GET /api/blocks`: the people the reader blocked, latest first. */
export const BlockList = lazySchema(() => z.object({ items: z.array(BlockedPerson) }));
export type BlockList = z.infer<typeof BlockList>;

/**
 * `GET /api/blocks/:userId/impact`: what blocking this person would do: the number of upcoming
 * sessions (pending or confirmed, not started) between the two that it cancels.
 */
export const BlockImpact = lazySchema(() =>
  z.object({ upcomingSessions: z.number().int().min(0) }),
);
export type BlockImpact = z.infer<typeof BlockImpact>;

/** `PUT /api/blocks/:userId`: the block, and how many upcoming sessions it cancelled now. */
export const BlockResult = lazySchema(() =>
  z.object({
    blockedAt: z.string(),
    cancelledSessions: z.number().int().min(0),
  }),
);
export type BlockResult = z.infer<typeof BlockResult>;
