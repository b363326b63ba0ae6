import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Whether `pathname` (no trailing slash) matches the route `pattern` of `route-preloads.json`:
 * the same number of segments, each equal or matched by a `:name` segment of the pattern, which
 * stands for any one non-empty segment (React Router's notation). `/mentors/:id` matches
 * `/mentors/abc`, not `/mentors` nor `/mentors/abc/book`.
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => segment === got[i] || (segment.startsWith(':') && got[i] !== ''))
  );
}

/**
 * The API answers a public page with parameters renders its largest text from, by route
 * pattern (`:id` is the page's own segment): named in the same `Link` header as `preload`
 * `as=fetch`, they download beside the entry instead of after the page's first render. The
 * URLs are the ones the page's queries ask for (`features/mentors/api/get-mentor.ts`,
 * `get-mentor-reviews.ts`, `lib/api/get-booking-policy.ts`, `features/circles/api/get-circle.ts`),
 * which Chromium then answers from the preload (one request each; docs/performance.md, "Lighthouse").
 */
const API_PRELOADS: Record<string, readonly string[]> = {
  '/mentors/:id': [
    '/api/mentors/:id',
    '/api/mentors/:id/reviews?page=1',
    '/api/mentors/:id/booking-policy',
  ],
  '/circles/:id': ['/api/circles/:id'],
};

/**
 * `pattern`'s `:id` filled with the `:id` segment of `pathname` (which matches `route`), as
 * the web app encodes it (`encodeURIComponent` of React Router's decoded parameter); undefined
 * when that segment is not valid percent-encoding.
 */
function fillId(pattern: string, route: string, pathname: string): string | undefined {
  const segment = pathname.split('/')[route.split('/').indexOf(':id')] ?? '';
  try {
    return pattern.replaceAll(':id', encodeURIComponent(decodeURIComponent(segment)));
  } catch {
    return undefined;
  }
}

/**
 * The languages a request prefers for the web app's texts, best first (docs/product.md#15-languages,
 * as the web app detects them before the account is known): the address's `?lng=`, the
 * `pathwise_lng` cookie the web app writes with the person's choice, then the
 * `Accept-Language` header's languages by weight, reduced to their base (`es-MX` → `es`).
 * @param query the request's query string, without `?`
 * @param cookie the `pathwise_lng` cookie's value, if any
 * @param acceptLanguage the `Accept-Language` header, if any
 */
export function preferredLanguages(
  query: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): string[] {
  const fromHeader = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0]!, q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter(({ base, q }) => base && base !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ base }) => base);
  return [new URLSearchParams(query).get('lng') ?? '', cookie ?? '', ...fromHeader].filter(Boolean);
}

/** `route-preloads.json`'s `catalogues`: per language, `*` (every page) and per route. */
type CataloguePreloads = Record<string, Record<string, unknown>>;

/**
 * The `Link` header that names, for a page of the web app, the JavaScript its first load needs
 * besides the entry, as `modulepreload`: the browser then fetches it while the entry downloads
 * instead of once it has run, chunk after chunk (docs/performance.md, "Lighthouse"). For a
 * public page (`/`, `/mentors`, `/terms`, `/mentors/:id`…) these are the page's chunks; for
 * every page, the i18n catalogues of the language the page will show (ADR 0022): `common` and
 * the landing page's own, in the first of `languages` the build has, else its first language
 * (English). The lists come from the build's `route-preloads.json`
 * (`apps/web/build/route-preloads.ts`), read on each call like the other built files, so a
 * rebuild under a running server is used at once. An exact key wins over a pattern with
 * `:name` segments; among patterns, the first of the file that matches. The page's API answers
 * of {@link API_PRELOADS} follow the chunks.
 * @param webDist the built web app's folder
 * @param pathname the request's path, without the query
 * @param languages the request's {@link preferredLanguages}
 * @returns the header's value, or undefined when there is nothing to name or no list
 */
export async function routePreloadLink(
  webDist: string,
  pathname: string,
  languages: readonly string[] = [],
): Promise<string | undefined> {
  let preloads: Record<string, unknown>;
  try {
    preloads = JSON.parse(
      await fs.readFile(path.join(webDist, 'route-preloads.json'), 'utf8'),
    ) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const routes = Object.keys(preloads).filter((route) => route.startsWith('/'));
  const key = routes.includes(page)
    ? page
    : routes.find((route) => route.includes(':') && matchesRoute(route, page));
  const routeFiles = key === undefined ? [] : preloads[key];
  const catalogues = (preloads.catalogues ?? {}) as CataloguePreloads;
  const language =
    languages.find((l) => Object.hasOwn(catalogues, l)) ?? Object.keys(catalogues)[0];
  const ofLanguage = language === undefined ? {} : (catalogues[language] ?? {});
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
  const files = [
    ...list(routeFiles),
    ...list(ofLanguage['*']),
    ...(key === undefined ? [] : list(ofLanguage[key])),
  ];
  const links = [
    ...[...new Set(files)]
      .filter(
        (file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+$/.test(file),
      )
      .map((file) => `<${file}>; rel=modulepreload; crossorigin`),
    ...(key === undefined ? [] : (API_PRELOADS[key] ?? []))
      .map((url) => fillId(url, key!, page))
      .filter((url) => url !== undefined)
      .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`),
  ];
  return links.length ? links.join(', ') : undefined;
}
