import type { Notification } from '@pathwise/contracts';
import type { TFunction } from 'i18next';

/**
 * A notification's sentence from the reader's catalogue (`notifications:events.<event>`)
 * with its `data`: names as given, times in `timeZone` (the reader's).
 */
export function notificationText(
  t: TFunction<'notifications'>,
  n: Notification,
  timeZone: string,
  locale: string,
): string {
  const when = (iso: unknown) =>
    typeof iso === 'string'
      ? new Intl.DateTimeFormat(locale, {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone,
        }).format(new Date(iso))
      : '';
  const d = n.data;
  const context =
    n.event === 'booking.created' && d.status === 'pending'
      ? 'pending'
      : n.event === 'booking.cancelled' && d.actor === 'system'
        ? 'system'
        : n.event === 'booking.rescheduled' && d.change === 'proposal_accepted'
          ? 'accepted'
          : n.event === 'activity.assigned'
            ? String(d.activityKind ?? 'assignment')
            : n.event === 'report.resolved'
              ? String(d.outcome ?? 'dismissed')
              : undefined;
  return t(`events.${n.event}`, {
    context,
    name: d.name ?? '',
    time: when(d.start),
    proposed: when(d.proposedStart ?? d.start),
    title: d.title ?? '',
    rating: d.rating ?? '',
    count: typeof d.count === 'number' ? d.count : 1,
  });
}
