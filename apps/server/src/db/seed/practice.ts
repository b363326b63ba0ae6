import { AVAILABILITY_DEFAULTS, VISIT_SOURCES, type Availability } from '@pathwise/contracts';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { newId } from '../../lib/crypto.ts';
import { computeSlots } from '../../modules/bookings/slots.ts';
import { addDays, dayIn } from '../../modules/analytics/service.ts';
import { bookingChanges, bookings, mentorPlans, profileVisits, users } from '../schema.ts';
import { DEMO_MENTOR_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

/**
 * The demo mentor's practice (docs/product.md#13-demo-content): 90 days of profile visits from
 * every source (another site's hosts included) and, beyond the bookings seeder's last six weeks,
 * held and upcoming paid and volunteer sessions across several months, some booked after a
 * visit (their `source`), with the demo's other mentees (the demo mentee's own history
 * stays the bookings seeder's), so her home's analytics and earnings page show real figures.
 * Runs once, in the seeding transaction; nothing without the demo accounts.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const ZONE = 'Europe/Lisbon';
const OTHER_SITES = ['www.linkedin.com', 'www.google.com', 'medium.com', 'dribbble.com'];
/** Each source's share of a day's visits, in `VISIT_SOURCES` order. */
const WEIGHTS = [0.38, 0.17, 0.12, 0.08, 0.13, 0.12];

/** A reproducible number in [0, 1) from `key` (the demo looks the same at every seeding). */
function unit(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/** Her week as the bookings seeder saved it (Lisbon office hours, Monday to Friday). */
const HOURS: Availability = {
  timeZone: ZONE,
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    ranges: [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ],
  })),
  dateOverrides: [],
  ...AVAILABILITY_DEFAULTS,
  minimumNoticeMinutes: 0,
  // Slots are computed from the start of each range: the whole range is in the window.
  bookingWindowDays: 365,
  maxPerDay: null,
  requiresConfirmation: false,
  meetingUrl: null,
};

export const practiceSeeder: DemoSeeder = {
  name: 'practice',
  async run(tx, ctx) {
    const now = ctx.now;
    const people = await tx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        or(eq(users.email, DEMO_MENTOR_EMAIL), like(users.email, 'demo-mentee-%@pathwise.example')),
      );
    const mentorId = people.find((p) => p.email === DEMO_MENTOR_EMAIL)?.id;
    if (!mentorId) return;
    const mentees = people.filter((p) => p.email !== DEMO_MENTOR_EMAIL).map((p) => p.id);

    // 90 days of visits: a slow rise with a weekly rhythm, split over the sources.
    const today = dayIn(ZONE, new Date(now));
    const visits: (typeof profileVisits.$inferInsert)[] = [];
    for (let d = 89; d >= 0; d--) {
      const day = addDays(today, -d);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const base = 4 + Math.round((89 - d) / 12) + (weekday === 0 || weekday === 6 ? -2 : 2);
      const count = Math.max(1, base + Math.floor(unit(`n${day}`) * 5));
      for (let v = 0; v < count; v++) {
        let r = unit(`s${day}-${v}`);
        let s = 0;
        while (s < WEIGHTS.length - 1 && r >= WEIGHTS[s]!) r -= WEIGHTS[s++]!;
        const source = VISIT_SOURCES[s]!;
        visits.push({
          mentorId,
          day,
          visitorHash: createHash('sha256').update(`demo-${day}-${v}`).digest('hex'),
          source,
          referrerHost:
            source === 'other_site'
              ? OTHER_SITES[Math.floor(unit(`h${day}-${v}`) * OTHER_SITES.length)]!
              : null,
          visitedAt: new Date(Date.parse(`${day}T10:00:00Z`) + v * 7 * 60_000),
        });
      }
    }
    for (let i = 0; i < visits.length; i += 500)
      await tx.db.insert(profileVisits).values(visits.slice(i, i + 500));

    // Sessions in months the bookings seeder left empty: from ~6 months back to 7 weeks
    // back (held), and from 16 to 60 days ahead (upcoming), on her free hours.
    const plans = await tx.db
      .select()
      .from(mentorPlans)
      .where(eq(mentorPlans.mentorId, mentorId))
      .orderBy(mentorPlans.position);
    const paid = plans.find((p) => p.priceMinor > 0);
    const free = plans.find((p) => p.priceMinor === 0);
    if (!paid || !free) return;
    const taken = await tx.db
      .select({ menteeId: bookings.menteeId, start: bookings.startsAt, end: bookings.endsAt })
      .from(bookings)
      .where(
        and(
          inArray(bookings.menteeId, mentees),
          inArray(bookings.status, ['pending', 'confirmed']),
        ),
      );
    const slots = (from: number, to: number) =>
      computeSlots({
        availability: HOURS,
        busy: [],
        from: new Date(from),
        to: new Date(to),
        now: new Date(from),
      })
        .map((s) => new Date(s))
        .filter((s) => s.getUTCMinutes() === 0);
    const past = slots(now - 180 * DAY_MS, now - 47 * DAY_MS);
    const future = slots(now + 16 * DAY_MS, now + 60 * DAY_MS);
    const rows: (typeof bookings.$inferInsert)[] = [];
    const pick = (list: Date[], count: number, key: string) => {
      const step = Math.floor(list.length / count);
      return Array.from({ length: count }, (_, i) => {
        const jitter = Math.floor(unit(`${key}${i}`) * Math.max(1, step - 1));
        return list[Math.min(list.length - 1, i * step + jitter)]!;
      });
    };
    const add = (start: Date, i: number, volunteer: boolean) => {
      const end = new Date(start.getTime() + HOUR_MS);
      const menteeId = mentees
        .map((_, k) => mentees[(i + k) % mentees.length]!)
        .find((m) =>
          taken.every(
            (b) =>
              b.menteeId !== m ||
              b.end.getTime() <= start.getTime() ||
              b.start.getTime() >= end.getTime(),
          ),
        );
      if (!menteeId) return;
      taken.push({ menteeId, start, end });
      const plan = volunteer ? free : paid;
      const created = new Date(Math.min(start.getTime() - 6 * DAY_MS, now - DAY_MS));
      rows.push({
        id: newId(),
        mentorId,
        menteeId,
        status: 'confirmed',
        startsAt: start,
        endsAt: end,
        blockedFrom: start,
        blockedUntil: new Date(end.getTime() + 15 * 60_000),
        planId: plan.id,
        planName: plan.name,
        planSessions: plan.sessions,
        priceMinor: Math.round(plan.priceMinor / plan.sessions),
        currency: plan.currency,
        agenda: volunteer
          ? 'A first conversation about my design career.'
          : 'Portfolio and career review.',
        meetingUrl: `${ctx.meetingBaseUrl}/Pathwise-${newId().replace(/-/g, '')}`,
        mentorTimeZone: ZONE,
        menteeTimeZone: 'Europe/London',
        // Booked within the visits' 90 days: the visit's source is known.
        source:
          now - created.getTime() < 88 * DAY_MS
            ? VISIT_SOURCES[Math.floor(unit(`b${i}`) * 3)]!
            : null,
        createdAt: created,
        updatedAt: created,
      });
    };
    pick(past, 14, 'past').forEach((s, i) => add(s, i, i % 4 === 3));
    pick(future, 6, 'future').forEach((s, i) => add(s, i + 100, i % 3 === 2));
    if (rows.length === 0) return;
    await tx.db.insert(bookings).values(rows);
    await tx.db.insert(bookingChanges).values(
      rows.map((r) => ({
        bookingId: r.id,
        actorId: r.menteeId,
        actorRole: 'mentee' as const,
        kind: 'created',
        at: r.createdAt!,
      })),
    );
  },
};
