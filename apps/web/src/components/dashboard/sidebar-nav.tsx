import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatch } from 'react-router';
import { Hint } from './hint.tsx';
import type { DashboardNamespace, DashboardNav, SidebarLink } from './types.ts';
import { useUnreadMessages, useUnreadNotifications } from './unread-counts.ts';

interface SidebarNavProps {
  /** Where the labels come from (see {@link DashboardNamespace}). */
  ns: DashboardNamespace;
  nav: DashboardNav;
  /** Icons only (wide screens, after the collapse toggle); every control keeps its name. */
  collapsed: boolean;
  /** Called when a link is followed, before the route changes (closes the drawer). */
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  id?: string;
}

/**
 * A dashboard sidebar's links and Logout (docs/product.md#219-mentee-dashboard "Mentee dashboard", "Mentor
 * dashboard"). The active link carries `aria-current="page"` (NavLink sets it). Shared by
 * the wide-screen sidebar and the small-screen drawer.
 */
export function SidebarNav({
  ns,
  nav,
  collapsed,
  onNavigate,
  onLogout,
  loggingOut,
  id,
}: SidebarNavProps) {
  const { t } = useTranslation(ns);
  const unreadNotifications = useUnreadNotifications();
  const unreadMessages = useUnreadMessages();

  /**
   * The unread count a link shows: the bell (`…/notifications`) and Messages
   * (`…/messages`); none when 0 or unknown.
   */
  const unreadOf = (link: SidebarLink): number => {
    const count = link.to.endsWith('/notifications')
      ? unreadNotifications
      : link.to.endsWith('/messages')
        ? unreadMessages
        : undefined;
    return count ?? 0;
  };
  /** The link's accessible name: "Notifications, 3 unread" while there are some. */
  const nameOf = (link: SidebarLink, unread: number): string => {
    const label = t(link.labelKey);
    return unread > 0 ? t('nav.unread', { label, count: unread }) : label;
  };

  const item = (link: SidebarLink) => {
    const label = t(link.labelKey);
    const unread = unreadOf(link);
    const anchor = (
      <SidebarLinkItem
        link={link}
        onNavigate={onNavigate}
        ariaLabel={collapsed ? nameOf(link, unread) : undefined}
        className={clsx(
          'relative flex items-center gap-3 rounded-lg py-2.5 text-sm font-medium transition-colors',
          collapsed ? 'justify-center px-2' : 'px-3',
        )}
      >
        {!collapsed && <span className="truncate">{label}</span>}
        {/* Named by its visible label and this (not an aria-label), so that the name starts
            with the words on screen (WCAG 2.5.3 "Label in Name"): "Messages, 2 unread". */}
        {!collapsed && unread > 0 && (
          <span className="sr-only">{t('nav.unreadSuffix', { count: unread })}</span>
        )}
        <UnreadBadge count={unread} floating={collapsed} />
      </SidebarLinkItem>
    );
    return <li key={link.to}>{collapsed ? <Hint label={label}>{anchor}</Hint> : anchor}</li>;
  };

  const iconItem = (link: SidebarLink) => {
    const label = t(link.labelKey);
    const unread = unreadOf(link);
    return (
      <li key={link.to}>
        <Hint label={label} side={collapsed ? 'right' : 'top'}>
          <SidebarLinkItem
            link={link}
            onNavigate={onNavigate}
            ariaLabel={nameOf(link, unread)}
            className="relative flex size-10 items-center justify-center rounded-lg transition-colors"
          >
            <UnreadBadge count={unread} floating />
          </SidebarLinkItem>
        </Hint>
      </li>
    );
  };

  const logoutLabel = loggingOut ? t('nav.loggingOut') : t('nav.logout');
  const logoutButton = (
    <button
      type="button"
      onClick={onLogout}
      disabled={loggingOut}
      aria-label={collapsed ? logoutLabel : undefined}
      className={clsx(
        'flex w-full items-center gap-3 rounded-lg py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:cursor-wait disabled:opacity-70',
        collapsed ? 'justify-center px-2' : 'px-3',
      )}
    >
      <LogOut className="size-5 shrink-0" aria-hidden="true" />
      {!collapsed && <span>{logoutLabel}</span>}
    </button>
  );

  return (
    <nav
      id={id}
      aria-label={t('nav.label')}
      className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3 py-4"
    >
      <ul className="space-y-1">{nav.primary.map(item)}</ul>
      <div className="my-4 border-t border-slate-200" />
      <ul className="space-y-1">{nav.secondary.map(item)}</ul>
      <div className="mt-auto space-y-2 border-t border-slate-200 pt-4">
        <ul
          className={clsx(
            'flex gap-1',
            collapsed ? 'flex-col items-center' : 'items-center justify-start px-1',
          )}
        >
          {nav.icons.map(iconItem)}
        </ul>
        {collapsed ? <Hint label={logoutLabel}>{logoutButton}</Hint> : logoutButton}
      </div>
    </nav>
  );
}

/**
 * An unread count beside a link's label, or over its icon's corner (`floating`); nothing
 * when 0. Shown as "99+" past 99. Hidden from assistive technology: the link's name says it.
 */
function UnreadBadge({ count, floating }: { count: number; floating: boolean }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={clsx(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-none text-white',
        floating ? 'absolute -right-1 -top-1' : 'ml-auto',
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * One sidebar link with its icon. The active style is computed here rather than through
 * NavLink's className callback because a tooltip trigger (Radix Slot) merges class names as
 * strings and would turn the callback into text.
 */
const SidebarLinkItem = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & {
    link: SidebarLink;
    onNavigate?: () => void;
    ariaLabel?: string;
    children?: ReactNode;
  }
>(function SidebarLinkItem({ link, onNavigate, ariaLabel, className, children, ...rest }, ref) {
  const active = useMatch({ path: link.to, end: link.end ?? false }) !== null;
  const Icon = link.icon;
  return (
    <NavLink
      {...rest}
      ref={ref}
      to={link.to}
      end={link.end}
      onClick={(event) => {
        rest.onClick?.(event);
        onNavigate?.();
      }}
      aria-label={ariaLabel}
      className={clsx(
        className,
        active
          ? 'bg-brand-50 text-brand-800 ring-1 ring-inset ring-brand-200'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {children}
    </NavLink>
  );
});
