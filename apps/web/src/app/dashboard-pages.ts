import type { RouteObject } from 'react-router';

/**
 * `shellRoutes` (a dashboard feature's routes: one layout route with its home and a `*`
 * catch-all) with the domain `pages` added to the layout's children, before the catch-all.
 * This is how a domain page (e.g. notifications) appears in both dashboards while written
 * once: its feature exports routes relative to a dashboard, and the app composes.
 */
export function fillShell(
  shellRoutes: readonly RouteObject[],
  pages: readonly RouteObject[],
): RouteObject[] {
  return shellRoutes.map((route) => {
    const children = route.children ?? [];
    const catchAll = children.filter((child) => child.path === '*');
    const rest = children.filter((child) => child.path !== '*');
    return { ...route, children: [...rest, ...pages, ...catchAll] } as RouteObject;
  });
}
