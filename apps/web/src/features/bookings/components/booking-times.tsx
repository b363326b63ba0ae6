import type { Booking } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatBookingRange, otherSide } from '../lib/format.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/**
 * When a session is: the day and time range in the viewer's zone (named), and, when the
 * other side lives in another zone, the same in theirs.
 */
export function BookingTimes({
  booking,
  start = booking.start,
  end = booking.end,
  compact = false,
}: {
  booking: Booking;
  start?: string;
  end?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('sessions');
  const locale = i18n.language;
  const mine = ownTimeZone();
  const other = otherSide(booking);
  const showOther = other.timeZone !== mine;
  return (
    <div className="text-sm">
      <p className="font-semibold text-slate-900">{formatBookingRange(start, end, mine, locale)}</p>
      {!compact && <p className="text-xs text-slate-600">{t('times.yours', { zone: mine })}</p>}
      {showOther && (
        <p className="mt-0.5 text-xs text-slate-600">
          {t('times.theirs', {
            name: other.person.name,
            range: formatBookingRange(start, end, other.timeZone, locale),
            zone: other.timeZone,
          })}
        </p>
      )}
    </div>
  );
}
