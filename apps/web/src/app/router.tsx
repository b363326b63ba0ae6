import { createBrowserRouter, type RouteObject } from 'react-router';
import { authRoutes } from '@/features/auth';
import { bookingRoutes } from '@/features/bookings';
import { circlesRoutes } from '@/features/circles';
import { contactRoutes } from '@/features/contact';
import { homeRoutes } from '@/features/home';
import { mentorsRoutes } from '@/features/mentors';
import { notFoundRoutes, RouteErrorPage } from '@/features/misc';
import { publicPagesRoutes } from '@/features/public-pages';
import { resourcesRoutes } from '@/features/resources';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { withNamespaces } from './with-namespaces.ts';

/** Id of the root route, under which the private routes are added. */
const ROOT = 'root';

let privateTable: Promise<RouteObject[]> | undefined;
let privateAdded = false;

/**
 * React Router's `patchRoutesOnNavigation`: the first time a path matches no public route but
 * the not-found catch-all (or nothing), fetch the private route table (`private-routes.tsx`)
 * and add it under the root; later calls return at once. A failed fetch fails that navigation
 * (its error page) and the next one tries again.
 */
async function addPrivateRoutes({
  matches,
  patch,
}: {
  matches: { route: RouteObject }[];
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> {
  const leaf = matches.at(-1)?.route;
  if (privateAdded || (leaf?.path !== undefined && leaf.path !== '*')) return;
  privateTable ??= import('./private-routes.tsx').then(
    (module) => module.privateRoutes,
    (error: unknown) => {
      privateTable = undefined;
      throw error;
    },
  );
  const routes = await privateTable;
  if (privateAdded) return;
  patch(ROOT, routes);
  privateAdded = true;
}

/**
 * The route table (docs/product.md#2-screens-and-routes). Each feature exports its own route
 * objects with lazy pages (route-level code splitting); everything unknown gets the not-found
 * page. Each feature's lazy routes also load the i18n namespaces its pages use (`common` is
 * always there).
 *
 * Only the public routes are here; those of signed-in people (`private-routes.tsx`) are added
 * on the first navigation to a path the public ones do not know ({@link addPrivateRoutes}), so
 * that the entry chunk does not carry them (first-load JS of `/`: ADR 0011, docs/performance.md).
 */
export const router = createBrowserRouter(
  [
    {
      id: ROOT,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        ...withNamespaces(homeRoutes, ['home']),
        ...withNamespaces(authRoutes, ['auth']),
        ...withNamespaces(publicPagesRoutes, ['public']),
        ...withNamespaces(circlesRoutes, ['circles', 'report']),
        ...withNamespaces(bookingRoutes, ['booking']),
        ...withNamespaces(mentorsRoutes, ['mentors', 'blocks', 'report']),
        ...withNamespaces(contactRoutes, ['contact']),
        ...withNamespaces(resourcesRoutes, ['resources']),
        ...notFoundRoutes,
      ],
    },
  ],
  { patchRoutesOnNavigation: addPrivateRoutes },
);
