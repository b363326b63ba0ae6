import { clsx } from 'clsx';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Dialog, Tooltip } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { Hint } from './hint.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { useUnreadMessages, useUnreadNotifications } from './unread-counts.ts';
import type { DashboardNamespace, DashboardNav } from './types.ts';
import { useWideScreen } from './use-wide-screen.ts';

/**
 * localStorage key remembering the collapsed sidebar between visits (wide screens only). One
 * key for both dashboards: a person uses one of them, and the preference is about the screen.
 */
export const COLLAPSED_STORAGE_KEY = 'pathwise.dashboard.sidebarCollapsed';

const SIDEBAR_NAV_ID = 'dashboard-sidebar-nav';

/**
 * The public site's main pages, offered in both dashboards' top bar so a signed-in person
 * reaches circles or resources without going through the logo (replaces the
 * spec's rule of showing the site's top navigation on some dashboard pages only). Labels
 * are the top navigation's own (`common` namespace).
 */
const SITE_LINKS = [
  { to: '/circles', labelKey: 'nav.circles' },
  { to: '/resources', labelKey: 'nav.resources' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const;

/**
 * {@link SITE_LINKS} as a navigation landmark (not named 'Main': the dashboard is not the
 * public site, whose top navigation stays hidden here): beside the product name from 640 px, on a
 * row of its own below it on narrower screens (all four fit at 390 px).
 */
function SiteLinks() {
  const { t } = useTranslation('common');
  return (
    <nav
      aria-label={t('nav.siteLabel')}
      className="order-last -mx-2 flex w-full items-center gap-1 pb-2 sm:order-none sm:ml-4 sm:w-auto sm:pb-0"
    >
      {SITE_LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className="whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          {t(link.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be unavailable (privacy mode); the sidebar then simply starts expanded.
    return false;
  }
}

function writeCollapsed(value: boolean): void {
  try {
    window.localStorage.setItem(COLLAPSED_STORAGE_KEY, String(value));
  } catch {
    // Not remembering the choice is harmless.
  }
}

/** The signed-in person the top bar's initials badge stands for. */
export interface FrameUser {
  name: string;
  email: string;
  /** Up to two letters for the badge (from the name, else the email). */
  initials: string;
}

export interface DashboardFrameProps {
  /** The i18n namespace with the frame's texts and link labels ({@link DashboardNamespace}). */
  ns: DashboardNamespace;
  nav: DashboardNav;
  /** Target of the initials badge in the top bar, e.g. `/dashboard/profile`. */
  profilePath: string;
  /** The signed-in person; the badge is left out while unknown. */
  user: FrameUser | null | undefined;
  /**
   * Logout was pressed (the drawer is already closed). The caller ends the session on the
   * server and leaves the dashboard.
   */
  onLogout: () => void;
  /** True while the sign-out request runs: Logout shows its busy label and is disabled. */
  loggingOut: boolean;
  /** The last Logout failed (the user is still signed in): an alert says to try again. */
  logoutFailed?: boolean;
}

/**
 * The frame of both dashboards (docs/product.md#219-mentee-dashboard "Mentee dashboard", "Mentor dashboard"):
 * sidebar, top bar with the product name and the user's initials, and the child route in
 * `<main>`.
 *
 * From 1024 px (`SIDEBAR_BREAKPOINT_PX`) the sidebar sits beside the content and collapses to
 * icons with a toggle (remembered in localStorage). Below it the sidebar is a modal drawer
 * opened by the menu button; it closes with its close button, Escape, a click on the
 * backdrop and after any navigation, and focus returns to the menu button.
 *
 * It knows nothing of accounts: the feature around it passes the user and what Logout does.
 */
export function DashboardFrame({
  ns,
  nav,
  profilePath,
  user,
  onLogout: logout,
  loggingOut,
  logoutFailed = false,
}: DashboardFrameProps) {
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation(ns);
  const wide = useWideScreen();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerVisible = !wide && drawerOpen;
  const unreadNotifications = useUnreadNotifications();
  const unreadMessages = useUnreadMessages();
  const unread = (unreadNotifications ?? 0) + (unreadMessages ?? 0) > 0;

  useEffect(() => {
    if (!drawerVisible) return;
    // Keep the page behind the drawer still, the way a modal should.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [drawerVisible]);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeCollapsed(next);
  };

  const closeDrawer = () => setDrawerOpen(false);

  const onLogout = () => {
    setDrawerOpen(false);
    logout();
  };

  const collapsedNow = wide && collapsed;
  const displayName = user ? user.name || user.email : '';

  const brand = (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-extrabold text-brand-800"
      aria-label={t('frame.productHome')}
    >
      <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
      <span>{t('frame.product')}</span>
    </Link>
  );

  return (
    <Tooltip.Provider delayDuration={300}>
      {/*
        Non-modal Radix dialog made modal by hand (backdrop, `inert` page, aria-modal): Radix's
        modal mode injects a <style> element for its scroll lock, which the server's
        Content-Security-Policy (style-src 'self') blocks with a console error on every open.
      */}
      <Dialog.Root modal={false} open={drawerVisible} onOpenChange={setDrawerOpen}>
        <div className="flex min-h-dvh bg-slate-50" inert={drawerVisible}>
          {wide && (
            <aside
              className={clsx(
                'sticky top-0 flex h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200',
                collapsedNow ? 'w-[4.5rem]' : 'w-64',
              )}
            >
              <div
                className={clsx(
                  'flex h-16 shrink-0 items-center border-b border-slate-200 px-3',
                  collapsedNow ? 'justify-center' : 'justify-end',
                )}
              >
                <Hint label={collapsedNow ? t('frame.expand') : t('frame.collapse')}>
                  <button
                    type="button"
                    onClick={toggleCollapsed}
                    aria-expanded={!collapsedNow}
                    aria-controls={SIDEBAR_NAV_ID}
                    aria-label={t('frame.sidebar')}
                    className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  >
                    {collapsedNow ? (
                      <PanelLeftOpen className="size-5" aria-hidden="true" />
                    ) : (
                      <PanelLeftClose className="size-5" aria-hidden="true" />
                    )}
                  </button>
                </Hint>
              </div>
              <SidebarNav
                ns={ns}
                nav={nav}
                id={SIDEBAR_NAV_ID}
                collapsed={collapsedNow}
                onLogout={onLogout}
                loggingOut={loggingOut}
              />
            </aside>
          )}

          <div className="flex min-w-0 flex-1 flex-col">
            <header className="sticky top-0 z-30 flex min-h-16 shrink-0 flex-wrap items-center gap-x-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:flex-nowrap sm:px-6 lg:px-8">
              {!wide && (
                <Dialog.Trigger asChild>
                  <button
                    ref={menuButtonRef}
                    type="button"
                    aria-label={t('frame.openMenu')}
                    className="relative -ml-2 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                  >
                    <Menu className="size-6" aria-hidden="true" />
                    {/* Something unread in the drawer (the bell, Messages): the links inside name the counts. */}
                    {unread && (
                      <span
                        data-testid="menu-unread-dot"
                        className="absolute right-1 top-1 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
                        aria-hidden="true"
                      />
                    )}
                  </button>
                </Dialog.Trigger>
              )}
              <div className="flex h-16 items-center">{brand}</div>
              <SiteLinks />
              <LanguageSwitcher className="ml-auto" />
              {user && (
                <Link
                  to={profilePath}
                  className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white hover:bg-brand-800"
                  title={displayName}
                >
                  {/* The initials are a picture of the person; the link's name is the text
                      below (no aria-label, whose words would not include what is on screen:
                      WCAG 2.5.3 "Label in Name"). */}
                  <span aria-hidden="true">{user.initials}</span>
                  <span className="sr-only">{t('frame.account', { name: displayName })}</span>
                </Link>
              )}
            </header>
            <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
              {logoutFailed && (
                <p
                  role="alert"
                  className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                >
                  {tc('logoutFailed')}
                </p>
              )}
              <Outlet />
            </main>
          </div>
        </div>

        <Dialog.Portal>
          {/* A click here is a click outside the drawer, which closes it. */}
          <div
            data-testid="drawer-backdrop"
            className="fixed inset-0 z-40 bg-slate-900/50"
            aria-hidden="true"
          />
          <Dialog.Content
            aria-describedby={undefined}
            aria-modal="true"
            onCloseAutoFocus={(event) => {
              // Radix skips this after a click outside; the menu button should get focus back
              // however the drawer closed.
              event.preventDefault();
              menuButtonRef.current?.focus();
            }}
            onOpenAutoFocus={(event) => {
              // Start on the close button rather than the logo link that comes first.
              event.preventDefault();
              closeButtonRef.current?.focus();
            }}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none"
          >
            <Dialog.Title className="sr-only">{t('frame.menuTitle')}</Dialog.Title>
            <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
              {brand}
              <Dialog.Close asChild>
                <button
                  ref={closeButtonRef}
                  type="button"
                  aria-label={t('frame.closeMenu')}
                  className="-mr-2 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                >
                  <X className="size-6" aria-hidden="true" />
                </button>
              </Dialog.Close>
            </div>
            <SidebarNav
              ns={ns}
              nav={nav}
              collapsed={false}
              onNavigate={closeDrawer}
              onLogout={onLogout}
              loggingOut={loggingOut}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Tooltip.Provider>
  );
}
