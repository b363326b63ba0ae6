import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '@/components/report/report-dialog.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { useMentorReviews } from '../api/get-mentor-reviews.ts';
import { ReviewReplyForm, ReviewReplyView } from './review-reply.tsx';

/**
 * The public profile's Reviews section (docs/product.md#124-sessions): the mentor's reliability
 * ("Held 18 of the last 20 booked sessions") and their most recent reviews, each with its
 * stars, text, the mentee's first name and the date. Only reviews of held sessions exist, so
 * what shows is what mentees said after meeting the mentor. Ten show first; 'Show more
 * reviews' loads the next ten until all are shown (docs/product.md#13-demo-content). Under a
 * review, the mentor's reply ("Response from <name>"); the mentor, viewing their own profile,
 * gets a Reply form under each review without one (docs/product.md#1215-review-replies).
 */
export function MentorReviewsSection({
  mentorId,
  mentorName,
}: {
  mentorId: string;
  mentorName: string;
}) {
  const { t, i18n } = useTranslation('mentors');
  const { data: user } = useAccount();
  const ownProfile = user?.id === mentorId;
  const reviews = useMentorReviews(mentorId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const signedIn = Boolean(user);
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((p) => p.items) ?? [];
  const total = reviews.data?.pages.at(-1)?.total ?? 0;
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
      ) : reviews.isError && !first ? (
        <p className="mt-3 text-sm text-slate-700">{t('reviews.error')}</p>
      ) : (
        <>
          {first && first.reliability.booked > 0 && (
            <p className="mt-3 text-sm font-medium text-slate-800">
              {t('reviews.reliability', {
                held: first.reliability.held,
                count: first.reliability.booked,
              })}
            </p>
          )}
          {items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{t('reviews.empty')}</p>
          ) : (
            <ul className="mt-4 flex flex-col divide-y divide-slate-100">
              {items.map((review) => (
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
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    {t('reviews.byline', {
                      name: review.author,
                      date: date.format(new Date(review.createdAt)),
                    })}
                    {signedIn && !ownProfile && (
                      <ReportDialog
                        compact
                        subject={{ kind: 'review', id: review.bookingId }}
                        label={t('reviews.report', { name: review.author })}
                      />
                    )}
                  </p>
                  <ReviewReplyView review={review} mentorName={mentorName} date={date} />
                  {ownProfile && !review.reply && (
                    <ReviewReplyForm review={review} mentorId={mentorId} />
                  )}
                </li>
              ))}
            </ul>
          )}
          {items.length > 0 && items.length < total && (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-700">
                {t('reviews.shown', { shown: items.length, count: total })}
              </p>
              <button
                type="button"
                onClick={() => void reviews.fetchNextPage()}
                disabled={reviews.isFetchingNextPage}
                className="rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
              >
                {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.showMore')}
              </button>
              {reviews.isFetchNextPageError && (
                <p role="alert" className="w-full text-sm text-red-700">
                  {t('reviews.moreError')}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
