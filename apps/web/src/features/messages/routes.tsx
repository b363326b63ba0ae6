import type { RouteObject } from 'react-router';

/**
 * Messages, relative to a dashboard: the app's router puts them into both
 * dashboard shells (`<dashboard>/messages`, `<dashboard>/start-conversation`). Lazy chunks.
 */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => ({
      Component: (await import('./pages/messages-page.tsx')).MessagesPage,
    }),
  },
  {
    path: 'start-conversation',
    lazy: async () => ({
      Component: (await import('./pages/start-conversation-page.tsx')).StartConversationPage,
    }),
  },
];
