import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { newId } from '../../lib/crypto.ts';
import {
  deleteDemoNotifications,
  insertNotification,
} from '../../modules/notifications/repository.ts';
import { activities, bookings, reviews, users } from '../schema.ts';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

/**
 * Demo notifications (docs/product.md#13-demo-content): the bell of the demo mentee Jordan Rivera
 * and of the demo mentor Sofia Lindqvist shows a few notifications, some unread, linking to their
 * real demo sessions and to the mentor's assignment. Placed before the seeding time; runs
 * after the bookings and goals seeders, and replaces its own rows (`is_demo`) if run again.
 */

const HOUR_MS = 60 * 60 * 1000;

export const notificationsSeeder: DemoSeeder = {
  name: 'notifications',
  async run(tx, ctx) {
    const found = await tx.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.email, [DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL]));
    const mentee = found.find((u) => u.email === DEMO_MENTEE_EMAIL);
    const mentor = found.find((u) => u.email === DEMO_MENTOR_EMAIL);
    if (!mentee || !mentor) return;
    const now = new Date(ctx.now);
    const pair = and(
      eq(bookings.menteeId, mentee.id),
      eq(bookings.mentorId, mentor.id),
      eq(bookings.status, 'confirmed'),
    );
    const [upcoming] = await tx.db
      .select({ id: bookings.id, start: bookings.startsAt })
      .from(bookings)
      .where(and(pair, gt(bookings.startsAt, now)))
      .orderBy(asc(bookings.startsAt))
      .limit(1);
    const [held] = await tx.db
      .select({ id: bookings.id, start: bookings.startsAt })
      .from(bookings)
      .where(and(pair, lt(bookings.endsAt, now)))
      .orderBy(desc(bookings.startsAt))
      .limit(1);
    // "Reviewed your session" links to a session that has the review
    // (docs/product.md#13-demo-content).
    const [reviewed] = await tx.db
      .select({ id: bookings.id, start: bookings.startsAt, rating: reviews.rating })
      .from(bookings)
      .innerJoin(reviews, eq(reviews.bookingId, bookings.id))
      .where(and(pair, lt(bookings.endsAt, now)))
      .orderBy(desc(bookings.startsAt))
      .limit(1);
    const [assignment] = await tx.db
      .select({ id: activities.id, name: activities.name, kind: activities.kind })
      .from(activities)
      .where(and(eq(activities.menteeId, mentee.id), eq(activities.source, 'mentor_assignment')))
      .limit(1);

    for (const id of [mentee.id, mentor.id]) await deleteDemoNotifications(tx.db, id);
    const ago = (hours: number) => new Date(ctx.now - hours * HOUR_MS);
    const add = async (
      userId: string,
      kind: string,
      event: string,
      data: Record<string, string | number | null>,
      link: string,
      hoursAgo: number,
      read: boolean,
    ) => {
      await insertNotification(tx.db, {
        id: newId(),
        userId,
        kind,
        event,
        data: { ...data, link },
        isDemo: true,
        createdAt: ago(hoursAgo),
        readAt: read ? ago(Math.max(0, hoursAgo - 0.5)) : null,
      });
    };

    // Jordan (mentee).
    if (upcoming) {
      const data = {
        bookingId: upcoming.id,
        name: mentor.name,
        start: upcoming.start.toISOString(),
      };
      await add(
        mentee.id,
        'booking',
        'booking.confirmed',
        data,
        `/sessions/${upcoming.id}`,
        2,
        false,
      );
    }
    if (assignment) {
      await add(
        mentee.id,
        'activity',
        'activity.assigned',
        {
          activityId: assignment.id,
          name: mentor.name,
          title: assignment.name,
          activityKind: assignment.kind === 'test' ? 'test' : 'assignment',
        },
        '/dashboard/goals',
        26,
        false,
      );
    }
    if (held) {
      const data = { bookingId: held.id, name: mentor.name, start: held.start.toISOString() };
      // Told an hour before it started.
      const hoursAgo = (ctx.now - held.start.getTime()) / HOUR_MS + 1;
      await add(
        mentee.id,
        'booking',
        'booking.starting',
        data,
        `/sessions/${held.id}`,
        hoursAgo,
        true,
      );
    }

    // Sofia (mentor).
    if (upcoming) {
      const data = {
        bookingId: upcoming.id,
        name: mentee.name,
        start: upcoming.start.toISOString(),
        status: 'confirmed',
      };
      await add(
        mentor.id,
        'booking',
        'booking.created',
        data,
        `/sessions/${upcoming.id}`,
        3,
        false,
      );
    }
    if (reviewed) {
      const data = {
        bookingId: reviewed.id,
        name: mentee.name,
        start: reviewed.start.toISOString(),
        rating: reviewed.rating,
      };
      const link = `/sessions/${reviewed.id}`;
      await add(mentor.id, 'review', 'booking.reviewed', data, link, 20, false);
    }
    await add(
      mentor.id,
      'application',
      'application.approved',
      { reason: null },
      '/dashboard_mentor',
      24 * 30,
      true,
    );
  },
};
