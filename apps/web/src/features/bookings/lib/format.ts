import { formatTimeRange, type Booking } from '@pathwise/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client.ts';

/** "Wed, Nov 26, 2026" in `timeZone`. */
export function formatDay(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/**
 * "Tue, Dec 1, 2026, 2:00 – 3:00 PM GMT+1": a session's day and times in `timeZone` with
 * the zone's short name; across midnight both days (the shared `formatTimeRange` of
 * contracts, docs/product.md#123-booking).
 */
export function formatBookingRange(
  start: string,
  end: string,
  timeZone: string,
  locale: string,
): string {
  return formatTimeRange(start, end, { timeZone, locale, zoneName: true });
}

/** "Nov 24, 2026, 3:12 PM" in `timeZone` (history entries, upload times). */
export function formatInstant(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** The other side of `booking` as the viewer sees it, with that side's time zone. */
export function otherSide(booking: Booking) {
  return booking.role === 'mentee'
    ? { person: booking.mentor, timeZone: booking.mentorTimeZone }
    : { person: booking.mentee, timeZone: booking.menteeTimeZone };
}

/**
 * Whether a mentee's cancellation now would count as late. The booking carries no policy,
 * but the server offers a mentee Reschedule on an open booking exactly until the mentor's
 * change notice, the same bound that makes a cancellation late (server `bookings/service`):
 * an open booking that may be cancelled but no longer moved is inside it.
 */
export function cancelWouldBeLate(booking: Booking): boolean {
  return (
    booking.role === 'mentee' &&
    (booking.status === 'pending' || booking.status === 'confirmed') &&
    booking.actions.cancel &&
    !booking.actions.reschedule
  );
}

/** The text for a failed call, by its error type (`sessions` namespace `errors.*`). */
export function errorMessage(t: TFunction<'sessions'>, error: unknown): string {
  if (isApiError(error)) {
    switch (error.type) {
      case 'booking_change_not_allowed':
        return t('errors.changeNotAllowed');
      case 'booking_not_found':
        return t('errors.notFound');
      case 'review_exists':
        return t('errors.reviewExists');
      case 'general_payload_too_large':
        return t('errors.tooLarge');
      case 'attachment_type_not_allowed':
        return t('errors.typeNotAllowed');
      case 'attachment_limit_reached':
        return t('errors.attachmentLimit');
      case 'attachment_not_found':
        return t('errors.attachmentNotFound');
      case 'network_error':
        return t('errors.network');
      case 'general_argument_invalid':
        return t('errors.invalid');
      default:
        break;
    }
  }
  return t('errors.generic');
}
