import type { Booking } from '@pathwise/contracts';
import { answerApi, type FakeAnswer, type FakeRequest } from './api.ts';

/**
 * Fixtures of the mentor's calendar tests: bookings as `GET /api/bookings` gives them to a
 * mentor, and a small in-memory bookings API over them (list by `when`/`from`/`to`, confirm,
 * decline, proposal, PATCH priority) on MSW. `override` answers a request first (e.g. a 409).
 */

let sequence = 0;

/** A mentor's booking starting at `start` (a local `Date`), 60 minutes, with `overrides`. */
export function mentorBooking(start: Date, overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const end = new Date(start.getTime() + 60 * 60_000);
  return {
    id,
    role: 'mentor',
    mentor: { id: 'mentor-1', name: 'Grace Hopper', photoPath: null, headline: 'Admiral' },
    mentee: {
      id: `mentee-${sequence}`,
      name: `Mentee ${sequence}`,
      photoPath: null,
      headline: null,
    },
    status: 'confirmed',
    start: start.toISOString(),
    end: end.toISOString(),
    mentorTimeZone: 'UTC',
    menteeTimeZone: 'UTC',
    planId: 'plan-1',
    planName: 'Starter Plan',
    planSessions: 2,
    priceMinor: 50_000,
    currency: 'USD',
    agenda: '',
    meetingUrl: 'https://meet.jit.si/pathwise-abc',
    recordingUrl: null,
    priority: null,
    tags: [],
    proposal: null,
    lateCancellation: false,
    menteeAbsent: false,
    mentorAbsent: false,
    notes: '',
    privateNotes: '',
    attachmentCount: 0,
    review: null,
    actions: {
      join: false,
      confirm: false,
      decline: false,
      cancel: true,
      reschedule: false,
      propose: true,
      respondToProposal: false,
      review: false,
      reportAbsence: false,
    },
    createdAt: '2025-05-01T00:00:00.000Z',
    updatedAt: '2025-05-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A pending request: `pending` with Confirm and Decline allowed. */
export function pendingBooking(start: Date, overrides: Partial<Booking> = {}): Booking {
  const booking = mentorBooking(start, { status: 'pending', ...overrides });
  return {
    ...booking,
    actions: { ...booking.actions, confirm: true, decline: true, ...overrides.actions },
  };
}

const notFound: FakeAnswer = {
  status: 404,
  body: { message: 'Booking not found', code: 404, type: 'booking_not_found' },
};

/**
 * Serve `bookings` (changed in place by the calls) as the mentor's bookings API. Returns the
 * recorded requests.
 */
export function serveCalendar(
  bookings: Booking[],
  override?: (request: FakeRequest) => FakeAnswer | undefined,
): FakeRequest[] {
  return answerApi((request) => {
    const early = override?.(request);
    if (early) return early;
    const { method, path, params } = request;
    if (method === 'GET' && path === '/api/bookings') {
      const when = params.get('when') ?? 'all';
      const from = params.get('from');
      const to = params.get('to');
      const items = bookings.filter(
        (b) =>
          (when !== 'pending' || b.status === 'pending') &&
          (!from || b.start >= new Date(from).toISOString()) &&
          (!to || b.start < new Date(to).toISOString()),
      );
      return { status: 200, body: { items } };
    }
    const match = /^\/api\/bookings\/([^/]+)(?:\/(confirm|decline|proposal))?$/.exec(path);
    const booking = match && bookings.find((b) => b.id === match[1]);
    if (!match || !booking) return notFound;
    const action = match[2];
    const body = request.body as Record<string, unknown> | undefined;
    if (method === 'POST' && action === 'confirm') {
      Object.assign(booking, {
        status: 'confirmed',
        actions: { ...booking.actions, confirm: false, decline: false },
      });
    } else if (method === 'POST' && action === 'decline') {
      Object.assign(booking, {
        status: 'declined',
        actions: { ...booking.actions, confirm: false, decline: false, propose: false },
      });
    } else if (method === 'POST' && action === 'proposal') {
      const start = new Date(String(body?.start));
      booking.proposal = {
        start: start.toISOString(),
        end: new Date(start.getTime() + 60 * 60_000).toISOString(),
        reason: typeof body?.reason === 'string' ? body.reason : '',
        at: new Date().toISOString(),
      };
    } else if (method === 'PATCH' && !action) {
      Object.assign(booking, body);
    } else {
      return notFound;
    }
    return { status: 200, body: booking };
  });
}
