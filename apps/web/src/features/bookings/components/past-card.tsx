import { formatBytes, type Activity, type Booking } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { ChevronDown, Download, FileText, Link2, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { useBooking } from '../api/bookings.ts';
import { STATUS_TONE } from './action-items.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import { BookingTimes } from './booking-times.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * A held session's action items as the Sessions page loaded them for all its cards at once:
 * still loading, failed, or the items (null: the booking had no session).
 */
export type CardActionItems = 'pending' | 'error' | Activity[] | null;

/**
 * One past session: a disclosure (a button with `aria-expanded` controlling its panel) that
 * opens onto the mentor's notes, the session's action items with their status (docs/product.md#125-goals-and-activities,
 * "links to activities": they live in Goals & Activities), the attachments (loaded with the
 * booking's detail when first opened) and the links (meeting, recording, the session page).
 * Review for a held session without one.
 */
export function PastCard({
  booking,
  actionItems = null,
}: {
  booking: Booking;
  actionItems?: CardActionItems;
}) {
  const { t, i18n } = useTranslation('sessions');
  const [open, setOpen] = useState(false);
  const detail = useBooking(booking.id, open && booking.attachmentCount > 0);
  const panelId = `past-panel-${booking.id}`;
  const titleId = `past-title-${booking.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <div className="flex items-start gap-3 p-4 sm:p-5">
          <MentorAvatar
            name={booking.mentor.name}
            photoPath={booking.mentor.photoPath}
            alt=""
            className="size-10 shrink-0 rounded-lg"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
              <h3 id={titleId} className="text-base font-semibold text-slate-900">
                {t('card.with', { name: booking.mentor.name })}
              </h3>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                <StatusBadge booking={booking} />
                {booking.lateCancellation && (
                  <span className="text-xs text-slate-600">{t('card.late')}</span>
                )}
              </div>
            </div>
            <div className="mt-1">
              <BookingTimes booking={booking} compact />
            </div>
            {booking.tags.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
                {booking.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3 sm:px-5">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <ChevronDown
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
            {open ? t('past.hideDetails') : t('past.showDetails')}
            <span className="sr-only">{t('card.with', { name: booking.mentor.name })}</span>
          </button>
          {booking.actions.review && (
            <ReviewDialog bookingId={booking.id} mentorName={booking.mentor.name} />
          )}
          {booking.review && (
            <span className="text-sm text-slate-600">
              {t('past.reviewed', { count: booking.review.rating })}
            </span>
          )}
          {Array.isArray(actionItems) && actionItems.length > 0 && (
            <span className="inline-flex items-center gap-1 text-sm text-slate-600">
              <ListChecks className="size-4" aria-hidden="true" />
              {t('actionItems.summary', {
                count: actionItems.length,
                done: actionItems.filter((a) => a.status === 'complete').length,
              })}
            </span>
          )}
        </div>
        <div
          id={panelId}
          hidden={!open}
          className="space-y-4 border-t border-slate-100 px-4 py-4 sm:px-5"
        >
          <section>
            <h4 className="text-sm font-semibold text-slate-900">{t('past.notes')}</h4>
            {booking.notes ? (
              <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{booking.notes}</p>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{t('past.noNotes')}</p>
            )}
          </section>
          {actionItems !== null && (
            <section>
              <h4 className="text-sm font-semibold text-slate-900">{t('actionItems.cardTitle')}</h4>
              {actionItems === 'pending' ? (
                <p className="mt-1 text-sm text-slate-600">{t('loading')}</p>
              ) : actionItems === 'error' ? (
                <p className="mt-1 text-sm text-red-700">{t('actionItems.loadError')}</p>
              ) : actionItems.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">{t('actionItems.cardEmpty')}</p>
              ) : (
                <>
                  <ul className="mt-1 space-y-1">
                    {actionItems.map((item) => (
                      <li key={item.id} className="flex items-start gap-2 text-sm">
                        <span
                          className={clsx(
                            'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                            STATUS_TONE[item.status],
                          )}
                        >
                          {t(`actionItems.status.${item.status}`)}
                        </span>
                        <span
                          className={clsx(
                            'min-w-0 break-words',
                            item.status === 'complete'
                              ? 'text-slate-600 line-through'
                              : 'text-slate-800',
                          )}
                        >
                          {item.name}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <Link
                    to="/dashboard/goals"
                    className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
                  >
                    <ListChecks className="size-4" aria-hidden="true" />
                    {t('actionItems.cardLink')}
                  </Link>
                </>
              )}
            </section>
          )}
          <section>
            <h4 className="text-sm font-semibold text-slate-900">{t('past.attachments')}</h4>
            {booking.attachmentCount === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('past.noAttachments')}</p>
            ) : detail.isPending ? (
              <p className="mt-1 text-sm text-slate-600">{t('loading')}</p>
            ) : detail.isError ? (
              <p className="mt-1 text-sm text-red-700">{t('errors.generic')}</p>
            ) : (
              <ul className="mt-1 space-y-1">
                {detail.data.attachments.map((file) => (
                  <li key={file.id}>
                    <a
                      href={file.url}
                      download={file.fileName}
                      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
                    >
                      <Download className="size-4" aria-hidden="true" />
                      {file.fileName}
                      <span className="text-slate-600">
                        ({formatBytes(file.sizeBytes, i18n.language)})
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h4 className="text-sm font-semibold text-slate-900">{t('past.links')}</h4>
            <ul className="mt-1 space-y-1 text-sm">
              {booking.meetingUrl && (
                <li>
                  <a
                    href={booking.meetingUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="inline-flex items-center gap-1.5 font-medium text-brand-800 hover:underline"
                  >
                    <Link2 className="size-4" aria-hidden="true" />
                    {t('past.meeting')}
                    <span className="sr-only">{t('actions.newTab')}</span>
                  </a>
                </li>
              )}
              {booking.recordingUrl && (
                <li>
                  <a
                    href={booking.recordingUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="inline-flex items-center gap-1.5 font-medium text-brand-800 hover:underline"
                  >
                    <Link2 className="size-4" aria-hidden="true" />
                    {t('past.recording')}
                    <span className="sr-only">{t('actions.newTab')}</span>
                  </a>
                </li>
              )}
              <li>
                <Link
                  to={`/sessions/${booking.id}`}
                  className="inline-flex items-center gap-1.5 font-medium text-brand-800 hover:underline"
                >
                  <FileText className="size-4" aria-hidden="true" />
                  {t('past.sessionPage')}
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </article>
    </li>
  );
}
