import { Tooltip } from 'radix-ui';
import { Bell, LayoutDashboard, MessageSquare, Settings } from 'lucide-react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, http, HttpResponse } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { server } from '@/testing/server.ts';
import { DashboardFrame } from './dashboard-frame.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import type { DashboardNav } from './types.ts';

const NAV: DashboardNav = {
  primary: [
    { to: '/dashboard', labelKey: 'nav.home', icon: LayoutDashboard, end: true },
    { to: '/dashboard/messages', labelKey: 'nav.messages', icon: MessageSquare },
  ],
  secondary: [],
  icons: [
    { to: '/dashboard/notifications', labelKey: 'nav.notifications', icon: Bell },
    { to: '/dashboard/settings', labelKey: 'nav.settings', icon: Settings },
  ],
};

function renderNav(collapsed = false) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <Tooltip.Provider>
            <SidebarNav
              ns="dashboard"
              nav={NAV}
              collapsed={collapsed}
              onLogout={() => {}}
              loggingOut={false}
            />
          </Tooltip.Provider>
        ),
      },
    ],
    '/dashboard',
  );
}

describe('sidebar unread badges', () => {
  it('show the real unread counts on the bell and Messages, named for screen readers', async () => {
    server.use(
      http.get('/api/notifications/unread-count', () => HttpResponse.json({ unreadCount: 3 })),
      http.get('/api/conversations', () =>
        HttpResponse.json({
          items: [{ unreadCount: 2 }, { unreadCount: 0 }, { unreadCount: 5 }].map((c, i) =>
            conversation(`c${i}`, c.unreadCount),
          ),
        }),
      ),
    );
    renderNav();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    const messages = await screen.findByRole('link', { name: 'Messages, 7 unread' });
    expect(messages).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveTextContent(/\d/);
  });

  it('show no badge when nothing is unread or when the messages API fails', async () => {
    server.use(
      http.get('/api/notifications/unread-count', () => HttpResponse.json({ unreadCount: 0 })),
      http.get('/api/conversations', () => apiError(404, 'general_route_not_found')),
    );
    renderNav(true);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeVisible());
    expect(screen.getByRole('link', { name: 'Messages' })).toBeVisible();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });
});

function conversation(id: string, unreadCount: number) {
  return {
    id,
    contact: {
      id: `u-${id}`,
      name: 'Sofia Lindqvist',
      role: 'mentor',
      title: null,
      company: null,
      photoUrl: null,
      online: false,
    },
    lastMessage: null,
    unreadCount,
    otherReadSeq: 0,
    muted: false,
    blocked: false,
    createdAt: '2026-11-24T10:00:00.000Z',
  };
}

/** jsdom has no matchMedia: a phone-sized screen (the sidebar is a drawer). */
function phoneScreen() {
  vi.stubGlobal('innerWidth', 390);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('the small-screen menu button', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries a dot while something in the drawer is unread', async () => {
    phoneScreen();
    server.use(
      http.get('/api/notifications/unread-count', () => HttpResponse.json({ unreadCount: 1 })),
      // The frame's language switcher reads the session (a signed-in person's language).
      http.get('/api/session', () => HttpResponse.json({ user: null })),
    );
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <DashboardFrame
              ns="dashboard"
              nav={NAV}
              profilePath="/dashboard/profile"
              user={null}
              onLogout={() => {}}
              loggingOut={false}
            />
          ),
        },
      ],
      '/dashboard',
    );
    const menu = await screen.findByRole('button', { name: 'Open menu' });
    await waitFor(() => expect(screen.getByTestId('menu-unread-dot')).toBeInTheDocument());
    expect(menu).toContainElement(screen.getByTestId('menu-unread-dot'));
  });
});
