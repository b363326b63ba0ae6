import { clsx } from 'clsx';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { DASHBOARD_PATHS } from '@pathwise/contracts';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAccount } from '@/lib/session/account.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import {
  DEFAULT_SETTINGS_TAB,
  SETTINGS_TABS,
  tabsFor,
  type SettingsRole,
} from '../tabs/registry.ts';

/** One lazy component per tab, made once so that switching tabs keeps each chunk loaded. */
const PANELS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  SETTINGS_TABS.map((tab) => [tab.id, lazy(tab.load)]),
);

/**
 * `<dashboard>/settings/:tab?` in both dashboards (docs/product.md "Settings"):
 * the spec's left menu (a row of links above the panel on small screens) and the chosen
 * tab's panel. Each panel is its own form with its own Save Changes. A tab the role does not
 * have, or an unknown one, leads to the default tab.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { tab: tabParam } = useParams();
  const { data: user } = useAccount();
  const role: SettingsRole = user?.role === 'mentor' ? 'mentor' : 'mentee';
  const base = `${DASHBOARD_PATHS[role]}/settings`;
  const tabs = useMemo(() => tabsFor(role), [role]);
  const current = tabs.find((tab) => tab.id === (tabParam ?? DEFAULT_SETTINGS_TAB));
  usePageTitle(current ? `${t(`menu.${current.labelKey}`)} · ${t('page.title')}` : t('page.title'));
  if (!current) return <Navigate to={`${base}/${DEFAULT_SETTINGS_TAB}`} replace />;
  const Panel = PANELS[current.id]!;
  return (
    <section aria-labelledby="settings-title" className="mx-auto max-w-5xl">
      <h1 id="settings-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('page.title')}
      </h1>
      <div className="mt-6 flex flex-col gap-6 lg:flex-row">
        <nav aria-label={t('page.menu')} className="lg:w-60 lg:shrink-0">
          <ul className="-mx-1 flex gap-1 overflow-x-auto pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:pb-0">
            {tabs.map((tab) => {
              // The shown tab is the current one, also on `settings` without a tab (its
              // default). Long labels wrap in the side column (lg).
              const active = tab.id === current.id;
              return (
                <li key={tab.id} className="shrink-0">
                  <Link
                    to={`${base}/${tab.id}`}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap lg:whitespace-normal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      active
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    {t(`menu.${tab.labelKey}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t(`menu.${current.labelKey}`)}</h2>
          <div className="mt-4">
            <Suspense fallback={<PageSpinner />}>
              <Panel />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}
