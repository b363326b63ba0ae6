import {
  Attachment,
  Booking,
  BookingList,
  MyMentorList,
  Review,
  type CreateReview,
  type UpdateBooking,
} from '@pathwise/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { uploadFile } from '@/lib/upload-file.ts';
import { bookingQuery as detailQuery } from './get-booking.ts';
import { bookingKeys, type BookingListParams } from './keys.ts';
import { useLiveBookings } from './use-live-bookings.ts';

/**
 * `GET /api/bookings`: the caller's bookings (`when`: upcoming soonest first, past newest
 * first unless `sort`; `q` searches the other person's name, agenda, notes and tags).
 */
export function getBookings(params: BookingListParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return api(`/bookings?${search.toString()}`, { schema: BookingList, signal });
}

/** Query options of one list; the previous answer stays while a new search loads. */
export const bookingsQuery = (params: BookingListParams) =>
  queryOptions({
    queryKey: bookingKeys.list(params),
    queryFn: ({ signal }) => getBookings(params, signal),
    placeholderData: keepPreviousData,
    // The Join button opens 10 minutes before the start: refresh the flags now and then.
    refetchInterval: 60_000,
  });

/** A list of the caller's bookings, live on booking events (ADR 0012). */
export function useBookings(params: BookingListParams) {
  useLiveBookings();
  return useQuery(bookingsQuery(params));
}

/**
 * `GET /api/bookings/:id`: one booking with its history and attachments.
 * @throws ApiRequestError 404 `booking_not_found` when the caller takes no part in it.
 */
export const bookingQuery = (id: string) =>
  queryOptions({ ...detailQuery(id), refetchInterval: 60_000 });

export function useBooking(id: string, enabled = true) {
  return useQuery({ ...bookingQuery(id), enabled });
}

/** `GET /api/my-mentors`: the mentors the mentee has booked, most recent first. */
export function useMyMentors() {
  return useQuery({
    queryKey: bookingKeys.myMentors(),
    queryFn: ({ signal }) => api('/my-mentors', { schema: MyMentorList, signal }),
  });
}

/** A lifecycle call of a booking (`POST /api/bookings/:id/<action>`), answered by the booking. */
export type BookingAction =
  'confirm' | 'decline' | 'cancel' | 'proposal/accept' | 'proposal/decline' | 'absence';

export interface BookingActionInput {
  id: string;
  action: BookingAction;
  /** `{reason}` for cancel and decline; nothing for the others. */
  body?: { reason: string };
}

/**
 * Run a lifecycle action and refresh every cached booking list and detail.
 * @throws ApiRequestError 409 `booking_change_not_allowed` when the state or policy forbids it
 *   now, 404 `booking_not_found`.
 */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: BookingActionInput) =>
      api(`/bookings/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: body ?? (action === 'absence' ? undefined : {}),
        schema: Booking,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** `PUT /api/bookings/:id/notes {text}`: the mentor's shared notes or the mentee's private ones. */
export function useSaveNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api(`/bookings/${encodeURIComponent(id)}/notes`, {
        method: 'PUT',
        body: { text },
        schema: Booking,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/**
 * `PATCH /api/bookings/:id` (mentor): the session's tags and, once held, its recording link
 * (docs/product.md#124-sessions) → the updated booking; every cached booking view refreshes.
 * @throws ApiRequestError 409 `booking_change_not_allowed` (not the mentor, or a recording
 *   before the session was held), 400 `general_argument_invalid`.
 */
export function useUpdateBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBooking) =>
      api(`/bookings/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: Booking }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** `POST /api/bookings/:id/review {rating, text}` (mentee, a held session, once). */
export function useCreateReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReview) =>
      api(`/bookings/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        body: review,
        schema: Review,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** `DELETE /api/bookings/:id/attachments/:attachmentId` (the uploader). */
export function useDeleteAttachment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) =>
      api(`/bookings/${encodeURIComponent(id)}/attachments/${encodeURIComponent(attachmentId)}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/**
 * `POST /api/bookings/:id/attachments` (multipart, field `file`) with its upload progress
 * (`onProgress` gets 0–1). Resolves with the stored attachment.
 * @throws ApiRequestError 413 `general_payload_too_large` (also when a proxy refuses the
 *   size without a JSON body), 415 `attachment_type_not_allowed`, 409
 *   `attachment_limit_reached`, `network_error` (status 0).
 */
function uploadAttachment(
  id: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  return uploadFile(`/bookings/${encodeURIComponent(id)}/attachments`, file, {
    schema: Attachment,
    onProgress,
    fallbackTypes: { 415: 'attachment_type_not_allowed' },
  });
}

/** Upload one file, then refresh the booking (its attachments and count). */
export function useUploadAttachment(id: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(id, file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
