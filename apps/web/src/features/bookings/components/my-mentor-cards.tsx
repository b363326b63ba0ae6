import { type Booking, type MentorCard, type MyMentor, formatDecimal } from '@pathwise/contracts';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { formatDay, formatBookingRange } from '../lib/format.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/** One of the mentee's mentors (My Mentors), with Schedule Session. */
export function MyMentorCard({ item }: { item: MyMentor }) {
  const { t, i18n } = useTranslation('sessions');
  const { mentor } = item;
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex items-start gap-3">
          <MentorAvatar
            name={mentor.name}
            photoPath={mentor.photoPath}
            alt=""
            className="size-14 shrink-0 rounded-xl"
          />
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold text-slate-900">
              <Link to={`/mentors/${mentor.id}`} className="hover:underline">
                {mentor.name}
              </Link>
            </h3>
            {(mentor.headline || mentor.company) && (
              <p className="text-sm text-slate-600">
                {[mentor.headline, mentor.company].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
        </div>
        <p className="mt-3 text-sm text-slate-700">
          {t('myMentors.counts', {
            completed: item.completedSessions,
            upcoming: item.upcomingSessions,
          })}
        </p>
        {item.nextSessionAt && (
          <p className="mt-1 text-sm text-slate-600">
            {t('myMentors.next', {
              day: formatDay(item.nextSessionAt, ownTimeZone(), i18n.language),
            })}
          </p>
        )}
        <div className="mt-auto pt-4">
          <Link
            to={`/mentors/${encodeURIComponent(mentor.id)}/book`}
            className="inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('myMentors.schedule')}
            <span className="sr-only">{t('myMentors.withName', { name: mentor.name })}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}

/** A completed session with the mentee's mentors, with View notes and Recording. */
export function CompletedRow({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('sessions');
  const zone = ownTimeZone();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">
          {t('card.with', { name: booking.mentor.name })}
        </p>
        <p className="text-sm text-slate-600">
          {formatBookingRange(booking.start, booking.end, zone, i18n.language)}
        </p>
      </div>
      <Link
        to={`/sessions/${booking.id}`}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('myMentors.viewNotes')}
        <span className="sr-only">{t('myMentors.withName', { name: booking.mentor.name })}</span>
      </Link>
      {booking.recordingUrl && (
        <a
          href={booking.recordingUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('past.recording')}
          <span className="sr-only">
            {t('myMentors.withName', { name: booking.mentor.name })} {t('actions.newTab')}
          </span>
        </a>
      )}
    </li>
  );
}

/** A featured mentor, with Connect. */
export function FeaturedCard({ mentor }: { mentor: MentorCard }) {
  const { t, i18n } = useTranslation('sessions');
  const { t: tm } = useTranslation('mentors');
  const rating = mentor.ratingAvg === null ? '' : formatDecimal(mentor.ratingAvg, i18n.language, 1);
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm"
      >
        <MentorAvatar
          name={mentor.name}
          photoPath={mentor.photoPath}
          alt=""
          className="size-20 rounded-full"
        />
        <h3 id={titleId} className="mt-3 font-semibold text-slate-900">
          {mentor.name}
        </h3>
        {mentor.headline && <p className="text-sm text-slate-600">{mentor.headline}</p>}
        {mentor.ratingAvg !== null && mentor.reviewCount > 0 ? (
          <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-800">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            <span aria-hidden="true">
              {rating} {tm('rating.reviews', { count: mentor.reviewCount })}
            </span>
            <span className="sr-only">
              {tm('rating.value', {
                rating,
                count: mentor.reviewCount,
              })}
            </span>
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{tm('rating.new')}</p>
        )}
        <div className="mt-auto w-full pt-4">
          <Link
            to={`/mentors/${encodeURIComponent(mentor.id)}`}
            className="inline-flex w-full items-center justify-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('myMentors.connect')}
            <span className="sr-only">{t('myMentors.withName', { name: mentor.name })}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}
