import {
  MAX_BOOKING_WINDOW_DAYS,
  MAX_BUFFER_MINUTES,
  MAX_NOTICE_MINUTES,
  MAX_RANGES_PER_DAY,
} from '@pathwise/contracts';
import { useTranslation } from 'react-i18next';

/** Messages of the form's checks, in the catalogue's words, by field and zod issue code. */
export function useMessages() {
  const { t } = useTranslation('booking', { keyPrefix: 'availability' });
  return (field: string, code: string): string | undefined => {
    if (field === 'timeZone') return t('errors.timeZone');
    if (field === 'meetingUrl') return t('errors.url');
    if (/\.ranges(\.root)?$/.test(field))
      return code === 'too_big'
        ? t('errors.tooManyRanges', { max: MAX_RANGES_PER_DAY })
        : t('errors.overlap');
    if (/\.ranges\.\d+\.end$/.test(field) && code === 'custom') return t('errors.order');
    if (/\.(start|end)$/.test(field)) return t('errors.time');
    if (/^dateOverrides\.\d+\.date$/.test(field)) return t('errors.date');
    if (/^dateOverrides(\.root)?$/.test(field)) return t('errors.duplicateDate');
    const limits: Record<string, string> = {
      minimumNoticeMinutes: t('errors.notice', { max: MAX_NOTICE_MINUTES / 60 }),
      changeNoticeMinutes: t('errors.notice', { max: MAX_NOTICE_MINUTES / 60 }),
      bufferBeforeMinutes: t('errors.buffer', { max: MAX_BUFFER_MINUTES }),
      bufferAfterMinutes: t('errors.buffer', { max: MAX_BUFFER_MINUTES }),
      bookingWindowDays: t('errors.window', { max: MAX_BOOKING_WINDOW_DAYS }),
      maxPerDay: t('errors.maxPerDay'),
    };
    return limits[field];
  };
}
