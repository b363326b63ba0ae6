import type { MeetingStatus } from '@pathwise/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/**
 * docs/product.md#220-mentor-dashboard, "/dashboard_mentor/mentees": Scheduled blue, Completed
 * green, Pending yellow, any other gray.
 */
const TONES: Record<MeetingStatus | 'none', string> = {
  scheduled: 'bg-blue-50 text-blue-900 ring-blue-200',
  completed: 'bg-green-50 text-green-900 ring-green-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-300',
  none: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** The Meeting column's badge: the next session's state, else the last one's. */
export function MeetingBadge({ status }: { status: MeetingStatus | null }) {
  const { t } = useTranslation('mentees');
  const key = status ?? 'none';
  return (
    <span
      data-meeting={key}
      className={clsx(
        'inline-flex w-fit items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[key],
      )}
    >
      {t(`meeting.${key}`)}
    </span>
  );
}
