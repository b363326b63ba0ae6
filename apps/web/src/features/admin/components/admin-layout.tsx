import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { RequireAdmin } from './require-admin.tsx';

/** The admin sections, in the order of the tabs (docs/product.md#146-admin-overview). */
const SECTIONS = [
  { to: '/admin', key: 'overview', end: true },
  { to: '/admin/mentors', key: 'applications', end: false },
  { to: '/admin/reports', key: 'reports', end: false },
  { to: '/admin/people', key: 'people', end: false },
  { to: '/admin/audit-log', key: 'auditLog', end: false },
] as const;

/**
 * Layout route of /admin: admins only ({@link RequireAdmin}), a navigation bar of the admin
 * sections (scrolls sideways on a narrow screen; the current one marked `aria-current`),
 * then the page in `<main>`.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the bar scrolls sideways: keep the current section in view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <RequireAdmin>
      <div className="border-b border-slate-200 bg-white">
        <nav
          ref={nav}
          aria-label={t('nav.label')}
          className="mx-auto w-full max-w-6xl overflow-x-auto px-4 sm:px-6 lg:px-8"
        >
          <ul className="flex gap-1 whitespace-nowrap">
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    clsx(
                      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
                      isActive
                        ? 'border-brand-700 text-brand-800'
                        : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                    )
                  }
                >
                  {t(`nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <main className="min-h-[calc(100dvh-4rem)] bg-slate-50">
        <Outlet />
      </main>
    </RequireAdmin>
  );
}
