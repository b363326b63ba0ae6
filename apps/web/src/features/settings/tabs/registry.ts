import type { ComponentType } from 'react';

/** A person's role as the settings page sees it (the dashboard they are in). */
export type SettingsRole = 'mentee' | 'mentor';

/** One tab of the settings menu. */
export interface SettingsTab {
  /** The URL segment: `<dashboard>/settings/<id>`. */
  id: string;
  /** Key of the tab's menu label in the `settings` namespace (`menu.<key>`). */
  labelKey: string;
  /**
   * Who sees the tab: the mentor has twelve, the mentee eight
   * (docs/product.md#1115-settings-that-save).
   */
  roles: readonly SettingsRole[];
  /** The tab's panel, a lazy chunk of its own. */
  load: () => Promise<{ default: ComponentType }>;
}

const BOTH = ['mentee', 'mentor'] as const;
const MENTOR = ['mentor'] as const;

/**
 * The settings menu in the spec's order (docs/product.md "Settings"): Profile is
 * the default tab. Each tab's panel lives in its own file under `tabs/` and saves on its own.
 */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { id: 'general', labelKey: 'general', roles: BOTH, load: () => import('./general-tab.tsx') },
  { id: 'profile', labelKey: 'profile', roles: BOTH, load: () => import('./profile-tab.tsx') },
  {
    id: 'languages',
    labelKey: 'languages',
    roles: BOTH,
    load: () => import('./languages-tab.tsx'),
  },
  {
    id: 'notifications',
    labelKey: 'notifications',
    roles: BOTH,
    load: () => import('./notifications-tab.tsx'),
  },
  { id: 'goals', labelKey: 'goals', roles: BOTH, load: () => import('./goals-tab.tsx') },
  {
    id: 'expertise',
    labelKey: 'expertise',
    roles: MENTOR,
    load: () => import('./expertise-tab.tsx'),
  },
  {
    id: 'mentee-management',
    labelKey: 'menteeManagement',
    roles: MENTOR,
    load: () => import('./mentee-management-tab.tsx'),
  },
  {
    id: 'password',
    labelKey: 'password',
    roles: BOTH,
    load: () => import('./password-tab.tsx'),
  },
  {
    id: 'security',
    labelKey: 'security',
    roles: BOTH,
    load: () => import('./security-tab.tsx'),
  },
  {
    id: 'integrations',
    labelKey: 'integrations',
    roles: MENTOR,
    load: () => import('./integrations-tab.tsx'),
  },
  {
    id: 'community',
    labelKey: 'community',
    roles: BOTH,
    load: () => import('./community-tab.tsx'),
  },
  {
    id: 'resources',
    labelKey: 'resources',
    roles: MENTOR,
    load: () => import('./resources-tab.tsx'),
  },
];

/** The tab opened by `<dashboard>/settings` (the spec: "Profile (default)"). */
export const DEFAULT_SETTINGS_TAB = 'profile';

/** The tabs a role sees, in menu order. */
export function tabsFor(role: SettingsRole): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => tab.roles.includes(role));
}
