import {
  type Booking,
  type BookingDetail,
  type BookingListQuery,
  type MyMentorList,
  type PlanBalanceList,
} from '@pathwise/contracts';
import { AppError } from '../../lib/errors.ts';
import * as reports from './reports-repository.ts';
import * as repo from './repository.ts';
import { changeKind, toBooking } from './booking-view.ts';
import type { BookingContext } from './service-context.ts';

/**
 * The caller's own reads of bookings for the module's routes: the list, one booking with its
 * history and files, my mentors and plan balances. Part of the bookings service.
 */
export function createQueries(ctx: BookingContext) {
  const { db, mentors, now, peopleOf, notFound, closedFor } = ctx;
  return {
    /**
     * `GET /api/bookings`: the caller's bookings (as mentee or mentor) matching `query`.
     * `when`, `from`/`to` (on the start) and `with` filter in SQL; `q` (every word, case
     * insensitive) matches the other person's name, the agenda, the shared notes, the
     * caller's private notes and the tags. Order: `upcoming`/`pending`/`all` soonest first;
     * `past` newest first unless `sort` says `oldest` or `mentor` (the other person's name).
     */
    async list(userId: string, query: BookingListQuery): Promise<Booking[]> {
      const at = now();
      const rows = await repo.listBookingRows(db, {
        userId,
        when: query.when,
        now: at,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        withId: query.with,
      });
      const people = await peopleOf(rows);
      let items = rows.map((row) => toBooking(row, userId, people, at));
      const other = (b: Booking) => (b.role === 'mentor' ? b.mentee : b.mentor);
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length > 0) {
        items = items.filter((b) => {
          const text = [other(b).name, b.agenda, b.notes, b.privateNotes, ...b.tags]
            .join('\n')
            .toLowerCase();
          return words.every((w) => text.includes(w));
        });
      }
      const sort = query.sort ?? (query.when === 'past' ? 'recent' : 'oldest');
      if (sort === 'recent') items.reverse();
      if (sort === 'mentor')
        items.sort(
          (a, b) => other(a).name.localeCompare(other(b).name) || a.start.localeCompare(b.start),
        );
      return items.slice(0, query.limit);
    },

    /**
     * `GET /api/bookings/:id`: the booking with its history (oldest first) and attachments.
     * @throws AppError 404 `booking_not_found` unless the caller takes part in it.
     */
    async get(userId: string, id: string): Promise<BookingDetail> {
      const row = await repo.findBooking(db, id);
      if (!row || (row.mentorId !== userId && row.menteeId !== userId)) throw notFound();
      const [history, files, people] = await Promise.all([
        repo.listChanges(db, id),
        repo.listAttachments(db, id),
        peopleOf([row]),
      ]);
      return {
        ...toBooking(row, userId, people, now()),
        history: history.map((h) => ({
          kind: changeKind(h.kind),
          by: h.actorRole,
          at: h.at.toISOString(),
          reason: h.reason,
          previousStart: h.previousStartsAt?.toISOString() ?? null,
          newStart: h.newStartsAt?.toISOString() ?? null,
        })),
        attachments: files.map((f) => ({
          id: f.id,
          fileName: f.fileName,
          mediaType: f.mediaType,
          sizeBytes: f.sizeBytes,
          by: f.uploaderRole,
          url: `/api/bookings/${id}/attachments/${f.id}`,
          createdAt: f.createdAt.toISOString(),
        })),
      };
    },

    /**
     * `GET /api/mentors/:id/plan-balances`: per plan of an approved mentor, the sessions left
     * in the caller's open package. Bookings that use a session are pending, confirmed
     * (held included) and late mentee cancellations; `left = sessions - used % sessions`
     * (a fresh package, all sessions, when that is 0). Plans the mentor has since changed or
     * removed come in `archived` (and their balances in `items`) while the caller has
     * sessions left in them; `closed` says why the caller may not book now.
     * @throws AppError 404 `mentor_not_found`.
     */
    async planBalances(menteeId: string, mentorId: string): Promise<PlanBalanceList> {
      const mentor = await mentors.findApproved(mentorId);
      if (!mentor) throw new AppError('mentor_not_found', 'No mentor at this address.');
      const used = await reports.countPlanUse(db, menteeId, mentorId);
      const balance = (plan: { id: string; sessions: number }) => {
        const sessions = Math.max(1, plan.sessions);
        return {
          planId: plan.id,
          sessions,
          left: sessions - ((used.get(plan.id) ?? 0) % sessions),
        };
      };
      const current = new Set(mentor.plans.map((p) => p.id));
      const archived = (
        await mentors.plans.archivedPlans(
          mentorId,
          [...used.keys()].filter((id) => !current.has(id)),
        )
      ).filter((plan) => balance(plan).left < Math.max(1, plan.sessions));
      return {
        items: [...mentor.plans, ...archived].map(balance),
        closed: await closedFor(menteeId, mentorId, now()),
        archived: archived.map(({ position: _position, ...plan }) => plan),
      };
    },

    /**
     * `GET /api/my-mentors`: the mentors the caller has booked (latest booking first), each
     * card with the held and upcoming session counts, the last held and the next start.
     */
    async myMentors(menteeId: string): Promise<MyMentorList> {
      const rows = await reports.listMyMentors(db, menteeId, now());
      const cards = await mentors.cards(rows.map((r) => r.mentorId));
      return {
        items: rows.flatMap((r) => {
          const card = cards.get(r.mentorId);
          if (!card) return [];
          return [
            {
              mentor: card,
              completedSessions: r.completed,
              upcomingSessions: r.upcoming,
              lastSessionAt: r.lastSessionAt?.toISOString() ?? null,
              nextSessionAt: r.nextSessionAt?.toISOString() ?? null,
            },
          ];
        }),
      };
    },
  };
}
