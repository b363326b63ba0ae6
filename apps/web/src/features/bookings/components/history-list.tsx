import type { BookingDetail } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../lib/format.ts';
import { ownTimeZone } from '@/lib/session/account.ts';

/** The booking's history, oldest first: what happened, who did it, when, and why. */
export function HistoryList({ booking }: { booking: BookingDetail }) {
  const { t, i18n } = useTranslation('sessions');
  const zone = ownTimeZone();
  const locale = i18n.language;
  const who = (by: 'mentee' | 'mentor' | 'system') =>
    by === booking.role
      ? t('history.by.you')
      : by === 'system'
        ? t('history.by.system')
        : by === 'mentor'
          ? booking.mentor.name
          : booking.mentee.name;
  if (booking.history.length === 0) {
    return <p className="text-sm text-slate-600">{t('history.empty')}</p>;
  }
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {booking.history.map((change, index) => (
        <li key={`${change.kind}-${change.at}-${index}`} className="text-sm">
          <p className="font-medium text-slate-900">
            {t(`history.kind.${change.kind}`, { who: who(change.by) })}
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={change.at}>{formatInstant(change.at, zone, locale)}</time>
          </p>
          {change.previousStart && change.newStart && (
            <p className="text-xs text-slate-700">
              {t('history.moved', {
                from: formatInstant(change.previousStart, zone, locale),
                to: formatInstant(change.newStart, zone, locale),
              })}
            </p>
          )}
          {change.reason && (
            <p className="mt-0.5 text-slate-700">
              {t('history.reason', { reason: change.reason })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
