import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';

/**
 * `<dashboard>/notifications`, the same page in both dashboards. Notifications have no API
 * yet (a later issue brings it), so the page makes no request and says plainly that there
 * is nothing yet and what will appear here, rather than showing sample entries.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('page.title'));
  return (
    <section aria-labelledby="notifications-title" className="mx-auto max-w-3xl">
      <h1 id="notifications-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('page.title')}
      </h1>
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Bell className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('page.emptyTitle')}</h2>
        <p className="mt-2 max-w-md text-sm text-slate-600">{t('page.emptyBody')}</p>
      </div>
    </section>
  );
}
