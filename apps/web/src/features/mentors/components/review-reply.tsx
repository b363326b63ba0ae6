import { REVIEW_REPLY_MAX_LENGTH, Review, type MentorReviews } from '@pathwise/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { api, isApiError } from '@/lib/api-client.ts';
import { mentorReviewsKey } from '../api/get-mentor-reviews.ts';

/** The mentor's reply under a review: "Response from <mentor>", its date and text. */
export function ReviewReplyView({
  review,
  mentorName,
  date,
}: {
  review: Review;
  mentorName: string;
  date: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation('mentors');
  if (!review.reply) return null;
  return (
    <div className="mt-3 border-l-2 border-brand-200 pl-3">
      <p className="text-xs font-semibold text-slate-900">
        {t('reviews.replyFrom', { name: mentorName })}
        {review.repliedAt && (
          <span className="font-normal text-slate-600">
            {' · '}
            {date.format(new Date(review.repliedAt))}
          </span>
        )}
      </p>
      <p className="mt-1 whitespace-pre-line text-sm leading-6 text-slate-800">{review.reply}</p>
    </div>
  );
}

/**
 * The reviewed mentor's Reply form under a review of theirs without a reply
 * (docs/product.md#1215-review-replies): a text of up to 1,000 characters with its counter,
 * and a note that a reply is posted once and cannot be edited. `PUT /api/reviews/:id/reply`;
 * the posted reply replaces the form.
 */
export function ReviewReplyForm({ review, mentorId }: { review: Review; mentorId: string }) {
  const { t } = useTranslation('mentors');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const id = useId();
  const post = useMutation({
    mutationFn: () =>
      api(`/reviews/${encodeURIComponent(review.bookingId)}/reply`, {
        method: 'PUT',
        body: { text },
        schema: Review,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData<InfiniteData<MentorReviews>>(mentorReviewsKey(mentorId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                items: p.items.map((r) => (r.bookingId === updated.bookingId ? updated : r)),
              })),
            }
          : data,
      );
    },
  });
  if (!open)
    return (
      <Button variant="ghost" className="mt-2 px-2 py-1.5" onClick={() => setOpen(true)}>
        {t('reviews.reply')}
      </Button>
    );
  const tooLong = text.length > REVIEW_REPLY_MAX_LENGTH;
  const empty = text.trim().length === 0;
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !tooLong) post.mutate();
      }}
    >
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-900">
        {t('reviews.replyLabel')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('reviews.replyOnce')}
      </p>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={tooLong || undefined}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <CharacterCounter id={`${id}-count`} count={text.length} max={REVIEW_REPLY_MAX_LENGTH} />
      {post.isError && (
        <Banner tone="error">
          {isApiError(post.error, 'review_reply_exists')
            ? t('reviews.replyExists')
            : t('reviews.replyFailed')}
        </Banner>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={post.isPending || empty || tooLong}>
          {t('reviews.replyPost')}
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)}>
          {t('reviews.replyCancel')}
        </Button>
      </div>
    </form>
  );
}
