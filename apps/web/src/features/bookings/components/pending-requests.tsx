import { PENDING_EXPIRY_HOURS, type Booking } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MentorAvatar } from '@/components/ui/mentor-avatar.tsx';
import { ownTimeZone } from '@/lib/session/account.ts';
import { useConfirmBooking } from '../api/answer-request.ts';
import { usePendingBookings } from '../api/get-pending-bookings.ts';
import { formatDateTime } from '../lib/calendar-format.ts';
import { DeclineRequestDialog } from './decline-dialog.tsx';

/**
 * The requests waiting for the mentor (docs/product.md#220-mentor-dashboard: "the pending requests to
 * confirm or decline"), soonest first, each with Confirm and Decline. Answering one fetches
 * the list and the month grid again; `onAnswered` gets the line to announce.
 */
export function PendingRequests({
  locale,
  onAnswered,
}: {
  locale: string;
  onAnswered: (message: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const pending = usePendingBookings();
  const heading = useRef<HTMLHeadingElement>(null);
  // The answered request leaves the list: focus goes to the section rather than the page's top.
  const answered = (message: string) => {
    onAnswered(message);
    heading.current?.focus();
  };
  return (
    <section
      aria-labelledby="pending-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2
        id="pending-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t('pending.title')}
        {pending.data && pending.data.items.length > 0 && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
            {pending.data.items.length}
          </span>
        )}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('pending.intro', { count: PENDING_EXPIRY_HOURS })}
      </p>
      {pending.isPending ? (
        <div className="mt-4 h-16 animate-pulse rounded-xl bg-slate-100" />
      ) : pending.isError ? (
        <Banner tone="error" className="mt-4">
          {t('pending.loadError')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void pending.refetch()}
          >
            {t('page.retry')}
          </button>
        </Banner>
      ) : pending.data.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('pending.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {[...pending.data.items]
            .sort((a, b) => a.start.localeCompare(b.start))
            .map((booking) => (
              <PendingRequest
                key={booking.id}
                booking={booking}
                locale={locale}
                onAnswered={answered}
              />
            ))}
        </ul>
      )}
    </section>
  );
}

function PendingRequest({
  booking,
  locale,
  onAnswered,
}: {
  booking: Booking;
  locale: string;
  onAnswered: (message: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const confirm = useConfirmBooking();
  const name = booking.mentee.name;
  const when = formatDateTime(new Date(booking.start), locale, ownTimeZone());
  const [error, setError] = useState<string | null>(null);
  // mutateAsync, not mutate's callbacks: the request leaves the list (this row unmounts) as
  // soon as the refreshed list arrives.
  const onConfirm = async () => {
    setError(null);
    try {
      await confirm.mutateAsync(booking.id);
      onAnswered(t('pending.confirmed', { name }));
    } catch (failure) {
      setError(t('pending.error', { message: (failure as Error).message }));
    }
  };
  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <MentorAvatar
          name={name}
          photoPath={booking.mentee.photoPath}
          alt=""
          className="size-10 shrink-0 rounded-full"
        />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="text-sm text-slate-700">
            <time dateTime={booking.start}>{when}</time>
            {booking.planName ? ` · ${booking.planName}` : ` · ${t('event.freeSession')}`}
          </p>
          {booking.agenda.trim() && (
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{booking.agenda}</p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 pl-13">
        <Button
          disabled={confirm.isPending || !booking.actions.confirm}
          aria-label={t('pending.confirmLabel', { name, time: when })}
          onClick={() => void onConfirm()}
        >
          {confirm.isPending ? t('pending.confirming') : t('pending.confirm')}
        </Button>
        {booking.actions.decline && (
          <DeclineRequestDialog
            booking={booking}
            when={when}
            onDeclined={() => onAnswered(t('pending.declined', { name }))}
          />
        )}
      </div>
      {error && (
        <Banner tone="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
    </li>
  );
}
