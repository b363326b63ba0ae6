import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBookingPolicy } from '@/lib/api/get-booking-policy.ts';
import { formatUnit, type UnitName } from '@pathwise/contracts';

/**
 * "24 hours", "90 minutes", "2 days": a notice in minutes in the largest whole unit, in
 * `locale` (`formatUnit` of the shared number module).
 */
export function formatNotice(minutes: number, locale: string): string {
  const [value, unit]: [number, UnitName] =
    minutes > 0 && minutes % (24 * 60) === 0 && minutes > 24 * 60
      ? [minutes / (24 * 60), 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return formatUnit(value, unit, locale);
}

/**
 * The mentor's change policy, shown before booking (the Terms: "It is shown before you
 * book"; docs/product.md#123-booking): until when a mentee may reschedule or cancel, and what a
 * late cancellation means (it uses the plan's session: docs/product.md §12.3). Nothing while it
 * loads or when it cannot be read (the booking itself still enforces it).
 */
export function BookingPolicyNote({
  mentorId,
  className,
}: {
  mentorId: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const policy = useBookingPolicy(mentorId);
  if (!policy.data) return null;
  const notice = formatNotice(policy.data.changeNoticeMinutes, i18n.language);
  return (
    <section aria-labelledby={`policy-${mentorId}`} className={className}>
      <h3
        id={`policy-${mentorId}`}
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
        {t('bookingPolicy.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('bookingPolicy.notice', { notice })}</p>
      <p className="mt-1 text-sm text-slate-700">{t('bookingPolicy.late', { notice })}</p>
    </section>
  );
}
