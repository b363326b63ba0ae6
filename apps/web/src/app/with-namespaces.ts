import type { RouteObject } from 'react-router';
import { loadNamespaces, type Namespace } from '@/lib/i18n.ts';

/**
 * `routes` (and their children) with every function-form `lazy` also loading the catalogues
 * `namespaces`, in parallel with the page's chunk: the router renders the page only once its
 * texts are here, so it never shows raw keys nor suspends. Until then the router keeps the
 * previous page (or, on the first load, the root's `hydrateFallbackElement`). A catalogue that
 * fails to load fails the route, which shows its error page.
 *
 * Routes without a `lazy` function are returned as they are; a component that uses a
 * namespace not listed here still works, as `useTranslation` suspends until it is loaded
 * (the root layout's Suspense boundary shows the page spinner meanwhile).
 */
export function withNamespaces(
  routes: readonly RouteObject[],
  namespaces: readonly Namespace[],
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy } = route;
    const withLazy: RouteObject =
      typeof lazy === 'function'
        ? {
            ...route,
            lazy: async () => (await Promise.all([lazy(), loadNamespaces(namespaces)]))[0],
          }
        : route;
    return withLazy.children
      ? { ...withLazy, children: withNamespaces(withLazy.children, namespaces) }
      : withLazy;
  });
}
