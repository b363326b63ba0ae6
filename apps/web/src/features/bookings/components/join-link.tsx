import { JOIN_OPENS_MINUTES, type Booking } from '@pathwise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Join: the meeting link, live from {@link JOIN_OPENS_MINUTES} minutes before the start
 * (`actions.join`); before that a disabled button that says when it opens.
 */
export function JoinLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('sessions');
  const hintId = useId();
  if (booking.actions.join && booking.meetingUrl) {
    return (
      <a
        href={booking.meetingUrl}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('actions.join')}
        <span className="sr-only">{t('actions.newTab')}</span>
      </a>
    );
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        disabled
        aria-describedby={hintId}
        className="inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-600"
      >
        {t('actions.join')}
      </button>
      <span id={hintId} className="text-xs text-slate-600">
        {t('actions.joinOpens', { count: JOIN_OPENS_MINUTES })}
      </span>
    </span>
  );
}
