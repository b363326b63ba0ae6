import type { RouteObject } from 'react-router';

/**
 * Ask an Expert, relative to a dashboard (`<dashboard>/ask-expert`): a mentee
 * asks; a mentor who opted in as an expert sees the incoming requests. A lazy chunk.
 */
export const expertsRoutes: RouteObject[] = [
  {
    path: 'ask-expert',
    lazy: async () => ({
      Component: (await import('./pages/ask-expert-page.tsx')).AskExpertPage,
    }),
  },
];
