import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMentorReviews } from '../api/get-mentor-reviews.ts';

/**
 * The public profile's Reviews section (issue 9 "After the session"): the mentor's reliability
 * ("Held 18 of the last 20 booked sessions") and their most recent reviews, each with its
 * stars, text, the mentee's first name and the date. Only reviews of held sessions exist, so
 * what shows is what mentees said after meeting the mentor.
 */
export function MentorReviewsSection({ mentorId }: { mentorId: string }) {
  const { t, i18n } = useTranslation('mentors');
  const reviews = useMentorReviews(mentorId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section
      aria-labelledby="mentor-reviews-title"
      className="rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="mentor-reviews-title" className="text-lg font-bold text-slate-950">
        {t('reviews.title')}
      </h2>
      {reviews.isPending ? (
        <div aria-hidden="true" className="mt-4 animate-pulse space-y-3">
          <div className="h-4 w-1/2 rounded bg-slate-100" />
          <div className="h-16 rounded bg-slate-100" />
        </div>
      ) : reviews.isError ? (
        <p className="mt-3 text-sm text-slate-700">{t('reviews.error')}</p>
      ) : (
        <>
          {reviews.data.reliability.booked > 0 && (
            <p className="mt-3 text-sm font-medium text-slate-800">
              {t('reviews.reliability', {
                held: reviews.data.reliability.held,
                count: reviews.data.reliability.booked,
              })}
            </p>
          )}
          {reviews.data.items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{t('reviews.empty')}</p>
          ) : (
            <ul className="mt-4 flex flex-col divide-y divide-slate-100">
              {reviews.data.items.map((review) => (
                <li key={review.bookingId} className="py-3 first:pt-0 last:pb-0">
                  <p className="flex items-center gap-0.5">
                    <span className="sr-only">{t('reviews.stars', { count: review.rating })}</span>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Star
                        key={n}
                        aria-hidden="true"
                        className={
                          n <= review.rating
                            ? 'size-4 fill-amber-400 text-amber-400'
                            : 'size-4 text-slate-300'
                        }
                      />
                    ))}
                  </p>
                  {review.text && (
                    <p className="mt-1.5 whitespace-pre-line text-sm leading-6 text-slate-800">
                      {review.text}
                    </p>
                  )}
                  <p className="mt-1 text-xs text-slate-600">
                    {t('reviews.byline', {
                      name: review.author,
                      date: date.format(new Date(review.createdAt)),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
