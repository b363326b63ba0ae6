/**
 * The feature's three pages in one chunk: one dynamic import in the route table instead of
 * three keeps the entry chunk (which holds the route table) as small as possible.
 */
export { MyMentorsPage } from './my-mentors-page.tsx';
export { BookingDetailPage } from './booking-detail-page.tsx';
export { BookingsPage } from './bookings-page.tsx';
