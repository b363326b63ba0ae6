import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { Footer } from './footer.tsx';
import type { RouteHandle } from '@/lib/route-handle.ts';
import { useSecondFactorRedirect } from '@/lib/session/second-factor.ts';
import { TopNav } from './top-nav.tsx';

/**
 * Move focus to the page's own `<main>` (not the sidebar of a dashboard frame), falling back
 * to the `#main` wrapper when a page has none.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView();
}

/**
 * The page frame: skip link, top navigation and footer where the matched route allows them
 * (a route's `handle` of type {@link RouteHandle}; the deepest match wins). The page sits in a
 * Suspense boundary showing the page spinner, for a component whose i18n namespace is still
 * being fetched (routes normally load theirs first: `withNamespaces` in `app/router.tsx`).
 * A session waiting for its second factor is sent to /login's code step from any page.
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  useSecondFactorRedirect();
  const matches = useMatches();
  const handle = matches.reduce<RouteHandle>(
    (acc, m) => ({ ...acc, ...(m.handle as RouteHandle | undefined) }),
    {},
  );
  const showNav = handle.topNav !== false;
  const showFooter = handle.footer !== false;
  return (
    <>
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      {showNav && <TopNav />}
      <div id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
      {showFooter && <Footer />}
      <ScrollRestoration getKey={(location) => location.pathname + location.hash} />
    </>
  );
}
