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
 * The `Link` header that names, for a public page of the web app (`/`, `/mentors`, `/terms`,
 * `/mentors/:id`…), the JavaScript its first load needs besides the entry, as `modulepreload`:
 * the browser then fetches the page's chunks while the entry downloads instead of once it has
 * run, chunk after chunk (docs/performance.md, "Lighthouse"). The list comes from the build's
 * `route-preloads.json` (`apps/web/build/route-preloads.ts`), read on each call like the other
 * built files, so a rebuild under a running server is used at once. An exact key wins over a
 * pattern with `:name` segments; among patterns, the first of the file that matches. The
 * page's API answers of {@link API_PRELOADS} follow the chunks.
 * @param webDist the built web app's folder
 * @param pathname the request's path, without the query
 * @returns the header's value, or undefined for other paths or when the build has no list
 */
export async function routePreloadLink(
  webDist: string,
  pathname: string,
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
  const key =
    page in preloads
      ? page
      : Object.keys(preloads).find((route) => route.includes(':') && matchesRoute(route, page));
  if (key === undefined) return undefined;
  const files = preloads[key];
  if (!Array.isArray(files) || files.length === 0) return undefined;
  return [
    ...files
      .filter(
        (file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+$/.test(file),
      )
      .map((file) => `<${file}>; rel=modulepreload; crossorigin`),
    ...(API_PRELOADS[key] ?? [])
      .map((url) => fillId(url, key, page))
      .filter((url) => url !== undefined)
      .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`),
  ].join(', ');
}
