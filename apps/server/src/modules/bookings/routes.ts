import {
  ApiError,
  Availability,
  AvailabilityPreferences,
  Booking,
  BookingDetail,
  BookingList,
  BookingPolicy,
  BookingListQuery,
  BookingParams,
  CancelBooking,
  CreateBooking,
  MentorParams,
  MoveBooking,
  MyMentorList,
  PlanBalanceList,
  SaveNotes,
  SetBookingGoal,
  SlotList,
  SlotsQuery,
  UpdateAvailability,
  UpdateBooking,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { BookingsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** Availability, slots and bookings under /api. */
export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/availability',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['bookings'],
        summary: 'The signed-in mentor’s availability',
        response: { 200: Availability, ...errors },
      },
    },
    async (request) => bookings.getAvailability(requireAuth(request).user.id),
  );

  app.put(
    '/availability',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['bookings'],
        summary: 'Replace the signed-in mentor’s availability',
        body: UpdateAvailability,
        response: { 200: Availability, ...errors },
      },
    },
    async (request) => bookings.saveAvailability(requireAuth(request).user.id, request.body),
  );

  app.patch(
    '/availability',
    {
      config: { role: 'mentor' },
      schema: {
        tags: ['bookings'],
        summary:
          'Change whether bookings need confirmation and the fixed meeting link, keeping the other rules',
        body: AvailabilityPreferences,
        response: { 200: Availability, ...errors },
      },
    },
    async (request) => bookings.savePreferences(requireAuth(request).user.id, request.body),
  );

  app.get(
    '/mentors/:id/slots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'Bookable starts (UTC instants) of an approved mentor between from and to; with reschedule, the caller’s booking being moved counts as free',
        params: MentorParams,
        querystring: SlotsQuery,
        response: { 200: SlotList, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => bookings.slots(request.params.id, request.query, request.auth?.user.id),
  );

  app.post(
    '/bookings',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['bookings'],
        summary: 'Book a session: 201 confirmed, or pending when the mentor confirms bookings',
        body: CreateBooking,
        response: { 201: Booking, ...errors, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bookings.create(requireAuth(request).user.id, request.body)),
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The signed-in person’s bookings, as mentee or mentor (filters, search, sort)',
        querystring: BookingListQuery,
        response: { 200: BookingList, ...errors },
      },
    },
    async (request) => ({
      items: await bookings.list(requireAuth(request).user.id, request.query),
    }),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One booking with its history and attachments (participants only)',
        params: BookingParams,
        response: { 200: BookingDetail, ...errors, 404: ApiError },
      },
    },
    async (request) => bookings.get(requireAuth(request).user.id, request.params.id),
  );

  /** A lifecycle route: POST with an optional body schema, answering the booking. */
  const change = { ...errors, 404: ApiError, 409: ApiError };

  app.post(
    '/bookings/:id/confirm',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentor confirms a pending booking',
        params: BookingParams,
        response: { 200: Booking, ...change },
      },
    },
    async (request) => bookings.confirm(requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/bookings/:id/decline',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentor declines a pending booking (its slot and plan session are free again)',
        params: BookingParams,
        body: CancelBooking.optional(),
        response: { 200: Booking, ...change },
      },
    },
    async (request) =>
      bookings.decline(requireAuth(request).user.id, request.params.id, request.body?.reason ?? ''),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Either side cancels (a mentee inside the change notice: recorded as late)',
        params: BookingParams,
        body: CancelBooking.optional(),
        response: { 200: Booking, ...change },
      },
    },
    async (request) =>
      bookings.cancel(requireAuth(request).user.id, request.params.id, request.body?.reason ?? ''),
  );

  app.post(
    '/bookings/:id/reschedule',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentee moves the booking to another free slot (until the change notice)',
        params: BookingParams,
        body: MoveBooking,
        response: { 200: Booking, ...change },
      },
    },
    async (request) =>
      bookings.reschedule(requireAuth(request).user.id, request.params.id, request.body),
  );

  app.post(
    '/bookings/:id/proposal',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentor proposes a new time; the mentee accepts or declines it',
        params: BookingParams,
        body: MoveBooking,
        response: { 200: Booking, ...change },
      },
    },
    async (request) =>
      bookings.propose(requireAuth(request).user.id, request.params.id, request.body),
  );

  app.post(
    '/bookings/:id/proposal/accept',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentee accepts the proposed time: the booking moves there',
        params: BookingParams,
        response: { 200: Booking, ...change },
      },
    },
    async (request) => bookings.acceptProposal(requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/bookings/:id/proposal/decline',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentee declines the proposed time: the old time stands',
        params: BookingParams,
        response: { 200: Booking, ...change },
      },
    },
    async (request) => bookings.declineProposal(requireAuth(request).user.id, request.params.id),
  );

  app.patch(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentor sets priority, tags and (held sessions) a recording link',
        params: BookingParams,
        body: UpdateBooking,
        response: { 200: Booking, ...change },
      },
    },
    async (request) =>
      bookings.update(requireAuth(request).user.id, request.params.id, request.body),
  );

  app.put(
    '/bookings/:id/notes',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Save the mentor’s session notes, or the mentee’s private notes',
        params: BookingParams,
        body: SaveNotes,
        response: { 200: Booking, ...change },
      },
    },
    async (request) =>
      bookings.saveNotes(requireAuth(request).user.id, request.params.id, request.body.text),
  );

  app.put(
    '/bookings/:id/goal',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['bookings'],
        summary: 'Name one of the mentee’s active goals for an upcoming session, or none',
        params: BookingParams,
        body: SetBookingGoal,
        response: { 200: Booking, ...change },
      },
    },
    async (request) =>
      bookings.setGoal(requireAuth(request).user.id, request.params.id, request.body.goalId),
  );

  app.post(
    '/bookings/:id/absence',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Report the other side absent (within 48 hours after a held session)',
        params: BookingParams,
        response: { 200: Booking, ...change },
      },
    },
    async (request) => bookings.reportAbsence(requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/mentors/:id/booking-policy',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'The change policy of an approved mentor (the notice for rescheduling and cancelling), shown before booking',
        params: MentorParams,
        response: { 200: BookingPolicy, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => bookings.bookingPolicy(request.params.id),
  );

  app.get(
    '/mentors/:id/plan-balances',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['bookings'],
        summary: 'Sessions left in the caller’s open package of each of the mentor’s plans',
        params: MentorParams,
        response: { 200: PlanBalanceList, ...errors, 404: ApiError },
      },
    },
    async (request) => bookings.planBalances(requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/my-mentors',
    {
      config: { role: 'mentee' },
      schema: {
        tags: ['bookings'],
        summary: 'The mentors the caller has booked, with session counts',
        response: { 200: MyMentorList, ...errors },
      },
    },
    async (request) => bookings.myMentors(requireAuth(request).user.id),
  );
};
