import type { LucideIcon } from 'lucide-react';

/**
 * Width (CSS px) from which a dashboard sidebar sits beside the content and can collapse to
 * icons; below it the sidebar is an off-canvas drawer (docs/product.md#9-constants-and-limits "Sidebar breakpoint
 * 1024 px").
 */
export const SIDEBAR_BREAKPOINT_PX = 1024;

/** One sidebar destination. `labelKey` is a key of the dashboard's i18n namespace. */
export interface SidebarLink {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** Match the path exactly (the dashboard home would otherwise be active everywhere). */
  end?: boolean;
}

/**
 * A dashboard's sidebar: the primary links, the secondary ones below a divider, and the
 * icon-only row above Logout (docs/product.md#219-mentee-dashboard "Mentee dashboard", "Mentor dashboard").
 */
export interface DashboardNav {
  primary: readonly SidebarLink[];
  secondary: readonly SidebarLink[];
  icons: readonly SidebarLink[];
}

/**
 * The i18n namespace a dashboard frame reads its texts from. It must hold the link labels
 * named by its {@link SidebarLink.labelKey}s and these keys:
 * - `nav.label` (the navigation's accessible name), `nav.logout`, `nav.loggingOut`;
 * - `frame.product`, `frame.productHome`, `frame.sidebar`, `frame.collapse`, `frame.expand`,
 *   `frame.openMenu`, `frame.closeMenu`, `frame.menuTitle`, `frame.account` (`{{name}}`).
 */
export type DashboardNamespace = 'dashboard' | 'mentor';
