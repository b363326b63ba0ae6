import { REVIEW_MAX_LENGTH } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CharacterCounter } from '@/components/ui/character-counter.tsx';
import { Dialog, DialogCancel } from '@/components/ui/dialog.tsx';
import { useCreateReview } from '../api/bookings.ts';
import { errorMessage } from '../lib/format.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Review a held session (mentee, once): 1–5 stars as a radio group (native radios, so arrow
 * keys move between them and screen readers announce "3 stars, 3 of 5") and an optional text
 * of at most {@link REVIEW_MAX_LENGTH} characters.
 */
export function ReviewDialog({ bookingId, mentorName }: { bookingId: string; mentorName: string }) {
  const { t } = useTranslation('sessions');
  const review = useCreateReview(bookingId);
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onOpenChange = (next: boolean) => {
    if (review.isPending) return;
    if (next) {
      setRating(0);
      setText('');
      setError(null);
      review.reset();
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(t('review.ratingRequired'));
      return;
    }
    // Kept as typed and refused with the limit named, never cut (docs/product.md#5-validation).
    if (text.trim().length > REVIEW_MAX_LENGTH) {
      setError(t('dialog.tooLong', { max: REVIEW_MAX_LENGTH }));
      return;
    }
    setError(null);
    try {
      await review.mutateAsync({ rating, text: text.trim() });
      setOpen(false);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="secondary">{t('review.open')}</Button>}
      title={t('review.title', { name: mentorName })}
      description={t('review.description')}
      closeLabel={t('dialog.close')}
    >
      <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-4" noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {t('review.rating')}
          </legend>
          <div className="flex gap-1">
            {RATINGS.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="sr-only"
                />
                <Star
                  aria-hidden="true"
                  className={clsx(
                    'size-8',
                    value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
                  )}
                />
                <span className="sr-only">{t('review.stars', { count: value })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
            {t('review.text')}{' '}
            <span className="font-normal text-slate-600">{t('dialog.optional')}</span>
          </label>
          <textarea
            id={id}
            rows={5}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-count`}
            className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <CharacterCounter
            id={`${id}-count`}
            count={text.length}
            max={REVIEW_MAX_LENGTH}
            className="mt-1 text-right"
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>
            <Button variant="outline" disabled={review.isPending}>
              {t('dialog.cancel')}
            </Button>
          </DialogCancel>
          <Button type="submit" disabled={review.isPending}>
            {review.isPending ? t('review.submitting') : t('review.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
