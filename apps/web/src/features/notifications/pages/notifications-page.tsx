import { DASHBOARD_PATHS, type Notification, type NotificationKind } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  BadgeCheck,
  Bell,
  CalendarDays,
  Lightbulb,
  ListChecks,
  MessageSquare,
  ShieldAlert,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime/index.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { ownTimeZone } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import {
  notificationListKey,
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
} from '../api/notifications-api.ts';
import { notificationText } from './notification-text.ts';

/** The icon of each kind of notification. */
const ICONS: Record<NotificationKind, LucideIcon> = {
  message: MessageSquare,
  booking: CalendarDays,
  review: Star,
  application: BadgeCheck,
  activity: ListChecks,
  expert: Lightbulb,
  weekly_plan: ListChecks,
  moderation: ShieldAlert,
};

/**
 * `<dashboard>/notifications`, the same page in both dashboards (docs/product.md#127-notifications;
 * docs/product.md "Notifications"): what happened to the reader, newest first, 20 at a time
 * with "Load more", each linking to its subject (following it marks it read), with "Mark as
 * read" and "Mark all as read". Live: a `notification:new` or a read in another tab
 * refetches; so does a reconnect. Works from HTTP alone.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  // The page sits in both shells; the empty state speaks to the shell's role.
  const mentorShell = useLocation().pathname.startsWith(`${DASHBOARD_PATHS.mentor}/`);
  usePageTitle(t('page.title'));
  const client = useQueryClient();
  const list = useNotificationList();
  const markAll = useMarkAllRead();
  const refresh = () => void client.invalidateQueries({ queryKey: notificationListKey });
  useRealtimeEvent('notification:new', refresh);
  useRealtimeEvent('notification:count', refresh);
  useOnReconnect(refresh);

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  return (
    <section aria-labelledby="notifications-title" className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="notifications-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('page.title')}
        </h1>
        {unread > 0 && (
          <Button variant="outline" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            {markAll.isPending ? t('page.markingAll') : t('page.markAll')}
          </Button>
        )}
      </div>
      {unread > 0 && (
        <p className="mt-1 text-sm text-slate-600">{t('page.unread', { count: unread })}</p>
      )}
      {markAll.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('page.actionFailed')}
        </p>
      )}

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <Banner tone="error" className="mt-6">
          <p className="font-semibold">{t('page.loadError')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
            {t('page.retry')}
          </Button>
        </Banner>
      ) : items.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Bell className="size-6" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('page.emptyTitle')}</h2>
          <p className="mt-2 max-w-md text-sm text-slate-600">
            {t(mentorShell ? 'page.emptyBody' : 'page.emptyBodyMentee')}
          </p>
        </div>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? t('page.loadingMore') : t('page.loadMore')}
              </Button>
            </div>
          )}
          {list.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-center text-sm text-red-700">
              {t('page.loadMoreError')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function NotificationItem({ notification: n }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const markRead = useMarkRead();
  const timeZone = ownTimeZone();
  const locale = i18n.language || 'en';
  const Icon = ICONS[n.kind];
  const unread = n.readAt === null;
  const text = notificationText(t, n, timeZone, locale);
  const preview = n.event === 'message.received' && typeof n.data.preview === 'string';
  return (
    <li
      className={clsx('flex gap-3 px-4 py-4 sm:px-5', unread ? 'bg-brand-50/60' : 'bg-white')}
      data-testid="notification"
      data-unread={unread}
    >
      <span
        className={clsx(
          'flex size-10 shrink-0 items-center justify-center rounded-xl',
          unread ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={n.link}
          onClick={() => {
            if (unread) markRead.mutate(n.id);
          }}
          className={clsx(
            'block break-words text-sm hover:underline',
            unread ? 'font-semibold text-slate-900' : 'text-slate-700',
          )}
        >
          {unread && <span className="sr-only">{t('page.unreadLabel')} </span>}
          {text}
        </Link>
        {preview && (
          <p className="mt-1 line-clamp-2 break-words text-sm text-slate-600">
            “{String(n.data.preview)}”
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <time dateTime={n.createdAt}>
            {relativeTime(n.createdAt, { locale, dateFromAWeekIn: timeZone })}
          </time>
          {unread && (
            <button
              type="button"
              onClick={() => markRead.mutate(n.id)}
              disabled={markRead.isPending}
              className="rounded font-medium text-brand-800 hover:underline disabled:opacity-60"
            >
              {t('page.markRead')}
              <span className="sr-only">: {text}</span>
            </button>
          )}
          {markRead.isError && (
            <span role="alert" className="text-red-700">
              {t('page.actionFailed')}
            </span>
          )}
        </div>
      </div>
      {unread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
      )}
    </li>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('notifications');
  return (
    <div aria-busy="true" className="mt-6">
      <p role="status" className="sr-only">
        {t('page.loading')}
      </p>
      <ul
        aria-hidden="true"
        className="animate-pulse divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      >
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex gap-3 px-5 py-4">
            <div className="size-10 rounded-xl bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-24 rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
