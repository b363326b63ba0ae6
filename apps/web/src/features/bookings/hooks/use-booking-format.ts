import { formatMoney, formatTimeRange, type PublicMentor } from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The chosen time in words, in `timeZone` ("Tuesday, December 1, 2026, 10:00 – 11:00 AM";
 * both days across midnight): the shared range formatter of contracts (docs/product.md#123-booking).
 */
export function useWhen() {
  const { i18n } = useTranslation('booking');
  return (start: string, minutes: number, timeZone: string) =>
    formatTimeRange(start, new Date(Date.parse(start) + minutes * 60_000), {
      timeZone,
      locale: i18n.language,
      style: 'long',
    });
}

/** A plan's price per session, "billed outside Pathwise" (nothing is paid here). */
export function usePlanPrice() {
  const { t, i18n } = useTranslation('booking');
  return (plan: PublicMentor['plans'][number]) =>
    plan.priceMinor === 0
      ? t('plans.free')
      : t('plans.perSession', {
          price: formatMoney(
            {
              priceMinor: Math.round(plan.priceMinor / Math.max(plan.sessions, 1)),
              currency: plan.currency,
            },
            i18n.language,
          ),
        });
}
