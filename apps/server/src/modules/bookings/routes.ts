import {
  ApiError,
  Availability,
  Booking,
  BookingList,
  CreateBooking,
  MentorParams,
  SlotList,
  SlotsQuery,
  UpdateAvailability,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { BookingsService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** Availability, slots and bookings under /api (issue 9). */
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

  app.get(
    '/mentors/:id/slots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: 'Bookable starts (UTC instants) of an approved mentor between from and to',
        params: MentorParams,
        querystring: SlotsQuery,
        response: { 200: SlotList, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => bookings.slots(request.params.id, request.query),
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
        summary: 'The signed-in person’s bookings, as mentee or mentor',
        response: { 200: BookingList, ...errors },
      },
    },
    async (request) => ({ items: await bookings.list(requireAuth(request).user.id) }),
  );
};
